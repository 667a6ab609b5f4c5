import { useTranslation } from 'next-i18next/pages';
import { useId } from 'react';
import {
  AREA_UNITS,
  LISTING_LANGUAGES,
  PROPERTY_TYPES,
  type TListingInput,
  type TListingLanguage,
} from '@/lib/listing/listing-input';

/** The facts as the form holds them (numbers as typed). */
export type TListingDraft = {
  propertyType: (typeof PROPERTY_TYPES)[number];
  bedrooms: string;
  bathrooms: string;
  area: string;
  areaUnit: (typeof AREA_UNITS)[number];
  location: string;
  features: string;
};

const EMPTY: TListingDraft = {
  propertyType: 'house',
  bedrooms: '3',
  bathrooms: '2',
  area: '',
  areaUnit: 'sqft',
  location: '',
  features: '',
};

/** The writer's input, in the page's language; the server checks every fact and says what is wrong. */
export function toListingInput(draft: TListingDraft, language: string): TListingInput {
  return {
    propertyType: draft.propertyType,
    bedrooms: Number(draft.bedrooms),
    bathrooms: Number(draft.bathrooms),
    area: Number(draft.area),
    areaUnit: draft.areaUnit,
    location: draft.location,
    features: draft.features
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    currency: 'USD',
    tone: 'professional',
    length: 'medium',
    language: (LISTING_LANGUAGES as readonly string[]).includes(language)
      ? (language as TListingLanguage)
      : 'en',
  };
}

type Props = { value: TListingDraft | null; onChange(value: TListingDraft | null): void; disabled: boolean };

/** Optional: with it, the kit also holds a listing description written from these facts. */
export function ListingFacts({ value, onChange, disabled }: Props) {
  const { t } = useTranslation('batch');
  const id = useId();
  const field = (name: keyof TListingDraft) => ({
    id: `${id}-${name}`,
    value: value?.[name] ?? '',
    disabled,
    onChange: (event: { target: { value: string } }) =>
      value && onChange({ ...value, [name]: event.target.value }),
  });
  const label = (name: keyof TListingDraft) => (
    <label htmlFor={`${id}-${name}`} className="label">
      {t(`listing.${name}`)}
    </label>
  );
  return (
    <fieldset className="border-surface-line rounded-2xl border bg-white p-4">
      <legend className="px-1 font-semibold">{t('listing.title')}</legend>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={value !== null}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked ? EMPTY : null)}
        />
        {t('listing.include')}
      </label>
      {value ? (
        <div className="mt-4 grid gap-4 sm:grid-cols-3">
          <div>
            {label('propertyType')}
            <select className="field" {...field('propertyType')}>
              {PROPERTY_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`propertyTypes.${type}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            {label('bedrooms')}
            <input type="number" min={0} max={50} className="field" {...field('bedrooms')} />
          </div>
          <div>
            {label('bathrooms')}
            <input type="number" min={0} max={50} step={0.5} className="field" {...field('bathrooms')} />
          </div>
          <div>
            {label('area')}
            <input type="number" min={1} className="field" {...field('area')} />
          </div>
          <div>
            {label('areaUnit')}
            <select className="field" {...field('areaUnit')}>
              {AREA_UNITS.map((unit) => (
                <option key={unit} value={unit}>
                  {t(`areaUnits.${unit}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            {label('location')}
            <input type="text" maxLength={120} className="field" {...field('location')} />
          </div>
          <div className="sm:col-span-3">
            {label('features')}
            <textarea rows={3} className="field" {...field('features')} />
          </div>
        </div>
      ) : null}
    </fieldset>
  );
}
