import '@/lib/server-only';
import type { Queryable } from '@/lib/db/types';

/** Why units were given back, as the ledger records it. */
export type RefundReason = 'failed' | 'canceled' | 'deleted' | 'stranded' | 'not_written' | 'not_kept';

/**
 * Gives a charge's units back: one refund row naming the charge, and its counter lowered by exactly its amount, in
 * the caller's transaction. The database allows one refund per charge, so a second call (a cancel racing a failure,
 * a retried job) gives nothing back and answers false. Every refund of the product goes through here (the
 * deletion trigger calls the same database function).
 */
export async function refundCharge(
  tx: Queryable,
  chargeId: string | null,
  reason: RefundReason,
): Promise<boolean> {
  if (chargeId === null) return false;
  const { rows } = await tx.query<{ refunded: boolean }>(
    'select private.refund_charge($1::bigint, $2) as refunded',
    [chargeId, reason],
  );
  return rows[0]?.refunded === true;
}
