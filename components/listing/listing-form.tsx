import { useTranslation } from 'next-i18next/pages';
import type { FormEvent } from 'react';
import { FormAlert } from '@/components/auth/form-alert';
import { useSubmit } from '@/hooks/use-submit';
import { track } from '@/lib/analytics/track';
import { postData } from '@/lib/api/fetch-json';
import { type TListingBody, listingBodyFrom } from '@/lib/listing/listing-facts';
import type { TListingResult } from '@/lib/listing/listing-input';
import { ListingFactsFields } from './fields/listing-facts-fields';
import { ListingStyleFields } from './fields/listing-style-fields';

/** The property's facts and the writing style; answers with the description written. */
export function ListingForm({ onResult }: { onResult: (result: TListingResult) => Promise<void> | void }) {
  const { t } = useTranslation('listing');
  const write = useSubmit(async (body: TListingBody) => {
    const result = await postData<TListingResult>({ url: '/api/listing-description', data: body });
    // The facts themselves (address, price) stay out of analytics; only the choices of style are recorded.
    track('listing_generated', {
      property_type: body.propertyType,
      tone: body.tone,
      length: body.length,
      language: body.language,
      warning_count: result.warnings.length,
    });
    await onResult(result);
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void write.submit(listingBodyFrom(new FormData(event.currentTarget)));
  };

  return (
    <form
      onSubmit={onSubmit}
      aria-labelledby="listing-form-title"
      aria-busy={write.pending}
      className="rounded-card border-surface-line border bg-white p-5"
    >
      <h2 id="listing-form-title" className="text-lg font-semibold">
        {t('form.title')}
      </h2>
      <ListingFactsFields />
      <ListingStyleFields />
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
        <button type="submit" className="btn-primary px-6" disabled={write.pending}>
          {write.pending ? t('form.generating') : t('form.generate')}
        </button>
        <p role="status" className="text-ink-muted text-sm">
          {write.pending ? t('form.generating') : ''}
        </p>
      </div>
      <div className="mt-3">
        <FormAlert tone="error">{write.error}</FormAlert>
      </div>
    </form>
  );
}
