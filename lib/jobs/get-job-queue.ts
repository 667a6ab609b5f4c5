import '@/lib/server-only';
import { PgBoss, fromPglite } from 'pg-boss';
import { beforeDbClose, getDb } from '@/lib/db/get-db';
import type { DatabaseConnection } from '@/lib/db/types';
import { MONITOR_SECONDS, QUEUE_CREATION_ORDER, QUEUE_OPTIONS, type QueueName } from './queues';

/** The queue's own schema, beside ours; pg-boss creates and migrates it itself on start. */
export const JOB_SCHEMA = 'pgboss';

// One queue client per process and database, kept on globalThis like the database itself so every server bundle
// (and a hot reload) shares it.
const globalForJobs = globalThis as typeof globalThis & {
  __roomcraftJobs?: Promise<PgBoss>;
  __roomcraftJobsStarted?: PgBoss;
};

function connectionOptions(connection: DatabaseConnection) {
  // The embedded database has one connection, shared with the app; PostgreSQL gets a small pool of its own, so a
  // worker's polling never waits behind the app's transactions.
  return connection.kind === 'pglite'
    ? { db: fromPglite(connection.pglite), backend: 'pglite' as const }
    : { connectionString: connection.connectionString, max: 4 };
}

/**
 * Creates the queue, or brings an existing one's options up to date (its policy is fixed once created). Two
 * processes starting together may both try to create it: the loser finds it made.
 */
async function ensureQueue(boss: PgBoss, name: QueueName): Promise<void> {
  const { policy: _policy, ...options } = QUEUE_OPTIONS[name];
  if (await boss.getQueue(name)) return boss.updateQueue(name, options);
  try {
    await boss.createQueue(name, QUEUE_OPTIONS[name]);
  } catch (error) {
    if (!(await boss.getQueue(name))) throw error;
  }
}

async function open(): Promise<PgBoss> {
  const db = await getDb();
  const boss = new PgBoss({
    ...connectionOptions(db.connection),
    schema: JOB_SCHEMA,
    application_name: 'roomcraft-jobs',
    // Periodic jobs are sent by whoever runs jobs (enqueuePeriodicJobs), so the cron needs no long-lived timer and
    // works the same from a serverless cron call.
    schedule: false,
    superviseIntervalSeconds: MONITOR_SECONDS,
    monitorIntervalSeconds: MONITOR_SECONDS,
  });
  boss.on('error', (error: Error) => console.error(`[jobs] ${error.message}`));
  await boss.start();
  for (const name of QUEUE_CREATION_ORDER) await ensureQueue(boss, name);
  globalForJobs.__roomcraftJobsStarted = boss;
  beforeDbClose(async () => {
    globalForJobs.__roomcraftJobs = undefined;
    globalForJobs.__roomcraftJobsStarted = undefined;
    await boss.stop({ graceful: false, close: true, timeout: 5000 });
  });
  return boss;
}

/** The process's job queue client, started (its schema migrated, our queues created) on first use. */
export function getJobQueue(): Promise<PgBoss> {
  globalForJobs.__roomcraftJobs ??= open().catch((error: unknown) => {
    globalForJobs.__roomcraftJobs = undefined;
    throw error;
  });
  return globalForJobs.__roomcraftJobs;
}

/**
 * The started client, for sending inside a transaction. On the embedded database a transaction holds its only
 * connection, so starting the queue from inside one would wait for itself: callers start it (getJobQueue) first.
 */
export function startedJobQueue(): PgBoss {
  const boss = globalForJobs.__roomcraftJobsStarted;
  if (!boss) throw new Error('The job queue is not started: await getJobQueue() before the transaction.');
  return boss;
}
