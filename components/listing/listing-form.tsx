import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '@/components/auth/form-alert';
import { useSubmit } from '@/hooks/use-submit';
import { track } from '@/lib/analytics/track';
import { postData } from '@/lib/api/fetch-json';
import {
  AREA_UNITS,
  CURRENCIES,
  LISTING_LANGUAGES,
  LISTING_LENGTHS,
  LISTING_TONES,
  MAX_FEATURES,
  PROPERTY_TYPES,
  type TListingLanguage,
  type TListingResult,
} from '@/lib/listing/listing-input';
import { regionalDefaults } from '@/lib/listing/regional-defaults';

/** "a, b\nc" → ["a", "b", "c"]: a list people can type or paste without a tag widget. */
export const splitFeatures = (text: string) =>
  text
    .split(/[\n,;]/)
    .map((feature) => feature.trim())
    .filter(Boolean);

const numberOrUndefined = (value: FormDataEntryValue | null) => {
  const text = String(value ?? '')
    .trim()
    .replace(',', '.');
  return text === '' ? undefined : Number(text);
};

/** The property's facts and the writing style; answers with the description written. */
export function ListingForm({ onResult }: { onResult: (result: TListingResult) => Promise<void> | void }) {
  const { t } = useTranslation('listing');
  const { locale } = useRouter();
  const [features, setFeatures] = useState('');
  // Currency and area unit follow the location (a Lisbon home is priced in euros) until the person picks one.
  const [currency, setCurrency] = useState({ value: locale === 'en' ? 'USD' : 'EUR', chosen: false });
  const [areaUnit, setAreaUnit] = useState({ value: locale === 'en' ? 'sqft' : 'm2', chosen: false });
  const followLocation = (location: string) => {
    const region = regionalDefaults(location);
    if (!region) return;
    setCurrency((current) => (current.chosen ? current : { value: region.currency, chosen: false }));
    setAreaUnit((current) => (current.chosen ? current : { value: region.areaUnit, chosen: false }));
  };
  const defaultLanguage: TListingLanguage = LISTING_LANGUAGES.includes(locale as TListingLanguage)
    ? (locale as TListingLanguage)
    : 'en';
  const write = useSubmit(async (body: Record<string, unknown>) => {
    const result = await postData<TListingResult>({ url: '/api/listing-description', data: body });
    // The facts themselves (address, price) stay out of analytics; only the choices of style are recorded.
    track('listing_generated', {
      property_type: String(body.propertyType),
      tone: String(body.tone),
      length: String(body.length),
      language: String(body.language),
      warning_count: result.warnings.length,
    });
    await onResult(result);
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    // The server validates and explains; the browser only shapes the values.
    void write.submit({
      propertyType: text('propertyType'),
      bedrooms: numberOrUndefined(form.get('bedrooms')),
      bathrooms: numberOrUndefined(form.get('bathrooms')),
      area: numberOrUndefined(form.get('area')),
      areaUnit: text('areaUnit'),
      price: numberOrUndefined(form.get('price')),
      currency: text('currency'),
      location: text('location'),
      features: splitFeatures(features),
      tone: text('tone'),
      length: text('length'),
      language: text('language'),
    });
  };
  const featureCount = splitFeatures(features).length;

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
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="propertyType" className="label">
            {t('form.propertyType')}
          </label>
          <select id="propertyType" name="propertyType" className="field" defaultValue="house">
            {PROPERTY_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`form.types.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="location" className="label">
            {t('form.location')}
          </label>
          <input
            id="location"
            name="location"
            className="field"
            required
            minLength={2}
            maxLength={120}
            aria-describedby="location-hint"
            onChange={(event) => followLocation(event.target.value)}
          />
          <p id="location-hint" className="text-ink-subtle mt-1 text-xs">
            {t('form.locationHint')}
          </p>
        </div>
        <div className="grid grid-cols-2 gap-4">
          <div>
            <label htmlFor="bedrooms" className="label">
              {t('form.bedrooms')}
            </label>
            <input
              id="bedrooms"
              name="bedrooms"
              type="number"
              inputMode="numeric"
              min={0}
              max={50}
              step={1}
              required
              className="field"
            />
          </div>
          <div>
            <label htmlFor="bathrooms" className="label">
              {t('form.bathrooms')}
            </label>
            <input
              id="bathrooms"
              name="bathrooms"
              type="number"
              inputMode="decimal"
              min={0}
              max={50}
              step={0.5}
              required
              className="field"
              aria-describedby="bathrooms-hint"
            />
          </div>
          <p id="bathrooms-hint" className="text-ink-subtle col-span-2 -mt-3 text-xs">
            {t('form.bathroomsHint')}
          </p>
        </div>
        <div className="grid grid-cols-[1fr_auto] gap-4">
          <div>
            <label htmlFor="area" className="label">
              {t('form.area')}
            </label>
            <input
              id="area"
              name="area"
              type="number"
              inputMode="decimal"
              min={1}
              step="any"
              required
              className="field"
            />
          </div>
          <div>
            <label htmlFor="areaUnit" className="label">
              {t('form.areaUnit')}
            </label>
            <select
              id="areaUnit"
              name="areaUnit"
              className="field"
              value={areaUnit.value}
              onChange={(event) => setAreaUnit({ value: event.target.value, chosen: true })}
            >
              {AREA_UNITS.map((unit) => (
                <option key={unit} value={unit}>
                  {t(`form.units.${unit}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="grid grid-cols-[1fr_auto] gap-4 sm:col-span-2 sm:max-w-md">
          <div>
            <label htmlFor="price" className="label">
              {t('form.price')}
            </label>
            <input
              id="price"
              name="price"
              type="number"
              inputMode="decimal"
              min={1}
              step="any"
              className="field"
            />
          </div>
          <div>
            <label htmlFor="currency" className="label">
              {t('form.currency')}
            </label>
            <select
              id="currency"
              name="currency"
              className="field"
              value={currency.value}
              onChange={(event) => setCurrency({ value: event.target.value, chosen: true })}
            >
              {CURRENCIES.map((currency) => (
                <option key={currency} value={currency}>
                  {currency}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="sm:col-span-2">
          <label htmlFor="features" className="label">
            {t('form.features')}
          </label>
          <textarea
            id="features"
            name="features"
            rows={4}
            className="field"
            value={features}
            onChange={(event) => setFeatures(event.target.value)}
            aria-describedby="features-hint features-count"
          />
          <p id="features-hint" className="text-ink-subtle mt-1 text-xs">
            {t('form.featuresHint')}
          </p>
          <p
            id="features-count"
            className={`mt-1 text-xs ${featureCount > MAX_FEATURES ? 'text-danger-600 font-medium' : 'text-ink-subtle'}`}
          >
            {t('form.featuresCount', { count: featureCount, max: MAX_FEATURES })}
          </p>
        </div>
      </div>
      <fieldset className="border-surface-line mt-6 border-t pt-4">
        <legend className="pr-2 font-semibold">{t('form.style')}</legend>
        <div className="mt-2 grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor="tone" className="label">
              {t('form.tone')}
            </label>
            <select id="tone" name="tone" className="field" defaultValue="professional">
              {LISTING_TONES.map((tone) => (
                <option key={tone} value={tone}>
                  {t(`form.tones.${tone}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="language" className="label">
              {t('form.language')}
            </label>
            <select id="language" name="language" className="field" defaultValue={defaultLanguage}>
              {LISTING_LANGUAGES.map((language) => (
                <option key={language} value={language} lang={language}>
                  {t(`form.languages.${language}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        {/* Radios, not a select: a closed select shows one line cut to its width, and the word counts are the point. */}
        <fieldset className="mt-4">
          <legend className="label">{t('form.length')}</legend>
          <div className="grid gap-2 sm:grid-cols-3">
            {LISTING_LENGTHS.map((length) => (
              <label
                key={length}
                className="border-surface-line has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 flex cursor-pointer items-start gap-2 rounded-lg border px-3 py-2 text-sm"
              >
                <input
                  type="radio"
                  name="length"
                  value={length}
                  defaultChecked={length === 'medium'}
                  className="mt-0.5 shrink-0"
                />
                <span className="min-w-0 break-words">{t(`form.lengths.${length}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      </fieldset>
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
