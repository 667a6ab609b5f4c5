import { useTranslation } from 'next-i18next/pages';
import { ListingFactsFields } from '@/components/listing/fields/listing-facts-fields';
import { ListingStyleFields } from '@/components/listing/fields/listing-style-fields';

type Props = { included: boolean; onIncludedChange(included: boolean): void; disabled: boolean };

/**
 * Optional: with it, the kit also holds a listing description written from these facts, with the listing writer's
 * fields (the form reads them with listingBodyFrom).
 */
export function ListingFacts({ included, onIncludedChange, disabled }: Props) {
  const { t } = useTranslation('batch');
  return (
    <fieldset disabled={disabled} className="border-surface-line rounded-2xl border bg-white p-4">
      <legend className="px-1 font-semibold">{t('listing.title')}</legend>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={included}
          onChange={(event) => onIncludedChange(event.target.checked)}
        />
        {t('listing.include')}
      </label>
      {included ? (
        <>
          {/* The kit starts from a family home: the rooms are there to correct rather than to type. */}
          <ListingFactsFields start={{ bedrooms: 3, bathrooms: 2 }} />
          <ListingStyleFields />
        </>
      ) : null}
    </fieldset>
  );
}
