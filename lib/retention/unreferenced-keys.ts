import '@/lib/server-only';
import type { Queryable } from '@/lib/db/types';

/**
 * The storage keys, of those given, that no row names: photos and masks with their thumbnails, render results
 * (marked and unmarked), videos, and the results a Replicate render keeps per variant until its last variant
 * lands in `outputs`. A render's `image_key` is its image's `storage_key`, and the render goes with that image, so
 * the images check covers it. Each check is an index lookup (unique keys, GIN on the output arrays).
 */
export async function unreferencedKeys(db: Queryable, keys: string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const { rows } = await db.query<{ key: string }>(
    `select key from unnest($1::text[]) as key
     where not exists (select 1 from public.images where storage_key = key)
       and not exists (select 1 from public.images where thumbnail_key = key)
       and not exists (select 1 from public.renders where outputs ? key)
       and not exists (select 1 from public.renders where unwatermarked_outputs ? key)
       and not exists (select 1 from public.videos where storage_key = key)
       and not exists (
         select 1 from public.renders r join public.render_predictions p on p.render_id = r.id
         where r.status = 'processing' and key in (p.output_key, p.unwatermarked_key))`,
    [keys],
  );
  return rows.map((row) => row.key);
}
