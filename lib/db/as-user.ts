import '@/lib/server-only';
import { getDb } from './get-db';
import type { Queryable } from './types';

/**
 * User-scoped work: one transaction running as the `authenticated` role with the user's JWT claims, exactly as
 * Supabase's API does, so row-level security decides what the user may read and write, even for our own code.
 * Both settings are transaction-local and end with it.
 */
export async function asUser<T>(userId: string, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    // set_config('role', …, true) is SET LOCAL ROLE; one statement sets both.
    await tx.query(
      "select set_config('request.jwt.claims', $1, true), set_config('role', 'authenticated', true)",
      [JSON.stringify({ sub: userId, role: 'authenticated' })],
    );
    return fn(tx);
  });
}

/** Trusted server work (webhooks, quota, sign-up): the connection's own role, which owns the tables. */
export async function asService<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
  const db = await getDb();
  return db.transaction(fn);
}
