import '@/lib/server-only';
import { AppError } from '@/lib/api/app-error';
import { getDb } from '@/lib/db/get-db';
import { getStorage } from '../storage/get-storage';
import { STORAGE_KEY } from '../storage/storage';

const NOT_FOUND = new AppError('not_found', { description: 'There is no such file, or it is not yours.' });

/**
 * What is known of a stored file, for whoever asks: its owner, or anyone when it is public. A private file asked
 * for by anyone else is 404, exactly like a file that does not exist, so ids cannot be probed. Its bytes are read
 * afterwards, all or a range of them (`getStorage().read`).
 */
export async function findStoredFile(
  key: string,
  viewer: { userId: string | null; visitorId?: string | null },
) {
  if (!STORAGE_KEY.test(key)) throw NOT_FOUND;
  const db = await getDb();
  const { rows } = await db.query<{ is_public: boolean | null; mine: boolean | null }>(
    // An original photo is also public while a public render shows it (the before of a before/after), and a video
    // is as public as the render it shows. A trial visitor owns their own rows by visitor id until an account
    // claims them.
    `select bool_or(is_public) as is_public, bool_or(user_id = $2 or visitor_id = $3) as mine from (
       select user_id, visitor_id, is_public from public.images where storage_key = $1 or thumbnail_key = $1
       union all
       select user_id, visitor_id, is_public from public.renders where outputs ? $1::text
       union all
       select user_id, visitor_id, false from public.renders where unwatermarked_outputs ? $1::text
       union all
       select user_id, visitor_id, true from public.renders where image_key = $1 and is_public
       union all
       select v.user_id, null::uuid, r.is_public from public.videos v join public.renders r on r.id = v.render_id
       where v.storage_key = $1
     ) owners`,
    [key, viewer.userId, viewer.visitorId ?? null],
  );
  const access = rows[0];
  if (!access || !(access.is_public || access.mine)) throw NOT_FOUND;
  const file = await getStorage().stat(key);
  if (!file) throw NOT_FOUND;
  return { ...file, key, isPublic: access.is_public === true };
}
