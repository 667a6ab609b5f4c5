import '@/lib/server-only';
import { getDb } from '@/lib/db/get-db';
import type { VideoJobPayload } from '@/lib/jobs/job-payloads';
import { failVideo } from './run-video-job';

/** A video whose every attempt died with its worker ends as failed instead of "processing" for ever. */
export async function giveUpVideo({ videoId, jobId }: VideoJobPayload): Promise<void> {
  const db = await getDb();
  const { rows } = await db.query<{ id: string }>(
    `update public.videos set status = 'processing'
     where id = $1 and status in ('queued', 'processing') and split_part(lease, ':', 1) = $2 returning id`,
    [videoId, jobId],
  );
  if (rows[0]) await failVideo(rows[0].id, 'video_failed', null);
}
