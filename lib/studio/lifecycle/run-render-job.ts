import '@/lib/server-only';
import { getDb } from '@/lib/db/get-db';
import type { RenderJobPayload } from '@/lib/jobs/job-payloads';
import type { JobLease } from '@/lib/jobs/run-job';
import { getEngine } from '../engines/get-engine';
import type { RenderEngine } from '../engines/render-engine';
import { claimRender } from './claim-render';

/** The configured engine for the render's tool (getEngine): the photo edits are drawn locally in hosted mode too. */
async function engineForRender(renderId: string): Promise<RenderEngine> {
  const db = await getDb();
  const { rows } = await db.query<{ tool: string }>('select tool from public.renders where id = $1', [
    renderId,
  ]);
  return getEngine(rows[0]?.tool);
}

/** A render job's work: take the render for this attempt, then let the engine (`engine`, or its tool's) do it. */
export async function runRenderJob(
  { renderId }: RenderJobPayload,
  lease: JobLease,
  engine?: RenderEngine,
): Promise<void> {
  const chosen = engine ?? (await engineForRender(renderId));
  const render = await claimRender(renderId, lease, chosen.name);
  if (render) await chosen.dispatch(render);
}
