import '@/lib/server-only';
import { z } from 'zod';
import { AppError } from '@/lib/api/app-error';
import type { Session } from '@/lib/auth/types';
import { getDb } from '@/lib/db/get-db';
import { getURL } from '@/lib/site/site-url';
import { getUserContext } from '@/lib/users/get-user-context';
import { ensureCustomer } from './ensure-customer';
import { getPayments } from './payments/get-payments';
import { API_TIERS, isApiTierQuantity } from './pricing-rules';
import { AFFILIATE_CODE } from './affiliates/record-click';
import { clientReferenceId } from './referral';

/**
 * SPEC §7 payload. The price object the page holds is accepted, but only its id is trusted: the amount charged is
 * always our catalogue's. Any other top-level field (an `amount`, say) is refused.
 */
export const ZCheckoutRequest = z.strictObject(
  {
    price: z.looseObject({
      id: z.string({ message: 'plan_required' }).min(1, 'plan_required').max(255),
      unit_amount: z.number().int().optional(),
    }),
    clientReferenceId: z.string().max(200).optional(),
    quantity: z.number({ message: 'The quantity must be a whole number.' }).int().min(1).max(1000).optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Unexpected field: ${issue.keys.join(', ')}.` : undefined,
  },
);
export type TCheckoutRequest = z.infer<typeof ZCheckoutRequest>;

type CatalogPrice = {
  id: string;
  active: boolean;
  type: string;
  unit_amount: number | null;
  product_active: boolean;
  metadata: { api_tiers?: boolean };
};

/**
 * A checkout session for the signed-in user. Its clientReferenceId is the affiliate code of the referral cookie
 * (`referral`, which only the server can read) when the visitor came through an affiliate link, else the one the
 * request gave, else 'checkout_' plus a timestamp; the answer says which, for the page's analytics.
 */
export async function createCheckout(
  session: Session,
  request: TCheckoutRequest,
  referral?: string,
): Promise<{ sessionId: string; url: string; clientReferenceId: string }> {
  const db = await getDb();
  const { rows } = await db.query<CatalogPrice>(
    `select p.id, p.active, p.type, p.unit_amount, pr.active as product_active, pr.metadata
     from public.prices p join public.products pr on pr.id = p.product_id where p.id = $1`,
    [request.price.id],
  );
  const price = rows[0];
  if (!price) {
    throw new AppError('unknown_price');
  }
  if (!price.active || !price.product_active || price.type !== 'recurring') {
    throw new AppError('invalid_price');
  }
  if (request.price.unit_amount !== undefined && request.price.unit_amount !== price.unit_amount) {
    throw new AppError('price_changed');
  }

  const quantity = request.quantity ?? 1;
  if (price.metadata.api_tiers === true) {
    if (!isApiTierQuantity(quantity)) {
      const tiers = API_TIERS.map((t) => t.quantity).join(', ');
      throw new AppError('invalid_quantity', {
        description: `Choose one of the API tiers (quantity ${tiers}).`,
      });
    }
  } else if (quantity !== 1) {
    throw new AppError('invalid_quantity', { description: 'This plan is sold one at a time (quantity 1).' });
  }

  const { subscription } = await getUserContext(session.user.id);
  if (subscription) {
    throw new AppError('already_subscribed');
  }

  const customerId = await ensureCustomer(session.user.id, session.user.email);
  const referenceId = clientReferenceId(
    referral && AFFILIATE_CODE.test(referral) ? referral : request.clientReferenceId,
  );
  const checkout = await getPayments().createCheckoutSession({
    customerId,
    userId: session.user.id,
    priceId: price.id,
    quantity,
    clientReferenceId: referenceId,
    successUrl: getURL('account?checkout=success'),
    cancelUrl: getURL('pricing'),
  });
  return { sessionId: checkout.id, url: checkout.url, clientReferenceId: referenceId };
}
