/** Plans and prices as GET /api/plans returns them (SPEC §3: products with their prices). */

export type TInterval = 'day' | 'week' | 'month' | 'year';

export type TPrice = {
  id: string;
  product_id: string;
  active: boolean;
  /** Minor units (cents). */
  unit_amount: number;
  currency: string;
  type: 'one_time' | 'recurring';
  interval: TInterval | null;
  interval_count: number | null;
};

export type TPlanMetadata = {
  /** Display order. */
  index?: number;
  /** Selling points; the table shows the first four (SPEC §5). */
  perks?: string[];
  /** Renders a month, or 'unlimited'. */
  monthly_quota?: number | 'unlimited';
  /** How the allowance reads on the card, e.g. "50 designs a month". */
  allowance?: string;
  /** The plan sold with an API quantity (SPEC §5: Professional only). */
  api_tiers?: boolean;
};

export type TPlan = {
  id: string;
  name: string;
  description: string | null;
  active: boolean;
  metadata: TPlanMetadata;
  prices: TPrice[];
};

export type TBillingInterval = 'month' | 'year';
