import type { GetStaticProps } from 'next';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { PageMeta } from '@/components/seo/page-meta';
import { CtaBand } from '@/components/site/cta-band';
import { ApiReference } from '@/components/pro-api/api-reference';
import { API_TIERS } from '@/lib/billing/pricing-rules';
import { translationProps } from '@/lib/i18n/translation-props';
import { API_TRIAL_IMAGES_PER_MONTH } from '@/lib/pro-api/api-allowance';
import { buildApiReference } from '@/lib/pro-api/api-reference';
import type { TApiReference } from '@/lib/pro-api/api-reference-types';
import { webhookVerificationExample } from '@/lib/pro-api/reference-examples';
import { useFormat } from '@/hooks/use-format';

const FEATURES = ['1', '2', '3', '4'] as const;

type Props = { reference: TApiReference; webhookExample: string; trialImages: number };

/** SPEC §2 /pro-api: the API offering, its tiers (SPEC §9) and the reference generated from the OpenAPI document. */
export default function ProApiPage({ reference, webhookExample, trialImages }: Props) {
  const { t } = useTranslation('site');
  const format = useFormat();
  return (
    <>
      <PageMeta title={t('proApi.metaTitle')} description={t('proApi.metaDescription')} />
      <div className="max-w-page mx-auto space-y-16 px-4 py-12 sm:px-6 sm:py-16">
        <section className="max-w-3xl">
          <p className="text-brand-700 text-sm font-semibold tracking-wide uppercase">
            {t('proApi.eyebrow')}
          </p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            {t('proApi.title')}
          </h1>
          <p className="text-ink-muted mt-5 text-lg text-pretty">{t('proApi.lead')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link href="/pricing" className="btn-primary px-6 text-base">
              {t('proApi.ctaPricing')}
            </Link>
            <Link href="/contact?topic=api" className="btn-secondary px-6 text-base">
              {t('proApi.ctaContact')}
            </Link>
          </div>
        </section>

        <section aria-labelledby="features-title">
          <h2 id="features-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t('proApi.featuresTitle')}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {FEATURES.map((n) => (
              <li key={n} className="rounded-card bg-surface-muted p-5">
                <h3 className="font-semibold">{t(`proApi.features.${n}.title`)}</h3>
                <p className="text-ink-muted mt-2 text-sm text-pretty">{t(`proApi.features.${n}.text`)}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="tiers-title" className="grid gap-8 lg:grid-cols-2">
          <div>
            <h2 id="tiers-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
              {t('proApi.tiersTitle')}
            </h2>
            <p className="text-ink-muted mt-3 text-pretty">{t('proApi.tiersLead')}</p>
            <p className="text-ink-muted mt-3 text-pretty">{t('proApi.tiersNote')}</p>
            <h3 className="mt-6 font-semibold">{t('proApi.keyTitle')}</h3>
            <p className="text-ink-muted mt-1 text-pretty">{t('proApi.keyText', { count: trialImages })}</p>
          </div>
          <div className="rounded-card border-surface-line overflow-x-auto border bg-white">
            <table className="w-full text-left">
              <caption className="sr-only">{t('proApi.tiersTitle')}</caption>
              <thead className="bg-surface-muted text-sm">
                <tr>
                  <th scope="col" className="px-5 py-3 font-semibold">
                    {t('proApi.tierQuantity')}
                  </th>
                  <th scope="col" className="px-5 py-3 font-semibold">
                    {t('proApi.tierImages')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-surface-line divide-y">
                {API_TIERS.map((tier) => (
                  <tr key={tier.quantity}>
                    <th scope="row" className="px-5 py-3 font-semibold">
                      × {tier.quantity}
                    </th>
                    <td className="text-ink-muted px-5 py-3">
                      {t('proApi.tierImagesValue', { images: format.number(tier.images) })}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>

        <ApiReference reference={reference} webhookExample={webhookExample} />

        <CtaBand
          id="cta-title"
          title={t('proApi.ctaTitle')}
          text={t('proApi.ctaText')}
          primary={{ href: '/pricing', label: t('proApi.ctaPricing') }}
          secondary={{ href: '/contact?topic=api', label: t('proApi.ctaContact') }}
        />
      </div>
    </>
  );
}

export const getStaticProps: GetStaticProps<Props> = async ({ locale }) => ({
  props: {
    ...(await translationProps(locale, ['site'])),
    reference: buildApiReference(),
    webhookExample: webhookVerificationExample(),
    trialImages: API_TRIAL_IMAGES_PER_MONTH,
  },
});
