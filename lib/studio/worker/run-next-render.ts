import { getDb } from '@/lib/db/get-db';
import { reportApiRenderOutcome } from '@/lib/pro-api/report-api-render';
import { findStyle } from '../catalog/styles';
import { findTool } from '../catalog/tools';
import { EngineError, type RenderEngine } from '../engines/render-engine';
import { FAILED_FOR_US, failRender } from '../renders/fail-render';
import { storeResult, storedKeys } from '../renders/store-result';
import { getStorage } from '../storage/get-storage';

type ClaimedRender = {
  id: string;
  user_id: string;
  tool: string;
  style: string;
  room_type: string;
  prompt: string | null;
  variants: number;
  watermark: boolean;
  quota_month: string;
  quota_units: number;
  image_key: string;
  mask_key: string | null;
};

/**
 * Claims the oldest queued render (SKIP LOCKED: several workers never take the same one), renders each variant,
 * stores the results and marks it succeeded. A failure marks it failed and gives the quota back in one
 * transaction. A render cancelled meanwhile keeps its cancelled state and its results are thrown away.
 */
export async function runNextRender(engine: RenderEngine): Promise<'rendered' | 'idle'> {
  const db = await getDb();
  const { rows } = await db.query<ClaimedRender>(
    `update public.renders r set status = 'processing', started_at = now(), engine = $1
     from public.images i
     where r.id = (select id from public.renders where status = 'queued' order by created_at limit 1 for update skip locked)
       and i.id = r.image_id
     returning r.id, coalesce(r.user_id, r.visitor_id) as user_id, r.tool, r.style, r.room_type, r.prompt, r.variants, r.watermark,
       r.quota_month::text as quota_month, r.quota_units, i.storage_key as image_key,
       (select storage_key from public.images where id = r.mask_image_id) as mask_key`,
    [engine.name],
  );
  const job = rows[0];
  if (!job) return 'idle';

  const storage = getStorage();
  const written: string[] = [];
  const outputs: string[] = [];
  const unwatermarked: string[] = [];
  try {
    const tool = findTool(job.tool);
    const style = findStyle(job.style);
    const image = await storage.get(job.image_key);
    if (!tool || !style || !image) throw new EngineError('The photo of this render is no longer available.');
    const mask = job.mask_key ? ((await storage.get(job.mask_key))?.data ?? null) : null;
    for (let variant = 0; variant < job.variants; variant++) {
      const output = await engine.render({
        tool,
        style,
        roomType: job.room_type,
        prompt: job.prompt,
        image: image.data,
        mask,
        variant,
      });
      const stored = await storeResult(job.user_id, output, job.watermark);
      written.push(...storedKeys(stored));
      outputs.push(stored.key);
      if (stored.unwatermarkedKey) unwatermarked.push(stored.unwatermarkedKey);
    }
    const done = await db.query(
      `update public.renders set status = 'succeeded', outputs = $2, unwatermarked_outputs = $3, finished_at = now()
       where id = $1 and status = 'processing' returning id`,
      [job.id, JSON.stringify(outputs), JSON.stringify(unwatermarked)],
    );
    if (done.rows.length === 0) await storage.delete(written);
    else await reportApiRenderOutcome(job.id);
  } catch (error) {
    if (!(error instanceof EngineError)) console.error(`[renders] render ${job.id} failed`, error);
    await storage.delete(written).catch(() => undefined);
    await failRender(db, job, error instanceof EngineError ? error.message : FAILED_FOR_US);
  }
  return 'rendered';
}

/** After a restart, renders that were in progress in this engine go back to the queue. */
export async function resumeInterruptedRenders(engine: RenderEngine): Promise<number> {
  const db = await getDb();
  const { rowCount } = await db.query(
    `update public.renders set status = 'queued', started_at = null where status = 'processing' and engine = $1`,
    [engine.name],
  );
  return rowCount;
}
