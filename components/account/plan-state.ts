import type { TSubscription } from '@/lib/users/user-types';

/**
 * What a subscription is now, as every page says it: a plan cancelled at the end of its period is "ending" (on
 * that date), not active, even though it keeps working until then.
 */
export function planState(subscription: Pick<TSubscription, 'status' | 'cancel_at_period_end'>) {
  return subscription.cancel_at_period_end ? ('ending' as const) : subscription.status;
}
