import type { GetStaticProps } from 'next';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { BeforeAfterShowcase } from '@/components/home/before-after-showcase';
import { HomeFaq } from '@/components/home/home-faq';
import { HowItWorks } from '@/components/home/how-it-works';
import { PricingCta } from '@/components/home/pricing-cta';
import { StyleStrip } from '@/components/home/style-strip';
import { TrialStudio } from '@/components/home/trial-studio';
import { UseCaseCards } from '@/components/home/use-case-cards';
import { PageMeta } from '@/components/seo/page-meta';
import { translationProps } from '@/lib/i18n/translation-props';
import { PRODUCT_NAME } from '@/lib/product';

/**
 * The sections after the hero and the trial, in order: below the first screen on every screen, so each is laid out
 * when it comes near (styles/globals.css).
 */
const BELOW_THE_TRIAL = [BeforeAfterShowcase, HowItWorks, UseCaseCards, StyleStrip, HomeFaq, PricingCta];

export default function HomePage() {
  const { t } = useTranslation('common');
  const { t: studio } = useTranslation('studio');
  return (
    <>
      <PageMeta title={`${PRODUCT_NAME}: ${t('home.title')}`} description={t('home.lead')} />
      <section
        aria-labelledby="hero-heading"
        className="max-w-page mx-auto px-4 pt-12 pb-16 sm:px-6 sm:pt-20"
      >
        <div className="text-center">
          <h1
            id="hero-heading"
            className="mx-auto max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-6xl"
          >
            {t('home.title')}
          </h1>
          <p className="text-ink-muted mx-auto mt-6 max-w-2xl text-lg text-pretty">{t('home.lead')}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link href="/signup" prefetch={false} className="btn-primary px-6 text-base">
              {t('home.primary')}
            </Link>
            <Link href="/pricing" prefetch={false} className="btn-secondary px-6 text-base">
              {t('home.secondary')}
            </Link>
          </div>
          <p className="text-ink-subtle mt-4 text-sm">{t('home.note')}</p>
        </div>
        <div className="rounded-card border-surface-line mt-12 border bg-white p-4 shadow-sm sm:p-6">
          <h2 className="text-2xl font-semibold">{studio('trial.title')}</h2>
          <p className="text-ink-muted mt-1 mb-6">{studio('trial.lead')}</p>
          <TrialStudio />
        </div>
      </section>
      {BELOW_THE_TRIAL.map((Section, index) => (
        <div key={index} className="render-when-near [contain-intrinsic-size:auto_800px]">
          <Section />
        </div>
      ))}
    </>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await translationProps(locale, ['home', 'studio', 'catalog', 'designs']),
});
