import '@/lib/server-only';
import { randomUUID } from 'node:crypto';
import { type ErrorCode, describeError } from '@/lib/api/error-catalog';
import { getDb } from '@/lib/db/get-db';
import type { VideoJobPayload } from '@/lib/jobs/job-payloads';
import type { JobLease } from '@/lib/jobs/run-job';
import { getStorage } from '../storage/get-storage';
import { REVEAL_SECONDS, makeRevealVideo } from './make-reveal-video';

type ClaimedVideo = { id: string; user_id: string; before_key: string; after_key: string | null };

type VideoFailureCode = Extract<ErrorCode, 'video_failed' | 'video_source_unavailable'>;

/** A failure the user is told of by its code; anything else is logged and told generically. */
class VideoError extends Error {
  constructor(readonly code: VideoFailureCode) {
    super(describeError(code));
  }
}

/**
 * A video job's work: takes the video for this attempt (as a render job does), films the render's photo and its
 * first result, stores the MP4 and marks the video succeeded, or failed with a message for people. Only the
 * attempt that still holds the video records anything; a late one deletes its file.
 */
export async function runVideoJob({ videoId }: VideoJobPayload, lease: JobLease): Promise<void> {
  const db = await getDb();
  const { rows } = await db.query<ClaimedVideo>(
    `update public.videos v set status = 'processing', started_at = now(), lease = $2
     from public.renders r, public.images i
     where v.id = $1 and v.status in ('queued', 'processing') and split_part(v.lease, ':', 1) = $3
       and r.id = v.render_id and i.id = r.image_id
     returning v.id, v.user_id, i.storage_key as before_key, r.outputs->>0 as after_key`,
    [videoId, lease.token, lease.jobId],
  );
  const job = rows[0];
  if (!job) return;

  const storage = getStorage();
  const key = `${job.user_id}/${randomUUID()}.mp4`;
  try {
    const [before, after] = await Promise.all([
      storage.get(job.before_key),
      job.after_key ? storage.get(job.after_key) : null,
    ]);
    if (!before || !after) throw new VideoError('video_source_unavailable');
    await storage.put(key, await makeRevealVideo(before.data, after.data), 'video/mp4');
    const done = await db.query(
      `update public.videos set status = 'succeeded', storage_key = $2, duration_seconds = $3, finished_at = now()
       where id = $1 and status = 'processing' and lease = $4 returning id`,
      [job.id, key, REVEAL_SECONDS, lease.token],
    );
    // Deleted meanwhile (with its render or account), or taken over: the file has no row to be served by.
    if (done.rows.length === 0) await storage.delete([key]);
  } catch (error) {
    if (!(error instanceof VideoError)) console.error(`[videos] video ${job.id} failed`, error);
    await storage.delete([key]).catch(() => undefined);
    await failVideo(job.id, error instanceof VideoError ? error.code : 'video_failed', lease.token);
  }
}

/** Marks a video still held by this attempt (or, without one, any attempt) as failed, with why. */
export async function failVideo(
  videoId: string,
  code: VideoFailureCode,
  lease: string | null,
): Promise<void> {
  const db = await getDb();
  await db.query(
    `update public.videos set status = 'failed', error = $2, error_code = $4, finished_at = now()
     where id = $1 and status = 'processing' and ($3::text is null or lease = $3)`,
    [videoId, describeError(code), lease, code],
  );
}
