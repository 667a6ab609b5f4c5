import '@/lib/server-only';
import { createHash } from 'node:crypto';
import { AppError } from '@/lib/api/app-error';
import { getDb } from '@/lib/db/get-db';
import type { Queryable } from '@/lib/db/types';
import type { IdempotencyHold } from './api-origins';

/** How long a key is remembered, as Stripe does. */
export const IDEMPOTENCY_WINDOW_HOURS = 24;

export type IdempotencyClaim = { key: string; requestHash: string };

/** A fingerprint of what was asked: the choices and the photo (its bytes' hash, or its URL). */
export function requestHash(parts: Record<string, unknown>): string {
  const canonical = JSON.stringify(
    Object.keys(parts)
      .sort()
      .map((name) => [name, parts[name] ?? null]),
  );
  return createHash('sha256').update(canonical).digest('hex');
}

/** Thrown inside the transaction when a concurrent request with the same key won: it rolls back. */
class IdempotencyRace extends Error {
  override name = 'IdempotencyRace';
}

const REUSED = new AppError('idempotency_key_reused');

/** What a key made: a render (POST /renders) or a batch (POST /batches). */
export type IdempotentSubject = 'render' | 'batch';

/**
 * What an earlier request with the same key made: the id of its render or batch to answer again, or a 409 when the
 * body differs (or what it made was deleted). Null when the key is new or older than the window.
 */
async function findIdempotent(
  userId: string,
  claim: IdempotencyClaim,
  subject: IdempotentSubject,
): Promise<string | null> {
  const db = await getDb();
  const { rows } = await db.query<{
    request_hash: string;
    render_id: string | null;
    batch_id: string | null;
  }>(
    `select request_hash, render_id, batch_id from public.api_idempotency_keys
     where user_id = $1 and key = $2 and created_at > now() - make_interval(hours => $3)`,
    [userId, claim.key, IDEMPOTENCY_WINDOW_HOURS],
  );
  const row = rows[0];
  if (!row) return null;
  if (row.request_hash !== claim.requestHash) throw REUSED;
  const made = subject === 'render' ? row.render_id : row.batch_id;
  if (!made) {
    throw new AppError('idempotency_key_reused', {
      description: `The ${subject} made with this Idempotency-Key was deleted. Use a new key for a new ${subject}.`,
    });
  }
  return made;
}

/**
 * Claims the key first in the transaction of what it makes, before anything is taken. A concurrent request holding the
 * same key waits here on the unique index and then finds it taken: its transaction rolls back (IdempotencyRace) and it
 * answers with the winner's instead, so the same request is charged once. A key older than the window is claimed
 * afresh.
 */
async function claimIdempotencyKey(tx: Queryable, userId: string, claim: IdempotencyClaim): Promise<void> {
  const { rows } = await tx.query(
    `insert into public.api_idempotency_keys as k (user_id, key, request_hash) values ($1, $2, $3)
     on conflict (user_id, key) do update set request_hash = excluded.request_hash, render_id = null,
       batch_id = null, created_at = now()
     where k.created_at <= now() - make_interval(hours => $4)
     returning key`,
    [userId, claim.key, claim.requestHash, IDEMPOTENCY_WINDOW_HOURS],
  );
  if (!rows[0]) throw new IdempotencyRace();
}

/** Points a key claimed earlier in the same transaction at what it made. */
async function attachIdempotent(
  tx: Queryable,
  userId: string,
  claim: IdempotencyClaim,
  subject: IdempotentSubject,
  madeId: string,
): Promise<void> {
  const column = subject === 'render' ? 'render_id' : 'batch_id';
  await tx.query(`update public.api_idempotency_keys set ${column} = $3 where user_id = $1 and key = $2`, [
    userId,
    claim.key,
    madeId,
  ]);
}

/**
 * A POST of /api/v1 under an optional Idempotency-Key (POST /renders, POST /batches). A key already used answers what
 * it made (`answer`), or 409 for another body. Otherwise `make` creates the render or batch, handing its transaction
 * the hold: `claim` first, before any unit is taken, and `attach` once it is inserted. When a concurrent request with
 * the same key wins, this one answers with what the winner made instead, also when the winner took the units this
 * one was counting on (a 402 before or in its transaction).
 */
export async function idempotently<T>(
  userId: string,
  claim: IdempotencyClaim | null,
  subject: IdempotentSubject,
  answer: (madeId: string) => Promise<T>,
  make: (hold: IdempotencyHold | undefined) => Promise<T>,
): Promise<{ made: T; replayed: boolean }> {
  if (!claim) return { made: await make(undefined), replayed: false };
  const earlier = await findIdempotent(userId, claim, subject);
  if (earlier) return { made: await answer(earlier), replayed: true };
  try {
    return {
      made: await make({
        claim: (tx) => claimIdempotencyKey(tx, userId, claim),
        attach: (tx, madeId) => attachIdempotent(tx, userId, claim, subject, madeId),
      }),
      replayed: false,
    };
  } catch (error) {
    if (!(error instanceof IdempotencyRace || (error instanceof AppError && error.status === 402)))
      throw error;
    const winner = await findIdempotent(userId, claim, subject);
    if (!winner) throw error;
    return { made: await answer(winner), replayed: true };
  }
}
