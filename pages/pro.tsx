import type { GetStaticProps } from 'next';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { LogoMark } from '@/components/ui/icons';
import { translationProps } from '@/lib/i18n/translation-props';
import { PageMeta } from '@/components/seo/page-meta';

/** SPEC §2: /pro is shown without header and footer. */
export default function ProPage() {
  const { t } = useTranslation('common');
  return (
    <>
      <PageMeta title={t('pro.title')} description={t('pro.lead')} />
      <section className="mx-auto flex min-h-dvh max-w-2xl flex-col items-center justify-center px-4 text-center">
        <LogoMark className="size-12" />
        <h1 className="mt-6 text-4xl font-bold tracking-tight">{t('pro.title')}</h1>
        <p className="text-ink-muted mt-4 text-lg">{t('pro.lead')}</p>
        <Link href="/pricing" className="btn-primary mt-8 px-6 text-base">
          {t('pro.cta')}
        </Link>
      </section>
    </>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await translationProps(locale),
});
