import type { GetStaticProps } from 'next';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useCallback } from 'react';
import { PageMeta } from '@/components/seo/page-meta';
import { RealtorToolTabs } from '@/components/site/realtor-tool-tabs';
import { translationProps } from '@/lib/i18n/translation-props';
import { type RealtorToolId, realtorToolFromQuery } from '@/lib/site/realtor-tool-pages';

/** The tabs of /realtor-tools?tool=: the listing photo tools (the ten made for listings and the five photo edits), one chosen by the query, and the listing writer. */
export default function RealtorToolsPage() {
  const { t } = useTranslation('site');
  const router = useRouter();
  const tool = realtorToolFromQuery(router.query.tool);

  const choose = useCallback(
    (next: RealtorToolId) => {
      // Shallow: only the query changes, so the page keeps its state and focus and nothing is fetched.
      void router.replace({ pathname: router.pathname, query: { tool: next } }, undefined, {
        shallow: true,
        scroll: false,
      });
    },
    [router],
  );

  return (
    <>
      <PageMeta title={t('realtorTools.metaTitle')} description={t('realtorTools.metaDescription')} />
      <div className="max-w-page mx-auto px-4 py-12 sm:px-6 sm:py-16">
        <div className="max-w-3xl">
          <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            {t('realtorTools.title')}
          </h1>
          <p className="text-ink-muted mt-4 text-lg text-pretty">{t('realtorTools.lead')}</p>
        </div>
        <div className="mt-10">
          <RealtorToolTabs value={tool} onChange={choose} />
        </div>
        <section
          aria-labelledby="writer-title"
          className="rounded-card bg-surface-muted mt-12 flex flex-col gap-4 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8"
        >
          <div className="max-w-2xl">
            <h2 id="writer-title" className="text-xl font-semibold">
              {t('realtorTools.writerTitle')}
            </h2>
            <p className="text-ink-muted mt-2 text-pretty">{t('realtorTools.writerText')}</p>
          </div>
          <Link href="/property-description" className="btn-secondary shrink-0 px-6 text-base">
            {t('realtorTools.writerLink')}
          </Link>
        </section>
      </div>
    </>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await translationProps(locale, ['site']),
});
