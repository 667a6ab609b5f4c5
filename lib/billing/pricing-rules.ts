import type { TBillingInterval, TPlan, TPrice } from './plan-types';

/** SPEC §9: API tiers, quantity → images a month. The first is the default (SPEC §4). */
export const API_TIERS = [
  { quantity: 1, images: 500 },
  { quantity: 2, images: 1_500 },
  { quantity: 4, images: 3_000 },
  { quantity: 8, images: 6_000 },
  { quantity: 13, images: 10_000 },
] as const;

export const DEFAULT_BILLING_INTERVAL: TBillingInterval = 'year';
export const MAX_PERKS = 4;
export const SOCIAL_PROOF_COUNT = 512_283;

/** SPEC §5: only plans with at least one price, ascending by their first price's amount. */
export function listablePlans(plans: TPlan[]): TPlan[] {
  return plans
    .filter((plan) => plan.prices.length > 0)
    .sort((a, b) => (a.prices[0]?.unit_amount ?? 0) - (b.prices[0]?.unit_amount ?? 0));
}

/** SPEC §5: a card shows only when the plan has a price for the chosen interval. */
export function priceForInterval(plan: TPlan, interval: TBillingInterval): TPrice | undefined {
  return plan.prices.find((price) => price.interval === interval);
}

/** SPEC §5: only the Professional plan sells an API quantity. */
export function usesApiTiers(plan: Pick<TPlan, 'metadata'>): boolean {
  return plan.metadata.api_tiers === true;
}

export function isApiTierQuantity(quantity: number): boolean {
  return API_TIERS.some((tier) => tier.quantity === quantity);
}

/** SPEC §5: the API quantity for the plan that sells one, else 1. */
export function quantityFor(plan: Pick<TPlan, 'metadata'>, selectedTier: number): number {
  return usesApiTiers(plan) ? selectedTier : 1;
}

/** SPEC §5: at most the first four perks. */
export function visiblePerks(perks: readonly string[]): string[] {
  return perks.slice(0, MAX_PERKS);
}

/**
 * SPEC §9: the amounts a card shows, in major units. Monthly prices show as they are; yearly prices show per month
 * as the annual amount divided by 12, rounded, and also the annual total ("billed as X yearly"). The Professional
 * price is multiplied by the tier quantity.
 */
export function displayAmounts(price: Pick<TPrice, 'unit_amount' | 'interval'>, quantity = 1) {
  const total = (price.unit_amount * quantity) / 100;
  if (price.interval === 'year') return { perMonth: Math.round(total / 12), billedYearly: total };
  return { perMonth: total, billedYearly: null };
}

/** SPEC §2: 'manage' on the user's current plan, else 'subscribe'. */
export function planButtonLabel(plan: Pick<TPlan, 'id'>, currentProductId: string | null | undefined) {
  return plan.id === currentProductId ? 'manage' : 'subscribe';
}
