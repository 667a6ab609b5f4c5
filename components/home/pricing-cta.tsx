import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';

export function PricingCta() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="pricing-cta-heading" className="bg-brand-900 text-white">
      <div className="max-w-page mx-auto flex flex-col items-start gap-4 px-4 py-14 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="pricing-cta-heading" className="text-3xl font-bold tracking-tight">
            {t('pricing.title')}
          </h2>
          <p className="mt-2 max-w-xl text-white/85">{t('pricing.lead')}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link href="/signup" className="btn text-brand-900 hover:bg-brand-50 bg-white px-6">
            {t('pricing.start')}
          </Link>
          <Link href="/pricing" className="btn border border-white/60 px-6 text-white hover:bg-white/10">
            {t('pricing.plans')}
          </Link>
        </div>
      </div>
    </section>
  );
}
