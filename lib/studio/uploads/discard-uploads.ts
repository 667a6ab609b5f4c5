import '@/lib/server-only';
import { getDb } from '@/lib/db/get-db';
import { getStorage } from '../storage/get-storage';

/**
 * Removes uploads that no render came to use (an API request refused after its photo was stored), rows and files,
 * so a refused request leaves nothing behind. Images a render refers to are kept.
 */
export async function discardUploads(userId: string, imageIds: string[]): Promise<void> {
  if (imageIds.length === 0) return;
  const db = await getDb();
  const { rows } = await db.query<{ storage_key: string; thumbnail_key: string }>(
    `delete from public.images i where i.id = any($1::uuid[]) and i.user_id = $2
       and not exists (select 1 from public.renders r where r.image_id = i.id or r.mask_image_id = i.id)
     returning storage_key, thumbnail_key`,
    [imageIds, userId],
  );
  await getStorage().delete(rows.flatMap((row) => [row.storage_key, row.thumbnail_key]));
}
