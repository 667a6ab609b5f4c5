import '@/lib/server-only';
import type { Queryable } from '@/lib/db/types';

/** The allowances whose units are charged and refunded through the ledger. */
export type Allowance = 'web' | 'api' | 'listing';

export type Charge = {
  allowance: Allowance;
  /** The account (web quota, API images, an account's listing slots); null for a visitor's listing slot. */
  userId: string | null;
  /** The listing writer's counter row; only for listing slots. */
  subject?: string;
  /** The usage month (YYYY-MM-01), or the listing slot's period. */
  period: string;
  amount: number;
  /** Why the units were taken: render, retry, batch, listing. */
  reason: string;
  renderId?: string;
  batchId?: string;
};

/**
 * Writes the ledger row of units just taken from a counter, in the transaction that took them (so neither exists
 * without the other). Returns the charge's id: what pays for the render, and what its one refund names.
 */
export async function recordCharge(tx: Queryable, charge: Charge): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `insert into private.allowance_ledger (allowance, user_id, subject, period, amount, reason, render_id, batch_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id::text`,
    [
      charge.allowance,
      charge.userId,
      charge.subject ?? null,
      charge.period,
      charge.amount,
      charge.reason,
      charge.renderId ?? null,
      charge.batchId ?? null,
    ],
  );
  return rows[0]!.id;
}
