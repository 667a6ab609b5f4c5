/** Every analytics event name, in one typed catalogue, with the properties each carries. */
export type AnalyticsEvents = {
  checkout_initiated: {
    plan_name: string;
    price_id: string;
    price_amount: number;
    interval: string | null;
    billing_interval: 'month' | 'year';
    currency: string;
    referral_id: string;
    timestamp: string;
  };
  /** The conversion event of SPEC §7, with the price amount. */
  'checkout-stripe': { value: number; currency: string };
  user_logged_in: { method: 'email' };
};

export type AnalyticsEventName = keyof AnalyticsEvents;
