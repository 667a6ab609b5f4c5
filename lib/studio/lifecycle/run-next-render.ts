import '@/lib/server-only';
import { getJobQueue } from '@/lib/jobs/get-job-queue';
import { QUEUES } from '@/lib/jobs/queues';
import { runNextJob } from '@/lib/jobs/run-job';
import type { RenderEngine } from '../engines/render-engine';
import { runRenderJob } from './run-render-job';

/**
 * Takes the next due render job (subscribers first, round-robin by owner) and runs it with this engine (the
 * configured one for its tool when none is given), as a job worker does; 'idle' when none is due. The serverless
 * cron and the tests drive the queue through it.
 */
export async function runNextRender(engine?: RenderEngine): Promise<'rendered' | 'idle'> {
  const boss = await getJobQueue();
  const ran = await runNextJob(boss, QUEUES.render, (data, lease) => runRenderJob(data, lease, engine));
  return ran ? 'rendered' : 'idle';
}
