import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useId } from 'react';
import { languageForLocale } from '@/lib/listing/listing-facts';
import { LISTING_LANGUAGES, LISTING_LENGTHS, LISTING_TONES } from '@/lib/listing/listing-input';

/** How the description is written: its tone, its language (the page's to start with) and its length. */
export function ListingStyleFields() {
  const { t } = useTranslation('listing');
  const { locale } = useRouter();
  const id = useId();
  return (
    <fieldset className="border-surface-line mt-6 border-t pt-4">
      <legend className="pr-2 font-semibold">{t('form.style')}</legend>
      <div className="mt-2 grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-tone`} className="label">
            {t('form.tone')}
          </label>
          <select id={`${id}-tone`} name="tone" className="field" defaultValue="professional">
            {LISTING_TONES.map((tone) => (
              <option key={tone} value={tone}>
                {t(`form.tones.${tone}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-language`} className="label">
            {t('form.language')}
          </label>
          <select
            id={`${id}-language`}
            name="language"
            className="field"
            defaultValue={languageForLocale(locale)}
          >
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
  );
}
