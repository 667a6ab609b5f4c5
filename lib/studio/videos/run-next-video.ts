import { randomUUID } from 'node:crypto';
import { getDb } from '@/lib/db/get-db';
import { getStorage } from '../storage/get-storage';
import { REVEAL_SECONDS, makeRevealVideo } from './make-reveal-video';

type ClaimedVideo = { id: string; user_id: string; before_key: string; after_key: string | null };

/** A failure whose message is for the user, as it is; anything else is logged and told generically. */
class VideoError extends Error {}

const FAILED_FOR_US = 'We could not make this video on our side; try again.';

/**
 * Claims the oldest queued video (SKIP LOCKED: several workers never take the same one), films the render's
 * photo and its first result, stores the MP4 and marks the video succeeded, or failed with a message for people.
 */
export async function runNextVideo(): Promise<'made' | 'idle'> {
  const db = await getDb();
  const { rows } = await db.query<ClaimedVideo>(
    `update public.videos v set status = 'processing', started_at = now()
     from public.renders r, public.images i
     where v.id = (select id from public.videos where status = 'queued' order by created_at limit 1 for update skip locked)
       and r.id = v.render_id and i.id = r.image_id
     returning v.id, v.user_id, i.storage_key as before_key, r.outputs->>0 as after_key`,
  );
  const job = rows[0];
  if (!job) return 'idle';

  const storage = getStorage();
  const key = `${job.user_id}/${randomUUID()}.mp4`;
  try {
    const [before, after] = await Promise.all([
      storage.get(job.before_key),
      job.after_key ? storage.get(job.after_key) : null,
    ]);
    if (!before || !after)
      throw new VideoError('The photo or the result of this render is no longer available.');
    await storage.put(key, await makeRevealVideo(before.data, after.data), 'video/mp4');
    const done = await db.query(
      `update public.videos set status = 'succeeded', storage_key = $2, duration_seconds = $3, finished_at = now()
       where id = $1 and status = 'processing' returning id`,
      [job.id, key, REVEAL_SECONDS],
    );
    // Deleted meanwhile (with its render or account): the file has no row to be served by.
    if (done.rows.length === 0) await storage.delete([key]);
  } catch (error) {
    if (!(error instanceof VideoError)) console.error(`[videos] video ${job.id} failed`, error);
    await storage.delete([key]).catch(() => undefined);
    await db.query(
      `update public.videos set status = 'failed', error = $2, finished_at = now()
       where id = $1 and status = 'processing'`,
      [job.id, error instanceof VideoError ? error.message : FAILED_FOR_US],
    );
  }
  return 'made';
}

/** After a restart, videos that were being made go back to the queue (one worker makes them all). */
export async function resumeInterruptedVideos(): Promise<number> {
  const db = await getDb();
  const { rowCount } = await db.query(
    `update public.videos set status = 'queued', started_at = null where status = 'processing'`,
  );
  return rowCount;
}
