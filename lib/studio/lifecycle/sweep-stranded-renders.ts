import '@/lib/server-only';
import { getDb } from '@/lib/db/get-db';
import { JOB_SCHEMA } from '@/lib/jobs/get-job-queue';
import { QUEUES } from '@/lib/jobs/queues';
import { type HeldRender, failRender } from './fail-render';
import { engineOf } from '../engines/get-engine';
import { REPLICATE_ENGINE_NAME } from '../engines/replicate/start-replicate-render';

const BATCH = 100;
const LIVE = `('created', 'retry', 'active')`;

/**
 * Ends every render that nothing will ever move again: waiting or rendering, while neither its job nor that job's
 * give-up job is still due or running (all their tries used, or the queue no longer holds them). Each is failed and
 * its charge refunded, once (failRender's fence on the job), so a unit is never held by a render that is stuck. A
 * Replicate render whose job finished its dispatch is not stranded: its predictions report back (or the reconciler
 * asks for them). Returns how many were ended. Each is failed through failRender, so the same triggers complete it.
 */
export async function sweepStrandedRenders(): Promise<number> {
  const db = await getDb();
  const { rows } = await db.query<HeldRender & { engine: string | null }>(
    `select r.id, coalesce(r.user_id, r.visitor_id) as user_id, split_part(r.lease, ':', 1) as job_id, r.engine
     from public.renders r
     where r.status in ('queued', 'processing')
       and r.lease ~ '^[0-9a-f-]{36}:'
       and not exists (
         select 1 from ${JOB_SCHEMA}.job j
         where j.name = $1 and j.id = split_part(r.lease, ':', 1)::uuid
           and (j.state in ${LIVE} or (j.state = 'completed' and r.engine = $3)))
       and not exists (
         select 1 from ${JOB_SCHEMA}.job g
         where g.name = $2 and g.data ->> 'jobId' = split_part(r.lease, ':', 1) and g.state in ${LIVE})
     limit ${BATCH}`,
    [QUEUES.render, QUEUES.renderGaveUp, REPLICATE_ENGINE_NAME],
  );
  let ended = 0;
  for (const render of rows) {
    // A queued render is taken first, so failing it is the same fenced step as failing one in progress.
    await db.query(
      `update public.renders set status = 'processing'
       where id = $1 and status = 'queued' and split_part(lease, ':', 1) = $2`,
      [render.id, render.job_id],
    );
    const failed = await failRender(
      db,
      render,
      {
        code: 'render_failed',
        description:
          'The render was interrupted on our side. It was not counted against your designs; try again.',
      },
      'stranded',
    );
    if (failed) {
      ended++;
      // A hosted render's predictions of that attempt would be paid for and never used.
      await engineOf(render)?.cancel(render.id);
    }
  }
  return ended;
}
