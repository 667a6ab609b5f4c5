import type { GetServerSideProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { AffiliateDashboard } from '@/components/billing/affiliate-dashboard';
import { getServerEnv } from '@/lib/env';
import { translationProps } from '@/lib/i18n/translation-props';
import { PageMeta } from '@/components/seo/page-meta';

export default function AffiliateProgramPage({ ratePercent }: { ratePercent: number }) {
  const { t } = useTranslation('common');
  return (
    <>
      <PageMeta title={t('affiliate.title')} description={t('affiliate.lead', { rate: ratePercent })} />
      <div className="mx-auto max-w-3xl px-4 py-12">
        <h1 className="text-4xl font-bold tracking-tight">{t('affiliate.title')}</h1>
        <p className="text-ink-muted mt-4 text-lg">{t('affiliate.lead', { rate: ratePercent })}</p>
        <h2 className="mt-10 text-xl font-semibold">{t('affiliate.howTitle')}</h2>
        <ol className="text-ink-muted mt-3 list-decimal space-y-2 pl-5">
          <li>{t('affiliate.how1')}</li>
          <li>{t('affiliate.how2')}</li>
          <li>{t('affiliate.how3', { rate: ratePercent })}</li>
        </ol>
        <h2 className="mt-10 text-xl font-semibold">{t('affiliate.termsTitle')}</h2>
        <ul className="text-ink-muted mt-3 list-disc space-y-2 pl-5">
          <li>{t('affiliate.terms1')}</li>
          <li>{t('affiliate.terms2')}</li>
          <li>{t('affiliate.terms3')}</li>
        </ul>
        <section
          aria-labelledby="dashboard-title"
          className="rounded-card border-surface-line mt-10 border bg-white p-6"
        >
          <h2 id="dashboard-title" className="mb-4 text-xl font-semibold">
            {t('affiliate.dashboardTitle')}
          </h2>
          <AffiliateDashboard />
        </section>
      </div>
    </>
  );
}

export const getServerSideProps: GetServerSideProps = async ({ locale }) => ({
  props: {
    ratePercent: Math.round(getServerEnv().AFFILIATE_COMMISSION_RATE * 100),
    ...(await translationProps(locale)),
  },
});
