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
export type Slot = { subject: string; period: string };

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

/** One upsert: two requests at once can never both take the last slot. */
async function take(db: Queryable, slot: Slot, limit: number): Promise<boolean> {
  const { rows } = await db.query(
    `insert into private.listing_usage as u (subject, period, used) values ($1, $2, 1)
     on conflict (subject, period) do update set used = u.used + 1 where u.used < $3
     returning used`,
    [slot.subject, slot.period, limit],
  );
  return rows.length > 0;
}

/**
 * Counts one description against the writer's allowance, or says clearly why not: visitors 3 a day (429, with an
 * invitation to sign up), free accounts 20 a month (402, upgrade), subscribers 500 a month (429). Returns the
 * slots taken, to give back if the writing fails.
 */
export async function takeListingAllowance(who: ListingWriterIdentity, now = new Date()): Promise<Slot[]> {
  const db = await getDb();
  if ('visitorId' in who) {
    const { period, secondsLeft } = periodOf('day', now);
    const slots = [
      { subject: `visitor:${who.visitorId}`, period },
      { subject: `ip:${who.network}`, period },
    ];
    // Both or neither: a refusal by the address must not use up the visitor's own slot.
    const allowed = await db.transaction(
      async (tx) =>
        (await take(tx, slots[0]!, LISTING_VISITOR_PER_DAY)) &&
        (await take(tx, slots[1]!, LISTING_VISITOR_IP_PER_DAY)),
    );
    if (allowed) return slots;
    throw new AppError('listing_visitor_limit_reached', {
      params: { perDay: LISTING_VISITOR_PER_DAY, perMonth: LISTING_FREE_PER_MONTH },
      headers: { 'Retry-After': String(secondsLeft) },
    });
  }
  const { subscription } = await getUserContext(who.userId);
  const { period, secondsLeft } = periodOf('month', now);
  const slot = { subject: `user:${who.userId}`, period };
  const limit = subscription ? LISTING_SUBSCRIBER_PER_MONTH : LISTING_FREE_PER_MONTH;
  if (await take(db, slot, limit)) return [slot];
  if (!subscription) {
    throw new AppError('listing_allowance_used', {
      params: { perMonth: LISTING_FREE_PER_MONTH, max: LISTING_SUBSCRIBER_PER_MONTH },
    });
  }
  throw new AppError('listing_limit_reached', {
    params: { max: LISTING_SUBSCRIBER_PER_MONTH },
    headers: { 'Retry-After': String(secondsLeft) },
  });
}

/** Gives back slots taken for a description that could not be written (the provider failed). */
export async function refundListingAllowance(slots: Slot[]): Promise<void> {
  const db = await getDb();
  for (const slot of slots) {
    await db.query(
      'update private.listing_usage set used = greatest(used - 1, 0) where subject = $1 and period = $2',
      [slot.subject, slot.period],
    );
  }
}
