import { useTranslation } from 'next-i18next/pages';
import type { TFairHousingWarning } from '@/lib/listing/listing-input';

/** Each concern with where it was found, why it matters and what to write instead. */
export function FairHousingWarnings({ warnings }: { warnings: TFairHousingWarning[] }) {
  const { t } = useTranslation('listing');
  if (warnings.length === 0) return <p className="text-brand-700 mt-3 text-sm">{t('result.clean')}</p>;
  return (
    <section
      aria-labelledby="fair-housing-title"
      className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4"
    >
      <h3 id="fair-housing-title" className="font-semibold text-amber-900">
        {t('warnings.title')}
      </h3>
      <p className="mt-1 text-sm text-amber-900">{t('warnings.lead')}</p>
      <ul className="mt-3 space-y-3">
        {warnings.map((warning) => (
          <li key={`${warning.where}:${warning.phrase}`} className="rounded-md bg-white p-3 text-sm">
            <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
              <q className="font-semibold">{warning.phrase}</q>
              <span className="text-ink-muted">
                {t(`warnings.${warning.where}`)} · {t(`warnings.categories.${warning.category}`)} ·{' '}
                <span
                  className={warning.severity === 'avoid' ? 'text-danger-600 font-medium' : 'text-amber-900'}
                >
                  {t(`warnings.severity.${warning.severity}`)}
                </span>
              </span>
            </p>
            <p className="mt-1">
              <span className="font-medium">{t('warnings.why')}:</span> {warning.explanation}
            </p>
            <p className="mt-1">
              <span className="font-medium">{t('warnings.suggestion')}:</span> {warning.suggestion}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
