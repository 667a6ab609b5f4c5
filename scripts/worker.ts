/**
 * `npm run worker`: a process that runs the job workers alone (renders, videos, webhooks, reconciliation, purges),
 * beside web instances started with JOB_WORKERS=off, all on one PostgreSQL. SIGTERM or SIGINT lets the jobs in hand
 * finish, then exits; a job cut off by a harder stop is taken over by another worker once its lease lapses.
 */
import { closeDb, getDb } from '@/lib/db/get-db';
import { EnvError, getServerEnv } from '@/lib/env';
import { registerProApiHooks } from '@/lib/pro-api/register-pro-api-hooks';
import { startJobWorkers } from '@/lib/workers/start-job-workers';

async function main() {
  let env;
  try {
    env = getServerEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(`[worker] configuration error: ${error.message}`);
    process.exit(1);
  }
  if (env.adapters.database === 'pglite') {
    console.error(
      '[worker] a separate worker needs DATABASE_URL (PostgreSQL): the embedded database belongs to the one process ' +
        'that opened it, and `npm run dev` or `npm start` already runs the workers in that process.',
    );
    process.exit(1);
  }
  await getDb();
  registerProApiHooks();
  const workers = await startJobWorkers();
  console.log(`[worker] running jobs (pid ${process.pid})`);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[worker] ${signal}: finishing the jobs in hand`);
    await workers.stop();
    await closeDb();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error('[worker] failed to start', error);
  process.exit(1);
});
