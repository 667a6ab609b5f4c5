/** Shapes of SPEC §3 user details and subscription, as the API returns them. */

export type TUserDetails = {
  id: string;
  full_name: string | null;
  avatar_url: string | null;
  /** Null for an unlimited plan. */
  monthly_quota: number | null;
  api_total_completed: number;
  api_completed_month: number;
  api_key: string | null;
  project_count: number;
};

export type TSubscription = {
  id: string;
  status: 'trialing' | 'active';
  quantity: number;
  cancel_at_period_end: boolean;
  current_period_end: string;
  created: string;
  prices: {
    id: string;
    unit_amount: number | null;
    currency: string;
    interval: 'day' | 'week' | 'month' | 'year' | null;
    products: { id: string; name: string; metadata: Record<string, unknown> } | null;
  } | null;
};
