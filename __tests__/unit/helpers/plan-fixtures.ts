import type { TInterval, TPrice } from '@/lib/billing/plan-types';

/** A recurring USD price of a product, in the shape GET /api/plans returns. */
export function price(productId: string, interval: TInterval, unitAmount: number): TPrice {
  return {
    id: `price_${productId}_${interval}`,
    product_id: productId,
    active: true,
    unit_amount: unitAmount,
    currency: 'usd',
    type: 'recurring',
    interval,
    interval_count: 1,
  };
}
