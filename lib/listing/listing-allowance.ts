import '@/lib/server-only';
import { recordCharge } from '@/lib/allowances/record-charge';
import { type RefundReason, refundCharge } from '@/lib/allowances/refund-charge';
import { AppError } from '@/lib/api/app-error';
import { getDb } from '@/lib/db/get-db';
import type { Queryable } from '@/lib/db/types';
import { getUserContext } from '@/lib/users/get-user-context';
import {
  LISTING_FREE_PER_MONTH,
  LISTING_SUBSCRIBER_PER_MONTH,
  LISTING_VISITOR_IP_PER_DAY,
  LISTING_VISITOR_PER_DAY,
} from './listing-limits';

export type ListingWriterIdentity = { userId: string } | { visitorId: string; network: string };
/** A counter row of the writer's allowance; `chargeId` once a slot of it was taken. */
export type Slot = { subject: string; period: string; chargeId?: string };

/** Periods are UTC calendar days and months, so everyone's allowance renews at the same moment. */
function periodOf(kind: 'day' | 'month', now: Date): { period: string; secondsLeft: number } {
  const day = now.toISOString().slice(0, 10);
  const next =
    kind === 'day'
      ? Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1)
      : Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
  return {
    period: kind === 'day' ? day : day.slice(0, 7),
    secondsLeft: Math.max(1, Math.ceil((next - now.getTime()) / 1000)),
  };
}

/** One upsert: two requests at once can never both take the last slot. The slot's charge is in the ledger. */
async function take(tx: Queryable, slot: Slot, limit: number, userId: string | null): Promise<string | null> {
  const { rows } = await tx.query(
    `insert into private.listing_usage as u (subject, period, used) values ($1, $2, 1)
     on conflict (subject, period) do update set used = u.used + 1 where u.used < $3
     returning used`,
    [slot.subject, slot.period, limit],
  );
  if (rows.length === 0) return null;
  return recordCharge(tx, {
    allowance: 'listing',
    userId,
    subject: slot.subject,
    period: slot.period,
    amount: 1,
    reason: 'listing',
  });
}

/** A counter to take one slot of, with its limit and the refusal when it is used up. */
type Allowed = { slot: Slot; limit: number; refusal: () => AppError };

/**
 * The writer's allowances this identity draws on: visitors 3 a day, and their network address 10 a day (429, with
 * an invitation to sign up); free accounts 20 a month (402, upgrade); subscribers 500 a month (429).
 */
async function allowancesOf(who: ListingWriterIdentity, now: Date): Promise<Allowed[]> {
  if ('visitorId' in who) {
    const { period, secondsLeft } = periodOf('day', now);
    const refusal = () =>
      new AppError('listing_visitor_limit_reached', {
        params: { perDay: LISTING_VISITOR_PER_DAY, perMonth: LISTING_FREE_PER_MONTH },
        headers: { 'Retry-After': String(secondsLeft) },
      });
    return [
      { slot: { subject: `visitor:${who.visitorId}`, period }, limit: LISTING_VISITOR_PER_DAY, refusal },
      { slot: { subject: `ip:${who.network}`, period }, limit: LISTING_VISITOR_IP_PER_DAY, refusal },
    ];
  }
  const { subscription } = await getUserContext(who.userId);
  const { period, secondsLeft } = periodOf('month', now);
  const slot = { subject: `user:${who.userId}`, period };
  if (!subscription) {
    return [
      {
        slot,
        limit: LISTING_FREE_PER_MONTH,
        refusal: () =>
          new AppError('listing_allowance_used', {
            params: { perMonth: LISTING_FREE_PER_MONTH, max: LISTING_SUBSCRIBER_PER_MONTH },
          }),
      },
    ];
  }
  return [
    {
      slot,
      limit: LISTING_SUBSCRIBER_PER_MONTH,
      refusal: () =>
        new AppError('listing_limit_reached', {
          params: { max: LISTING_SUBSCRIBER_PER_MONTH },
          headers: { 'Retry-After': String(secondsLeft) },
        }),
    },
  ];
}

/** The writer's allowance of one identity, read once: checked before writing, taken in a transaction. */
export type ListingAllowance = {
  /** Refuses, without taking anything, an allowance already used up (the cheap check before writing). */
  assertLeft(db: Queryable): Promise<void>;
  /**
   * Takes one slot of each counter, all or none (a refusal by the address must not use up the visitor's own
   * slot), in `tx`, or says clearly why not. Returns the slots, each with its charge, to give back if the
   * description is not written.
   */
  take(tx: Queryable): Promise<Slot[]>;
};

/**
 * Reads which counters an identity draws on (for an account, its plan) before any transaction: a listing kit takes
 * its slot inside its own transaction, where the embedded database's one connection is already in use.
 */
export async function listingAllowanceOf(
  who: ListingWriterIdentity,
  now = new Date(),
): Promise<ListingAllowance> {
  const allowed = await allowancesOf(who, now);
  const userId = 'userId' in who ? who.userId : null;
  return {
    async assertLeft(db) {
      for (const { slot, limit, refusal } of allowed) {
        const { rows } = await db.query<{ used: number }>(
          'select used from private.listing_usage where subject = $1 and period = $2',
          [slot.subject, slot.period],
        );
        if ((rows[0]?.used ?? 0) >= limit) throw refusal();
      }
    },
    async take(tx) {
      const taken: Slot[] = [];
      for (const { slot, limit, refusal } of allowed) {
        const chargeId = await take(tx, slot, limit, userId);
        if (chargeId === null) throw refusal();
        taken.push({ ...slot, chargeId });
      }
      return taken;
    },
  };
}

/** Counts one description against the writer's allowance, in a transaction of its own. */
export async function takeListingAllowance(who: ListingWriterIdentity, now = new Date()): Promise<Slot[]> {
  const allowance = await listingAllowanceOf(who, now);
  return (await getDb()).transaction((tx) => allowance.take(tx));
}

/** Gives back slots taken for a description that was not written (the provider failed) or not kept. */
export async function refundListingAllowance(
  slots: Slot[],
  reason: Extract<RefundReason, 'not_written' | 'not_kept'>,
): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    for (const slot of slots) await refundCharge(tx, slot.chargeId ?? null, reason);
  });
}
