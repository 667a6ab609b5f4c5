import type { GetStaticProps } from 'next';
import Head from 'next/head';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import dynamic from 'next/dynamic';
import { translationProps } from '@/lib/i18n/translation-props';
import { PRODUCT_NAME } from '@/lib/product';

/** The free trial is the studio itself, loaded after the page so the first paint does not wait for it. */
const TrialStudio = dynamic(() => import('@/components/studio/studio').then((m) => m.Studio), {
  ssr: false,
  loading: () => <div className="bg-surface-muted h-96 animate-pulse rounded-2xl" aria-hidden="true" />,
});

export default function HomePage() {
  const { t } = useTranslation('common');
  const { t: studio } = useTranslation('studio');
  return (
    <>
      <Head>
        <title>{`${PRODUCT_NAME}: ${t('home.title')}`}</title>
        <meta name="description" content={t('home.lead')} />
      </Head>
      <section className="max-w-page mx-auto px-4 pt-16 pb-8 text-center sm:px-6 sm:pt-24">
        <h1 className="mx-auto max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-6xl">
          {t('home.title')}
        </h1>
        <p className="text-ink-muted mx-auto mt-6 max-w-2xl text-lg text-pretty">{t('home.lead')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link href="/signup" className="btn-primary px-6 text-base">
            {t('home.primary')}
          </Link>
          <Link href="/pricing" className="btn-secondary px-6 text-base">
            {t('home.secondary')}
          </Link>
        </div>
        <p className="text-ink-subtle mt-4 text-sm">{t('home.note')}</p>
      </section>
      <section aria-labelledby="trial-heading" className="max-w-page mx-auto px-4 pb-16 sm:px-6">
        <h2 id="trial-heading" className="text-2xl font-semibold">
          {studio('trial.title')}
        </h2>
        <p className="text-ink-muted mt-1 mb-6">{studio('trial.lead')}</p>
        <TrialStudio mode="trial" />
      </section>
    </>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await translationProps(locale, ['studio', 'mask-editor']),
});
