import '@/lib/server-only';
import { getDb } from '@/lib/db/get-db';
import { getStorage } from '../storage/get-storage';
import { TRIAL_DAYS } from './trial-visitor';

const BATCH = 500;

/**
 * Deletes what trial visitors left without ever creating an account, once their cookie has expired: their rows
 * (the visitor's photos and renders go with them) and their files. Claimed trials belong to accounts and stay.
 */
export async function purgeExpiredTrials(): Promise<number> {
  const db = await getDb();
  const { visitors, keys } = await db.transaction(async (tx) => {
    const expired = await tx.query<{ id: string }>(
      `select id from private.trial_visitors
       where claimed_at is null and created_at < now() - $1 * interval '1 day'
       limit $2 for update skip locked`,
      [TRIAL_DAYS, BATCH],
    );
    const ids = expired.rows.map((row) => row.id);
    if (ids.length === 0) return { visitors: 0, keys: [] };
    const files = await tx.query<{ key: string }>(
      `select storage_key as key from public.images where visitor_id = any($1::uuid[])
       union all select thumbnail_key from public.images where visitor_id = any($1::uuid[])
       union all select jsonb_array_elements_text(outputs) from public.renders where visitor_id = any($1::uuid[])
       union all select jsonb_array_elements_text(unwatermarked_outputs) from public.renders
         where visitor_id = any($1::uuid[])`,
      [ids],
    );
    await tx.query('delete from private.trial_visitors where id = any($1::uuid[])', [ids]);
    return { visitors: ids.length, keys: files.rows.map((row) => row.key) };
  });
  await getStorage().delete(keys);
  return visitors;
}
