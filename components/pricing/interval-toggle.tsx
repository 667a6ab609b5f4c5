import { useTranslation } from 'next-i18next/pages';
import { useId } from 'react';
import type { TBillingInterval } from '@/lib/billing/plan-types';

type Props = { value: TBillingInterval; onChange(interval: TBillingInterval): void };

const INTERVALS: { interval: TBillingInterval; key: 'pricing.monthly' | 'pricing.yearly' }[] = [
  { interval: 'month', key: 'pricing.monthly' },
  { interval: 'year', key: 'pricing.yearly' },
];

/**
 * SPEC §4 billing interval switch: a native radio group styled as a segmented control, so arrow keys move between
 * the options and screen readers announce the choice.
 */
export function IntervalToggle({ value, onChange }: Props) {
  const { t } = useTranslation('common');
  const name = useId();
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">{t('pricing.billingPeriod')}</legend>
      <div className="border-surface-line inline-flex rounded-full border bg-white p-1 shadow-sm">
        {INTERVALS.map(({ interval, key }) => (
          <label key={interval} className="relative cursor-pointer">
            <input
              type="radio"
              name={name}
              value={interval}
              checked={value === interval}
              onChange={() => onChange(interval)}
              className="peer sr-only"
            />
            <span className="text-ink-muted hover:text-ink peer-checked:bg-brand-600 peer-focus-visible:outline-brand-600 inline-flex min-h-10 min-w-28 items-center justify-center rounded-full px-5 text-sm font-semibold transition-colors peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2">
              {t(key)}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
