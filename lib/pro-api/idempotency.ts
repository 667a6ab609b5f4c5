import { createHash } from 'node:crypto';
import { AppError } from '@/lib/api/app-error';
import { getDb } from '@/lib/db/get-db';
import type { Queryable } from '@/lib/db/types';

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

/** Thrown inside the render's transaction when a concurrent request with the same key won: it rolls back. */
export class IdempotencyRace extends Error {
  override name = 'IdempotencyRace';
}

const REUSED = new AppError('idempotency_key_reused');

/** What a key made: a render (POST /renders) or a batch (POST /batches). */
export type IdempotentSubject = 'render' | 'batch';

/**
 * What an earlier request with the same key made: the id of its render or batch to answer again, or a 409 when the
 * body differs (or what it made was deleted). Null when the key is new or older than the window.
 */
export async function findIdempotent(
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

/** The render an earlier request with the same key made (see findIdempotent). */
export const findIdempotentRender = (userId: string, claim: IdempotencyClaim) =>
  findIdempotent(userId, claim, 'render');

/**
 * Records the key for what is being inserted, in its transaction: the render, or (with no id yet, see
 * attachIdempotentBatch) the batch. A concurrent request holding the same key waits here on the unique index and then
 * finds it taken: its transaction rolls back, and it answers with the winner's instead (so the same request is
 * charged once).
 */
export async function recordIdempotencyKey(
  tx: Queryable,
  userId: string,
  claim: IdempotencyClaim,
  renderId: string | null,
): Promise<void> {
  const { rows } = await tx.query(
    `insert into public.api_idempotency_keys as k (user_id, key, request_hash, render_id) values ($1, $2, $3, $4)
     on conflict (user_id, key) do update set request_hash = excluded.request_hash, render_id = excluded.render_id,
       batch_id = null, created_at = now()
     where k.created_at <= now() - make_interval(hours => $5)
     returning key`,
    [userId, claim.key, claim.requestHash, renderId, IDEMPOTENCY_WINDOW_HOURS],
  );
  if (!rows[0]) throw new IdempotencyRace();
}

/** Points a key recorded earlier in the same transaction at the batch it made. */
export async function attachIdempotentBatch(
  tx: Queryable,
  userId: string,
  claim: IdempotencyClaim,
  batchId: string,
): Promise<void> {
  await tx.query('update public.api_idempotency_keys set batch_id = $3 where user_id = $1 and key = $2', [
    userId,
    claim.key,
    batchId,
  ]);
}
