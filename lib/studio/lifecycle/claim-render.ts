import '@/lib/server-only';
import { getDb } from '@/lib/db/get-db';
import type { JobLease } from '@/lib/jobs/run-job';
import type { ToolOptions } from '../catalog/tool-options';
import type { HeldRender } from './fail-render';

export type ClaimedRender = HeldRender & {
  tool: string;
  style: string;
  room_type: string;
  prompt: string | null;
  variants: number;
  watermark: boolean;
  image_key: string;
  mask_key: string | null;
  /** The seed family of a listing batch (its rooms should look like one home); null: any seed. */
  seed: number | null;
  /** Asked for in strict layout: the tool's strict-layout model, or a stricter structure guard locally. */
  strict_layout: boolean;
  /** The tool's options (see TOOL_OPTIONS), for the engine. */
  options: ToolOptions;
  /** The attempt that holds it: only this attempt's result or failure is recorded. */
  lease: string;
};

/**
 * Takes the render for this attempt of its job. A queued render is taken; one still processing is taken over only
 * by a later attempt of the same job (the queue declared the earlier holder dead). A render cancelled, finished,
 * or sent again under another job (a retry) is left alone: null. No trigger acts on it: the triggers on a render's
 * status act only once it has ended.
 */
export async function claimRender(
  renderId: string,
  lease: JobLease,
  engineName: string,
): Promise<ClaimedRender | null> {
  const db = await getDb();
  const { rows } = await db.query<ClaimedRender>(
    `update public.renders r set status = 'processing', started_at = now(), engine = $2, lease = $3
     where r.id = $1 and r.status in ('queued', 'processing') and split_part(r.lease, ':', 1) = $4
     returning r.id, coalesce(r.user_id, r.visitor_id) as user_id, r.tool, r.style, r.room_type, r.prompt,
       r.variants, r.watermark, r.quota_month::text as quota_month, r.quota_units, r.image_key, r.lease, r.seed,
       r.strict_layout, r.options,
       (select storage_key from public.images where id = r.mask_image_id) as mask_key`,
    [renderId, engineName, lease.token, lease.jobId],
  );
  return rows[0] ?? null;
}
