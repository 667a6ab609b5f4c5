import '@/lib/server-only';
import type { Queue } from 'pg-boss';

/**
 * How long a claimed job stays its worker's without a heartbeat. The worker extends it every half of this while it
 * works; once it lapses (the process died or hung), the queue's monitor hands the job to the next attempt, which
 * any live worker then takes. With the monitor running every MONITOR_SECONDS, a dead holder's job is free again
 * within LEASE_SECONDS + MONITOR_SECONDS (30 s), and taken within one poll after that.
 */
export const LEASE_SECONDS = 20;
export const MONITOR_SECONDS = 10;

export const QUEUES = {
  /** One render: the local engine draws it, or the Replicate engine starts its predictions. */
  render: 'render',
  /** A render whose attempts all died with their workers (it crashes them): it is failed and refunded. */
  renderGaveUp: 'render-gave-up',
  video: 'video',
  videoGaveUp: 'video-gave-up',
  /** Sends every due outgoing webhook (the rows are the outbox; a job is the nudge to drain it). */
  webhooks: 'webhooks',
  /** Queues renders left without a job (from before the queue existed) and polls Replicate for lost webhooks. */
  reconcileRenders: 'reconcile-renders',
  trialPurge: 'trial-purge',
  retention: 'retention',
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/** A job that died with its worker is tried again after a short, growing pause; a third death gives it up. */
const LEASED: Omit<Queue, 'name'> = {
  heartbeatSeconds: LEASE_SECONDS,
  expireInSeconds: 15 * 60,
  retryLimit: 2,
  retryDelay: 5,
  retryBackoff: true,
  retryDelayMax: 60,
};

/** Periodic work: at most one waiting and one running across the fleet. */
const PERIODIC: Omit<Queue, 'name'> = { ...LEASED, policy: 'stately', retryLimit: 1 };

export const QUEUE_OPTIONS: Record<QueueName, Omit<Queue, 'name'>> = {
  [QUEUES.render]: { ...LEASED, deadLetter: QUEUES.renderGaveUp },
  [QUEUES.renderGaveUp]: { ...LEASED, retryLimit: 5 },
  [QUEUES.video]: { ...LEASED, deadLetter: QUEUES.videoGaveUp },
  [QUEUES.videoGaveUp]: { ...LEASED, retryLimit: 5 },
  // One waiting nudge is enough however many renders finish meanwhile: it drains them all.
  [QUEUES.webhooks]: { ...LEASED, policy: 'short' },
  [QUEUES.reconcileRenders]: PERIODIC,
  [QUEUES.trialPurge]: PERIODIC,
  [QUEUES.retention]: PERIODIC,
};

/** Dead-letter queues first: a queue that names one needs it to exist. */
export const QUEUE_CREATION_ORDER: QueueName[] = [
  QUEUES.renderGaveUp,
  QUEUES.videoGaveUp,
  ...Object.values(QUEUES).filter((name) => !name.endsWith('-gave-up')),
];

/** How often each periodic job is due (one per period across every process). */
export const PERIODIC_SECONDS: Partial<Record<QueueName, number>> = {
  [QUEUES.webhooks]: 60,
  [QUEUES.reconcileRenders]: 60,
  [QUEUES.trialPurge]: 3600,
  [QUEUES.retention]: 3600,
};
