/**
 * One job-worker process of the queue benchmark: `scripts/worker.ts` (`npm run worker`) with the fixed-time engine
 * in place of the configured one. Arguments: the render time in ms and the engine's name.
 */
import { closeDb, getDb } from '@/lib/db/get-db';
import { registerProApiHooks } from '@/lib/pro-api/register-pro-api-hooks';
import { startJobWorkers } from '@/lib/workers/start-job-workers';
import { fixedTimeEngine } from './fixed-time-engine';

async function main() {
  const [renderMs, name] = process.argv.slice(2);
  await getDb();
  registerProApiHooks();
  const workers = await startJobWorkers(fixedTimeEngine(Number(renderMs), name ?? 'fixed-time'));
  console.log('ready');
  process.once('SIGTERM', () => {
    void workers
      .stop()
      .then(closeDb)
      .then(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
