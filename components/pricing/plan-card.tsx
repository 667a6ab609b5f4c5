import { useTranslation } from 'next-i18next/pages';
import type { ReactNode } from 'react';
import type { TPlan, TPrice } from '@/lib/billing/plan-types';
import { useFormat } from '@/hooks/use-format';
import { displayAmounts } from '@/lib/billing/pricing-rules';
import { usePlanTexts } from './use-plan-texts';
import { StaticIsland } from '@/components/site/static-island';

type Props = {
  plan: TPlan;
  price: TPrice;
  quantity: number;
  label: 'manage' | 'subscribe';
  /** This card's price is being checked out. */
  loading: boolean;
  disabled: boolean;
  onSelect(): void;
  /** The API tier selector, on the one plan that sells a quantity. */
  children?: ReactNode;
};

function CheckIcon() {
  return (
    <svg
      className="text-brand-600 mt-0.5 size-5 shrink-0"
      viewBox="0 0 20 20"
      fill="currentColor"
      aria-hidden="true"
    >
      <path
        fillRule="evenodd"
        d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.58l7.3-7.3a1 1 0 0 1 1.4 0Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

function Spinner() {
  return (
    <svg
      className="size-4 animate-spin motion-reduce:animate-none"
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** One plan (SPEC §2, §9): name, description, allowance, price a month (and the yearly total), perks, button. */
export function PlanCard({ plan, price, quantity, label, loading, disabled, onSelect, children }: Props) {
  const { t } = useTranslation('common');
  const headingId = `plan-${plan.id}`;
  const current = label === 'manage';
  const { perMonth, billedYearly } = displayAmounts(price, quantity);
  const { description, allowance, perks } = usePlanTexts()(plan);
  const format = useFormat();

  return (
    <article
      aria-labelledby={headingId}
      className={`rounded-card flex flex-col border bg-white p-6 shadow-sm ${
        current ? 'border-brand-600 ring-brand-600 ring-1' : 'border-surface-line'
      }`}
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id={headingId} className="text-xl font-bold tracking-tight">
          {plan.name}
        </h3>
        {current && (
          <span className="bg-brand-50 text-brand-700 rounded-full px-2.5 py-1 text-xs font-semibold">
            {t('pricing.currentPlan')}
          </span>
        )}
      </div>
      {description && <p className="text-ink-muted mt-2 text-sm">{description}</p>}
      {allowance && <p className="text-accent-600 mt-3 text-sm font-semibold">{allowance}</p>}

      <div className="mt-6" aria-live={children ? 'polite' : undefined}>
        <p className="flex flex-wrap items-baseline gap-x-1">
          <span className="text-5xl font-bold tracking-tight">{format.money(perMonth, price.currency)}</span>
          <span className="text-ink-muted text-base font-medium">{t('pricing.perMonth')}</span>
        </p>
        {billedYearly !== null && (
          <p className="text-ink-subtle mt-1 text-sm">
            {t('pricing.billedYearly', { amount: format.money(billedYearly, price.currency) })}
          </p>
        )}
      </div>

      {children}

      {/* The perks are the same whatever is chosen on the page: the server's list is kept, not hydrated. */}
      {perks.length > 0 && (
        <StaticIsland className="mt-6">
          <ul aria-label={t('pricing.includes')} className="space-y-3 text-sm">
            {perks.map((perk, index) => (
              <li key={`${index}:${perk}`} className="flex gap-2">
                <CheckIcon />
                <span>{perk}</span>
              </li>
            ))}
          </ul>
        </StaticIsland>
      )}

      <div className="mt-auto pt-8">
        <button
          type="button"
          className={`${current ? 'btn-secondary' : 'btn-primary'} w-full text-base`}
          disabled={disabled || loading}
          aria-busy={loading || undefined}
          onClick={onSelect}
        >
          {loading && <Spinner />}
          <span className="capitalize">{t(`pricing.${label}`)}</span>
        </button>
      </div>
    </article>
  );
}
