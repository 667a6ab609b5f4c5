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

/**
 * What an earlier request with the same key made: its render id to answer again, or a 409 when the body differs
 * (or the render it made was deleted). Null when the key is new or older than the window.
 */
export async function findIdempotentRender(userId: string, claim: IdempotencyClaim): Promise<string | null> {
  const db = await getDb();
  const { rows } = await db.query<{ request_hash: string; render_id: string | null }>(
    `select request_hash, render_id from public.api_idempotency_keys
     where user_id = $1 and key = $2 and created_at > now() - make_interval(hours => $3)`,
    [userId, claim.key, IDEMPOTENCY_WINDOW_HOURS],
  );
  const row = rows[0];
  if (!row) return null;
  if (row.request_hash !== claim.requestHash) throw REUSED;
  if (!row.render_id) {
    throw new AppError('idempotency_key_reused', {
      description: 'The render made with this Idempotency-Key was deleted. Use a new key for a new render.',
    });
  }
  return row.render_id;
}

/**
 * Records the key for the render being inserted, in its transaction. A concurrent request holding the same key
 * waits here on the unique index and then finds it taken: its transaction rolls back, and it answers with the
 * winner's render instead (so the same request is charged once).
 */
export async function recordIdempotencyKey(
  tx: Queryable,
  userId: string,
  claim: IdempotencyClaim,
  renderId: string,
): Promise<void> {
  const { rows } = await tx.query(
    `insert into public.api_idempotency_keys as k (user_id, key, request_hash, render_id) values ($1, $2, $3, $4)
     on conflict (user_id, key) do update set request_hash = excluded.request_hash, render_id = excluded.render_id,
       created_at = now()
     where k.created_at <= now() - make_interval(hours => $5)
     returning key`,
    [userId, claim.key, claim.requestHash, renderId, IDEMPOTENCY_WINDOW_HOURS],
  );
  if (!rows[0]) throw new IdempotencyRace();
}
