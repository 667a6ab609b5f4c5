import type { GetStaticProps } from 'next';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { ListingForm } from '@/components/listing/listing-form';
import { ListingHistory } from '@/components/listing/listing-history';
import { ListingResult } from '@/components/listing/listing-result';
import { LISTING_HISTORY_KEY } from '@/components/listing/use-listing-history';
import { useUser } from '@/components/providers/user-context';
import { PageMeta } from '@/components/seo/page-meta';
import { translationProps } from '@/lib/i18n/translation-props';
import type { TListingResult } from '@/lib/listing/listing-input';
import {
  LISTING_FREE_PER_MONTH,
  LISTING_SUBSCRIBER_PER_MONTH,
  LISTING_VISITOR_PER_DAY,
} from '@/lib/listing/listing-limits';

/** The AI listing writer: facts in, a description with its fair-housing check out; history for accounts. */
export default function PropertyDescriptionPage() {
  const { t } = useTranslation('listing');
  const { user, subscription, isLoading } = useUser();
  const { mutate } = useSWRConfig();
  const [result, setResult] = useState<TListingResult | null>(null);
  const onResult = async (written: TListingResult) => {
    setResult(written);
    if (user) await mutate(LISTING_HISTORY_KEY);
  };

  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <div className="max-w-page mx-auto px-4 py-10 sm:px-6 sm:py-14">
        <div className="max-w-3xl">
          <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-5xl">{t('title')}</h1>
          <p className="text-ink-muted mt-4 text-lg text-pretty">{t('lead')}</p>
          {!isLoading && !user ? (
            <p className="bg-brand-50 text-brand-900 mt-4 rounded-lg px-4 py-3 text-sm">
              {t('visitor.note', { count: LISTING_VISITOR_PER_DAY })}{' '}
              <Link href="/signup" className="link">
                {t('visitor.cta')}
              </Link>{' '}
              {t('visitor.ctaRest', { count: LISTING_FREE_PER_MONTH })}
            </p>
          ) : null}
          {user && !subscription ? (
            <p className="text-ink-muted mt-4 text-sm">
              {t('account.note', { free: LISTING_FREE_PER_MONTH, paid: LISTING_SUBSCRIBER_PER_MONTH })}
            </p>
          ) : null}
        </div>
        <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
          <ListingForm onResult={onResult} />
          <div className="space-y-6">
            {result ? <ListingResult result={result} /> : null}
            {user ? <ListingHistory /> : null}
          </div>
        </div>
      </div>
    </>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await translationProps(locale, ['listing']),
});
