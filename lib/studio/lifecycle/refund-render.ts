import '@/lib/server-only';
import { type RefundReason, refundCharge } from '@/lib/allowances/refund-charge';
import type { Queryable } from '@/lib/db/types';

/** Why a render's units go back when it ends: it failed, was cancelled, or was stranded (failed by the sweep). */
export type RenderRefundReason = Extract<RefundReason, 'failed' | 'canceled' | 'stranded'>;

/**
 * Gives back the units that paid for the render's current attempt (its `charge_id`: a retry pays again with a new
 * charge), in the transaction that ended it, so a render never ends without its refund nor is refunded without
 * ending. At most once: the ledger allows one refund per charge (refundCharge, the ledger's one refund path, which
 * the listing writer's slots share), so a cancel racing a failure gives nothing back the second time; false then,
 * or for a render no charge paid for (a free trial). A render deleted before it ended is refunded by the
 * `renders_refund_deleted` trigger through the same `private.refund_charge`.
 */
export async function refundRender(
  tx: Queryable,
  render: { charge_id: string | null },
  reason: RenderRefundReason,
): Promise<boolean> {
  return refundCharge(tx, render.charge_id, reason);
}
