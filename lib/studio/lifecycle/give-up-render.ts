import '@/lib/server-only';
import { getDb } from '@/lib/db/get-db';
import type { RenderJobPayload } from '@/lib/jobs/job-payloads';
import { engineOf } from '../engines/get-engine';
import { FAILED_FOR_US, type HeldRender, failRender } from './fail-render';

/**
 * A render whose every attempt died with its worker (it crashes or hangs whatever runs it) ends as failed, with its
 * quota given back, instead of staying "processing" for ever, and a hosted one's predictions still running are
 * cancelled (nobody would use or pay for them). Only while that job still holds it: a retry since then is another
 * job's. Failed through failRender, so the same triggers complete it.
 */
export async function giveUpRender({ renderId, jobId }: RenderJobPayload): Promise<void> {
  const db = await getDb();
  const { rows } = await db.query<HeldRender & { engine: string | null }>(
    `update public.renders set status = 'processing'
     where id = $1 and status in ('queued', 'processing') and split_part(lease, ':', 1) = $2
     returning id, coalesce(user_id, visitor_id) as user_id, quota_month::text as quota_month, quota_units, lease,
       engine`,
    [renderId, jobId],
  );
  const held = rows[0];
  if (held && (await failRender(db, held, FAILED_FOR_US))) await engineOf(held)?.cancel(held.id);
}
