import '@/lib/server-only';
import { z } from 'zod';
import { AppError } from '@/lib/api/app-error';
import { randomUUID } from 'node:crypto';
import { getDb } from '@/lib/db/get-db';
import { getJobQueue } from '@/lib/jobs/get-job-queue';
import { QUEUES } from '@/lib/jobs/queues';
import { sendJob } from '@/lib/jobs/send-job';
import { wakeWorkers } from '@/lib/jobs/wake-workers';
import { RENDER_NOT_FOUND } from '../renders/get-render';
import { VIDEO_COLUMNS, type TVideo, type VideoRow, toVideoView } from './video-view';

/** POST /api/videos body. */
export const ZVideoRequest = z.object({
  renderId: z.uuid({ message: 'renderId must be the id of one of your renders.' }),
});

/**
 * Queues a before/after video of one of the user's finished renders (public renders of others are not theirs to
 * film). While one is still being made for that render, asking again returns it instead of a second one.
 */
export async function createVideo(userId: string, request: z.infer<typeof ZVideoRequest>): Promise<TVideo> {
  const db = await getDb();
  await getJobQueue();
  const video = await db.transaction(async (tx) => {
    const render = await tx.query<{ status: string }>(
      'select status::text as status from public.renders where id = $1 and user_id = $2',
      [request.renderId, userId],
    );
    const status = render.rows[0]?.status;
    if (!status) throw RENDER_NOT_FOUND;
    if (status !== 'succeeded') {
      throw new AppError('render_not_finished', {
        description: `A video is made from a finished render, and this one is ${status}.`,
      });
    }
    // The partial unique index on unfinished videos turns a concurrent second insert into "use that one". The
    // pending one can finish between the two statements; then the next round inserts.
    for (;;) {
      const jobId = randomUUID();
      const inserted = await tx.query<VideoRow>(
        `insert into public.videos (user_id, render_id, lease) values ($1, $2, $3 || ':queued')
         on conflict (render_id) where status in ('queued', 'processing') do nothing
         returning ${VIDEO_COLUMNS}`,
        [userId, request.renderId, jobId],
      );
      if (inserted.rows[0]) {
        await sendJob(QUEUES.video, { videoId: inserted.rows[0].id, jobId }, { tx, id: jobId });
      }
      const pending = inserted.rows[0]
        ? inserted
        : await tx.query<VideoRow>(
            `select ${VIDEO_COLUMNS} from public.videos
             where render_id = $1 and status in ('queued', 'processing')`,
            [request.renderId],
          );
      if (pending.rows[0]) return toVideoView(pending.rows[0]);
    }
  });
  wakeWorkers(QUEUES.video);
  return video;
}
