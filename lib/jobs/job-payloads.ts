import '@/lib/server-only';
import { z } from 'zod';
import { QUEUES, type QueueName } from './queues';

// A job that works on one row names the row and the job it was queued with: only that job may take it.
const RENDER = z.object({ renderId: z.guid(), jobId: z.guid() });
const VIDEO = z.object({ videoId: z.guid(), jobId: z.guid() });
/** Nudges and periodic work: the job says only that it is due. */
const NOTHING = z.object({});

/**
 * What each queue's job carries. Sending checks it (sendJob) and running parses it (runJob), so a handler receives
 * the shape it was written for. A give-up job carries the job it gives up on's own payload (the queue's dead letter).
 */
export const JOB_PAYLOADS = {
  [QUEUES.render]: RENDER,
  [QUEUES.renderGaveUp]: RENDER,
  [QUEUES.video]: VIDEO,
  [QUEUES.videoGaveUp]: VIDEO,
  [QUEUES.webhooks]: NOTHING,
  [QUEUES.reconcileRenders]: NOTHING,
  [QUEUES.trialPurge]: NOTHING,
  [QUEUES.retention]: NOTHING,
} satisfies Record<QueueName, z.ZodType>;

export type JobPayload<Queue extends QueueName> = z.infer<(typeof JOB_PAYLOADS)[Queue]>;
export type RenderJobPayload = JobPayload<typeof QUEUES.render>;
export type VideoJobPayload = JobPayload<typeof QUEUES.video>;
