import '@/lib/server-only';
import type { Queryable } from '@/lib/db/types';
import { getServerEnv } from '@/lib/env';

/**
 * A paid checkout that carried an affiliate's code (as client_reference_id) earns that affiliate a commission,
 * once per checkout session, and never for buying through one's own link.
 */
export async function recordConversion(
  tx: Queryable,
  input: { code: string | null; userId: string; checkoutSessionId: string; amount: number; currency: string },
): Promise<void> {
  if (!input.code || input.code.startsWith('checkout_') || input.amount <= 0) return;
  await tx.query(
    `insert into public.referrals (code, referred_user_id, checkout_session_id, amount, commission, currency)
     select a.code, $2::uuid, $3, $4::bigint, round($4::bigint * $5::numeric), $6
     from public.affiliates a where a.code = $1 and a.user_id <> $2
     on conflict (checkout_session_id) do nothing`,
    [
      input.code.toLowerCase(),
      input.userId,
      input.checkoutSessionId,
      input.amount,
      getServerEnv().AFFILIATE_COMMISSION_RATE,
      input.currency,
    ],
  );
}
