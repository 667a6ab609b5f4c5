import type { GetStaticProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { PricingTable } from '@/components/pricing/pricing-table';
import { PLANS_MAX_AGE_SECONDS } from '@/lib/billing/cached-plans';
import { listPlans } from '@/lib/billing/list-plans';
import type { TPlan } from '@/lib/billing/plan-types';
import { translationProps } from '@/lib/i18n/translation-props';
import { PageMeta } from '@/components/seo/page-meta';

type Props = { plans: TPlan[] };

/**
 * SPEC §2 /pricing: the pricing table with the current plans, served as a static page and rebuilt from the database
 * in the background at most every PLANS_MAX_AGE_SECONDS. Nothing on it depends on the visitor: their own plan
 * ('manage' or 'subscribe') is filled in by the browser.
 */
export default function PricingPage({ plans }: Props) {
  const { t } = useTranslation('common');
  return (
    <>
      <PageMeta title={t('pricing.title')} description={t('pricing.metaDescription')} />
      <div className="max-w-page mx-auto px-4 py-12 sm:px-6 sm:py-16">
        <div className="mx-auto max-w-3xl text-center">
          <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">{t('pricing.title')}</h1>
          <p className="text-ink-muted mt-4 text-lg text-pretty">{t('pricing.lead')}</p>
        </div>
        <div className="mt-10">
          <PricingTable plans={plans} />
        </div>
      </div>
    </>
  );
}

export const getStaticProps: GetStaticProps<Props> = async ({ locale }) => ({
  props: {
    plans: await listPlans(),
    ...(await translationProps(locale)),
  },
  revalidate: PLANS_MAX_AGE_SECONDS,
});
