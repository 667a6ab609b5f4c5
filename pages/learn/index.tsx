import type { GetStaticProps } from 'next';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { GuideCard } from '@/components/learn/guide-card';
import { PageMeta } from '@/components/seo/page-meta';
import type { TGuideSummary } from '@/lib/guides/guide-types';
import { listGuides } from '@/lib/guides/load-guides';
import { translationProps } from '@/lib/i18n/translation-props';

type Props = { guides: TGuideSummary[] };

/** SPEC §2 /learn: the learning center, one card per guide (cover, title, lead, reading time). */
export default function LearnPage({ guides }: Props) {
  const { t } = useTranslation('learn');
  const { locale } = useRouter();
  return (
    <>
      <PageMeta title={t('index.title')} description={t('index.metaDescription')} image={guides[0]?.image} />
      <div className="max-w-page mx-auto px-4 py-12 sm:px-6 sm:py-16">
        <header className="max-w-3xl">
          <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">{t('index.title')}</h1>
          <p className="text-ink-muted mt-4 text-lg text-pretty">{t('index.lead')}</p>
          {locale && locale !== 'en' ? (
            <p className="text-ink-subtle mt-2 text-sm">{t('index.englishOnly')}</p>
          ) : null}
        </header>
        <ul aria-label={t('index.listLabel')} className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {guides.map((guide, index) => (
            <li key={guide.slug} className="flex">
              <GuideCard guide={guide} headingLevel={2} priority={index === 0} />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

export const getStaticProps: GetStaticProps<Props> = async ({ locale }) => ({
  props: { guides: listGuides(), ...(await translationProps(locale, ['learn'])) },
});
