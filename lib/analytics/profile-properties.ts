import type { TSubscription, TUserDetails } from '@/lib/users/user-types';

/** The analytics person properties of SPEC §3, under their exact names. */
export type ProfileProperties = {
  /** The plan's product name, or 'free'. */
  subscription_tier: string;
  /** The current subscription's status, or 'none'. */
  subscription_status: 'trialing' | 'active' | 'none';
  subscription_interval: 'day' | 'week' | 'month' | 'year' | null;
  /** Null for an unlimited plan. */
  monthly_quota: number | null;
  total_renders: number;
  renders_this_month: number;
  full_name: string | null;
  api_enabled: boolean;
  has_projects: boolean;
  account_type: 'pro' | 'free';
  is_paying: boolean;
};

export type ProfileSource = {
  userDetails: TUserDetails | null;
  /** The current (trialing or active) subscription, as the user context carries it. */
  subscription: TSubscription | null;
  totalRenders: number;
  rendersThisMonth: number;
};

/** Derives the profile from the user context, the same way in the browser (identify) and on the server. */
export function profileProperties({
  userDetails,
  subscription,
  totalRenders,
  rendersThisMonth,
}: ProfileSource): ProfileProperties {
  return {
    subscription_tier: subscription?.prices?.products?.name ?? 'free',
    subscription_status: subscription?.status ?? 'none',
    subscription_interval: subscription?.prices?.interval ?? null,
    monthly_quota: userDetails?.monthly_quota ?? null,
    total_renders: totalRenders,
    renders_this_month: rendersThisMonth,
    full_name: userDetails?.full_name ?? null,
    api_enabled: userDetails?.api_key != null,
    has_projects: (userDetails?.project_count ?? 0) > 0,
    account_type: subscription ? 'pro' : 'free',
    // A trial is not paid yet.
    is_paying: subscription?.status === 'active',
  };
}
