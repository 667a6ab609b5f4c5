import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { useId, useMemo, useState } from 'react';
import { useUser } from '@/components/providers/user-context';
import type { TBillingInterval, TPlan } from '@/lib/billing/plan-types';
import {
  API_TIERS,
  DEFAULT_BILLING_INTERVAL,
  SOCIAL_PROOF_COUNT,
  listablePlans,
  planButtonLabel,
  priceForInterval,
  quantityFor,
  usesApiTiers,
} from '@/lib/billing/pricing-rules';
import { ApiTierSelect } from './api-tier-select';
import { IntervalToggle } from './interval-toggle';
import { PaymentSecurityBadge } from './payment-security-badge';
import { PlanCard } from './plan-card';
import { PricingSkeleton } from './pricing-skeleton';
import { useCheckout } from './use-checkout';
import { useFormat } from '@/hooks/use-format';

type Props = {
  /** Null while the plans load. */
  plans: TPlan[] | null;
  /** Hides the social-proof banner (SPEC §2 hide-teams option). */
  hideTeams?: boolean;
  /** Called when a choice leaves this view (sign-in, account, contact): the modal closes itself with it. */
  onNavigateAway?(): void;
};

/**
 * SPEC §2 pricing table: interval switch, one card per plan that has a price for it, the API tier selector on the
 * Professional plan, payment-security badge, the API contact line and the social-proof banner.
 */
export function PricingTable({ plans, hideTeams = false, onNavigateAway }: Props) {
  const { t } = useTranslation('common');
  const format = useFormat();
  const { subscription, isLoading: userLoading } = useUser();
  const [billingInterval, setBillingInterval] = useState<TBillingInterval>(DEFAULT_BILLING_INTERVAL);
  const [apiTier, setApiTier] = useState<number>(API_TIERS[0].quantity);
  const { checkout, priceIdLoading } = useCheckout({ onNavigateAway });
  const idPrefix = useId();
  const currentProductId = subscription?.prices?.products?.id;

  const cards = useMemo(
    () =>
      listablePlans(plans ?? []).flatMap((plan) => {
        const price = priceForInterval(plan, billingInterval);
        return price ? [{ plan, price }] : [];
      }),
    [plans, billingInterval],
  );

  return (
    <section aria-labelledby={`${idPrefix}-heading`} className="flex flex-col items-center gap-8">
      <h2 id={`${idPrefix}-heading`} className="sr-only">
        {t('pricing.plansHeading')}
      </h2>

      {!hideTeams && (
        <p className="bg-brand-50 text-brand-900 rounded-full px-4 py-2 text-center text-sm font-medium text-balance">
          {t('pricing.socialProof', {
            count: format.number(SOCIAL_PROOF_COUNT),
          })}
        </p>
      )}

      <IntervalToggle value={billingInterval} onChange={setBillingInterval} />

      {plans === null ? (
        <div className="w-full">
          <PricingSkeleton />
        </div>
      ) : cards.length === 0 ? (
        <p className="text-ink-muted text-center">{t('pricing.noPlans')}</p>
      ) : (
        <div className="grid w-full gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {cards.map(({ plan, price }) => {
            const tiered = usesApiTiers(plan);
            const quantity = quantityFor(plan, apiTier);
            return (
              <PlanCard
                key={plan.id}
                plan={plan}
                price={price}
                quantity={quantity}
                label={planButtonLabel(plan, currentProductId)}
                loading={priceIdLoading === price.id}
                // Until the session is known a click could send a subscriber to sign-in.
                disabled={userLoading || priceIdLoading !== null}
                onSelect={() => void checkout(plan, price, quantity, billingInterval)}
              >
                {tiered && (
                  <ApiTierSelect id={`${idPrefix}-tier-${plan.id}`} value={apiTier} onChange={setApiTier} />
                )}
              </PlanCard>
            );
          })}
        </div>
      )}

      <div className="flex flex-col items-center gap-3 text-center">
        <PaymentSecurityBadge />
        <p className="text-ink-muted text-sm">
          {t('pricing.apiQuestion')}{' '}
          <Link href="/contact" className="link" onClick={onNavigateAway}>
            {t('pricing.apiContact')}
          </Link>
        </p>
      </div>
    </section>
  );
}
