import '@/lib/server-only';
import type { RenderJobPayload } from '@/lib/jobs/job-payloads';
import type { JobLease } from '@/lib/jobs/run-job';
import { getEngine } from '../engines/get-engine';
import type { RenderEngine } from '../engines/render-engine';
import { claimRender } from './claim-render';

/** A render job's work: take the render for this attempt, then let the engine do it. */
export async function runRenderJob(
  { renderId }: RenderJobPayload,
  lease: JobLease,
  engine: RenderEngine = getEngine(),
): Promise<void> {
  const render = await claimRender(renderId, lease, engine.name);
  if (render) await engine.dispatch(render);
}
