import '@/lib/server-only';
import { randomUUID } from 'node:crypto';
import { getDb } from '@/lib/db/get-db';
import { getJobQueue } from '@/lib/jobs/get-job-queue';
import { QUEUES } from '@/lib/jobs/queues';
import { sendJob } from '@/lib/jobs/send-job';
import { enqueueRender } from './enqueue-render';

const BATCH = 100;

/**
 * Renders and videos that were waiting or in progress when this server still ran them on timers have no job; each
 * gets one, once (a row with a job has a lease). Nothing else can lack one: every new row gets its job in the
 * transaction that creates it. Returns how many were queued.
 */
export async function adoptUnqueuedRenders(): Promise<number> {
  const db = await getDb();
  await getJobQueue();
  const renders = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `update public.renders set status = 'queued', started_at = null
       where id in (select id from public.renders where status in ('queued', 'processing') and lease is null
                    limit $1 for update skip locked)
       returning id`,
      [BATCH],
    );
    for (const { id } of rows) await enqueueRender(tx, id);
    return rows.length;
  });
  const videos = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `select id from public.videos where status in ('queued', 'processing') and lease is null
       limit $1 for update skip locked`,
      [BATCH],
    );
    for (const { id } of rows) {
      const jobId = randomUUID();
      await tx.query(
        `update public.videos set status = 'queued', started_at = null, lease = $2 || ':queued' where id = $1`,
        [id, jobId],
      );
      await sendJob(QUEUES.video, { videoId: id, jobId }, { tx, id: jobId });
    }
    return rows.length;
  });
  return renders + videos;
}
