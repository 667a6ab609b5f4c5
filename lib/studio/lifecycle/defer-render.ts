import '@/lib/server-only';
import { getDb } from '@/lib/db/get-db';
import { getJobQueue } from '@/lib/jobs/get-job-queue';
import type { ClaimedRender } from './claim-render';
import { enqueueRender } from './enqueue-render';

/**
 * Puts a render this attempt holds back in the queue for `seconds` later, under a new job, instead of holding a
 * worker (a listing photo waiting for its room's first): this attempt completes, and only the new job may take
 * the render (its lease says so). Queued as a batch photo after its first (enqueueRender's `bulk`). Only an
 * attempt whose job has asked Replicate for nothing may: the predictions of a render belong to the job that made
 * them, so one that has asked goes on alone ('held'). A render this attempt no longer holds (cancelled, or taken
 * over) is left as it is ('lost'). No trigger acts on it: the triggers on a render's status act only once it has
 * ended.
 */
export async function deferRender(
  render: Pick<ClaimedRender, 'id' | 'lease'>,
  seconds: number,
): Promise<'deferred' | 'held' | 'lost'> {
  const db = await getDb();
  await getJobQueue();
  return db.transaction(async (tx) => {
    const { rows } = await tx.query(
      `update public.renders r set status = 'queued', started_at = null, engine = null
       where r.id = $1 and r.status = 'processing' and r.lease = $2
         and not exists (select 1 from public.render_predictions p
                         where p.render_id = r.id and p.job_id::text = split_part(r.lease, ':', 1))
       returning r.id`,
      [render.id, render.lease],
    );
    if (rows[0]) {
      await enqueueRender(tx, render.id, true, seconds);
      return 'deferred';
    }
    const { rows: held } = await tx.query(
      `select 1 from public.renders where id = $1 and status = 'processing' and lease = $2`,
      [render.id, render.lease],
    );
    return held[0] ? 'held' : 'lost';
  });
}
