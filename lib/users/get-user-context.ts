import { asUser } from '@/lib/db/as-user';
import type { TSubscription, TUserDetails } from './user-types';

export type TUserContext = {
  userDetails: TUserDetails | null;
  subscription: TSubscription | null;
  rendersThisMonth: number;
  /** Every render the user has made (the analytics profile's total_renders). */
  totalRenders: number;
};

/**
 * SPEC §7 "Load user details" (the user's single row) and "Load current subscription" (trialing or active, with
 * its price and product nested), read together under the user's own session so RLS applies. With two current
 * subscriptions (a webhook race, a second checkout) the newest wins instead of an error. The query lives in
 * public.current_user_context() so its plan is cached (it runs on nearly every page view).
 */
export async function getUserContext(userId: string): Promise<TUserContext> {
  return asUser(userId, async (tx) => {
    const { rows } = await tx.query<{
      context: {
        user_details: TUserDetails | null;
        subscription: TSubscription | null;
        renders_this_month: number;
        total_renders: number;
      } | null;
    }>('select public.current_user_context() as context');
    const context = rows[0]?.context;
    return {
      userDetails: context?.user_details ?? null,
      subscription: context?.subscription ?? null,
      rendersThisMonth: context?.renders_this_month ?? 0,
      totalRenders: context?.total_renders ?? 0,
    };
  });
}
