import type { Queryable } from '@/lib/db/types';

/** How many designs of the web quota the user has taken, all months together (charges less refunds). */
export async function webRendersUsed(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'select coalesce(sum(renders), 0)::int as n from public.usage where user_id = $1',
    [userId],
  );
  return rows[0]!.n;
}
