import { AppError } from '@/lib/api/app-error';
import { getDb } from '@/lib/db/get-db';
import { getStorage } from '../storage/get-storage';
import { STORAGE_KEY } from '../storage/storage';

const NOT_FOUND = new AppError(404, 'not_found', 'There is no such file, or it is not yours.');

/**
 * A stored file for whoever asks: its owner, or anyone when it is public. A private file asked for by anyone else
 * is 404, exactly like a file that does not exist, so ids cannot be probed.
 */
export async function readStoredFile(key: string, userId: string | null) {
  if (!STORAGE_KEY.test(key)) throw NOT_FOUND;
  const db = await getDb();
  const { rows } = await db.query<{ user_id: string; is_public: boolean }>(
    `select user_id, is_public from public.images where storage_key = $1 or thumbnail_key = $1
     union all
     select user_id, is_public from public.renders where outputs ? $1::text
     union all
     -- A video is as public as the render it shows.
     select v.user_id, r.is_public from public.videos v join public.renders r on r.id = v.render_id
     where v.storage_key = $1
     limit 1`,
    [key],
  );
  const image = rows[0];
  if (!image || (!image.is_public && image.user_id !== userId)) throw NOT_FOUND;
  const file = await getStorage().get(key);
  if (!file) throw NOT_FOUND;
  return { ...file, isPublic: image.is_public };
}
