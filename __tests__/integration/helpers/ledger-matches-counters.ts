import { expect } from '@jest/globals';
import type { Queryable } from '@/lib/db/types';

/**
 * Every allowance counter equals the sum of its ledger rows (charges less refunds), and no charge was refunded
 * twice or by another amount: run after the suites where charges and refunds race.
 */
export async function expectLedgerToMatchCounters(db: Queryable): Promise<void> {
  const { rows: drift } = await db.query(
    `with counters as (
       select 'web' as allowance, user_id::text as holder, month::text as period, renders as counted from public.usage
       union all
       select 'api', user_id::text, month::text, api_renders from public.usage
       union all
       select 'listing', subject, period, used from private.listing_usage
     ), ledger as (
       select allowance, coalesce(subject, user_id::text) as holder, period, sum(amount)::int as booked
       from private.allowance_ledger group by 1, 2, 3
     )
     select coalesce(c.allowance, l.allowance) as allowance, coalesce(c.holder, l.holder) as holder,
       coalesce(c.period, l.period) as period, c.counted, l.booked
     from counters c full join ledger l using (allowance, holder, period)
     where coalesce(c.counted, 0) <> coalesce(l.booked, 0)`,
  );
  expect(drift).toEqual([]);
  const { rows: unequal } = await db.query(
    `select r.id from private.allowance_ledger r join private.allowance_ledger c on c.id = r.refund_of
     where r.amount <> -c.amount`,
  );
  expect(unequal).toEqual([]);
}
