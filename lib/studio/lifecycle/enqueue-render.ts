import '@/lib/server-only';
import { randomUUID } from 'node:crypto';
import type { Queryable } from '@/lib/db/types';
import { QUEUES } from '@/lib/jobs/queues';
import { sendJob } from '@/lib/jobs/send-job';

/** Subscribers' renders go first, then free accounts', then anonymous trials'. */
const CLASS_STEP = 100_000;

/**
 * Queues the render's job in the transaction that queued the render (so neither exists without the other) and
 * writes the job's id on the render: only that job may take it, so a job left over from before a retry does
 * nothing. The priority puts the owner's class first and, within it, goes round the owners: an owner's n-th waiting
 * render ranks n below their first, level with other owners' n-th, so one account's backlog never holds back
 * another's single render. `bulk` is for the photos of a listing batch after its first: they rank below every
 * class, so a 40-photo batch holds up anyone else's render (a subscriber's or not) for one render's time at most,
 * and batches take turns among themselves the same way. The owner's count reads only their own queued renders
 * (renders_queued_owner_idx), so an enqueue costs the same however long the queue. The job queue must be started
 * before the transaction (getJobQueue). No trigger: the queue's `job_queued` notification is sent by sendJob.
 */
export async function enqueueRender(
  tx: Queryable,
  renderId: string,
  bulk = false,
  /** Seconds before a worker may take it (a photo waiting for its room's first). */
  startAfter?: number,
): Promise<void> {
  const jobId = randomUUID();
  const { rows } = await tx.query<{ priority: number }>(
    `update public.renders r set lease = $2 || ':queued' where r.id = $1
     returning (case when $4::boolean then 0
                     when r.visitor_id is not null then 1
                     when exists (select 1 from public.subscriptions s
                                  where s.user_id = r.user_id and s.status in ('trialing', 'active')) then 3
                     else 2 end) * $3
       - least((select count(*) from public.renders q
                where q.status = 'queued' and q.id <> r.id
                  and coalesce(q.user_id, q.visitor_id) = coalesce(r.user_id, r.visitor_id)), $3 - 1)::int as priority`,
    [renderId, jobId, CLASS_STEP, bulk],
  );
  await sendJob(
    QUEUES.render,
    { renderId, jobId },
    { tx, id: jobId, priority: rows[0]!.priority, ...(startAfter === undefined ? {} : { startAfter }) },
  );
}
