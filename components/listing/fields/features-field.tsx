import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { splitFeatures } from '@/lib/listing/listing-facts';
import { MAX_FEATURES } from '@/lib/listing/listing-input';

/** The property's features as a text, with the count as the writer will take them. */
export function FeaturesField({ id }: { id: string }) {
  const { t } = useTranslation('listing');
  const [features, setFeatures] = useState('');
  const count = splitFeatures(features).length;
  return (
    <div className="sm:col-span-2">
      <label htmlFor={`${id}-features`} className="label">
        {t('form.features')}
      </label>
      <textarea
        id={`${id}-features`}
        name="features"
        rows={4}
        className="field"
        value={features}
        onChange={(event) => setFeatures(event.target.value)}
        aria-describedby={`${id}-features-hint ${id}-features-count`}
      />
      <p id={`${id}-features-hint`} className="text-ink-subtle mt-1 text-xs">
        {t('form.featuresHint')}
      </p>
      <p
        id={`${id}-features-count`}
        className={`mt-1 text-xs ${count > MAX_FEATURES ? 'text-danger-600 font-medium' : 'text-ink-subtle'}`}
      >
        {t('form.featuresCount', { count, max: MAX_FEATURES })}
      </p>
    </div>
  );
}
