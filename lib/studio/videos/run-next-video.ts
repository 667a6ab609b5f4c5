import '@/lib/server-only';
import { getJobQueue } from '@/lib/jobs/get-job-queue';
import { QUEUES } from '@/lib/jobs/queues';
import { runNextJob } from '@/lib/jobs/run-job';
import { runVideoJob } from './run-video-job';

/** Takes the next due video job and runs it, as a job worker does; 'idle' when none is due. */
export async function runNextVideo(): Promise<'made' | 'idle'> {
  const ran = await runNextJob(await getJobQueue(), QUEUES.video, runVideoJob);
  return ran ? 'made' : 'idle';
}
