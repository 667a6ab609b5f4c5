/**
 * Queue cost as work grows: 100, 1,000 and 2,000 renders queued at once on PostgreSQL, drained by two job-worker
 * processes (`npm run worker`'s code, one render slot each as with the local engine, listening for announced jobs
 * through DATABASE_LISTEN_URL) whose engine waits a fixed RENDER_MS per render and records it as the real engine
 * does. Everything between is the product's own path: `createRender` (quota, insert, the fair-share priority, the
 * job sent in the same transaction), pg-boss's fetch, `claimRender`, the lease-fenced finish, the finish hooks and
 * the job's completion.
 *
 * - Floor: the same number of renders, the same wait, two loops taking them from a list in memory (ideally
 *   renders × RENDER_MS / 2), measured in the same run just before the queued run.
 * - Throughput ratio: floor time / queued time, where queued time runs from the first render's insert to the last
 *   render's finish (the database's clock).
 * - Per-render queue overhead: enqueue-to-start minus the wait for a free worker. For a render R that worker W
 *   started, the wait for a free worker is max(0, W's previous finish − R's insert), so the overhead is
 *   R.started_at − max(R.created_at, W's previous finished_at): the hand-over from one render to the next (the
 *   finish's commit, the finish hooks, the job's completion, the fetch, the claim), or, for a render that found W
 *   idle, the time until W heard of it.
 *
 * `npx tsx scripts/bench/queue-cost.ts [depth …]` runs it alone (100, 1000 and 2000 unless named);
 * BENCH_DATABASE_URL names the server (a database is created on it and dropped afterwards).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import sharp from 'sharp';
import { migrate } from '../../lib/db/migrate';
import { createPostgresDatabase } from '../../lib/db/postgres-database';
import { workWithoutQueue } from './fixed-time-engine';

export const QUEUE_COST_TARGET = 0.85;
export const RENDER_MS = 100;
const WORKERS = 2;
/** Renders are spread round-robin over this many free accounts, as many people's renders would be. */
const ACCOUNTS = 20;
const DEPTHS = [100, 1000, 2000];

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export type QueueCostRun = {
  queued: number;
  floorMs: number;
  queuedMs: number;
  ratio: number;
  overheadP50Ms: number;
  overheadP95Ms: number;
  enqueueP50Ms: number;
  enqueueP95Ms: number;
  /** How many renders each worker ran. */
  perWorker: number[];
  /** The machine's one-minute load average when the run ended: the two cores are shared. */
  load: number;
};

const round = (n: number, places = 0) => Math.round(n * 10 ** places) / 10 ** places;
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function startWorker(name: string, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/bench/queue-cost-worker.ts', String(RENDER_MS), name],
    { env: { ...process.env, ...env }, cwd: process.cwd() },
  );
  child.stderr.on('data', (chunk: Buffer) => process.stderr.write(`[${name}] ${chunk.toString()}`));
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`${name} exited with ${code} before it was ready`)));
  });
}

function stopWorker(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

type Timed = { engine: string; created: number; started: number; finished: number };

/** Each render's enqueue-to-start less its wait for its worker to be free (see the header). */
function overheads(renders: Timed[]): number[] {
  const byWorker = new Map<string, Timed[]>();
  for (const render of renders) byWorker.set(render.engine, [...(byWorker.get(render.engine) ?? []), render]);
  return [...byWorker.values()].flatMap((own) =>
    own
      .sort((a, b) => a.started - b.started)
      .map(
        (render, i) => render.started - Math.max(render.created, i > 0 ? own[i - 1]!.finished : -Infinity),
      ),
  );
}

export async function queueCost(depths = DEPTHS): Promise<QueueCostRun[]> {
  const name = `roomcraft_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const env = {
    DATABASE_URL: url.toString(),
    STORAGE_DIR: mkdtempSync(path.join(tmpdir(), 'roomcraft-bench-queue-cost-')),
  };
  Object.assign(process.env, env);
  const database = createPostgresDatabase(url.toString());
  await migrate(database);
  await database.close();

  const { closeDb, getDb } = await import('../../lib/db/get-db');
  const { createRender } = await import('../../lib/studio/lifecycle/create-render');
  const { saveUpload } = await import('../../lib/studio/uploads/save-upload');
  const workers: ChildProcess[] = [];
  try {
    const db = await getDb();
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#9a8f80' } })
      .jpeg()
      .toBuffer();
    const accounts: { userId: string; imageId: string }[] = [];
    for (let i = 0; i < ACCOUNTS; i++) {
      const { rows } = await db.query<{ id: string }>(
        `insert into auth.users (email) values ($1) returning id`,
        [`bench-queue-${i}@example.com`],
      );
      const userId = rows[0]!.id;
      // A large allowance, not an unlimited plan: unlimited plans are held to fair use per hour.
      await db.query('update public.users set monthly_quota = 1000000 where id = $1', [userId]);
      accounts.push({ userId, imageId: (await saveUpload({ userId }, photo, 'photo')).id });
    }
    // The workers LISTEN for announced jobs over a direct connection, as a deployment with DATABASE_LISTEN_URL does.
    const workerEnv = { ...env, DATABASE_LISTEN_URL: env.DATABASE_URL };
    for (let i = 1; i <= WORKERS; i++) workers.push(await startWorker(`worker-${i}`, workerEnv));

    const runs: QueueCostRun[] = [];
    for (const queued of depths) {
      const floorMs = await workWithoutQueue(queued, WORKERS, RENDER_MS);
      const ids: string[] = [];
      const enqueueMs: number[] = [];
      for (let i = 0; i < queued; i++) {
        const { userId, imageId } = accounts[i % ACCOUNTS]!;
        const started = performance.now();
        const render = await createRender(userId, {
          imageId,
          tool: 'redesign',
          roomType: 'living_room',
          style: 'japandi',
        });
        enqueueMs.push(performance.now() - started);
        ids.push(render.id);
      }
      const deadline = Date.now() + queued * RENDER_MS * 3 + 60_000;
      for (;;) {
        const { rows } = await db.query<{ open: number; failed: number }>(
          `select count(*) filter (where status in ('queued', 'processing'))::int as open,
             count(*) filter (where status not in ('queued', 'processing', 'succeeded'))::int as failed
           from public.renders where id = any($1)`,
          [ids],
        );
        if (rows[0]!.failed > 0) throw new Error(`${rows[0]!.failed} renders did not succeed`);
        if (rows[0]!.open === 0) break;
        if (Date.now() > deadline) throw new Error(`${rows[0]!.open} of ${queued} renders still open`);
        await sleep(250);
      }
      const { rows } = await db.query<Timed>(
        `select engine, extract(epoch from created_at) * 1000 as created,
           extract(epoch from started_at) * 1000 as started, extract(epoch from finished_at) * 1000 as finished
         from public.renders where id = any($1)`,
        [ids],
      );
      const timed = rows.map((r) => ({
        engine: r.engine,
        created: Number(r.created),
        started: Number(r.started),
        finished: Number(r.finished),
      }));
      const queuedMs = Math.max(...timed.map((r) => r.finished)) - Math.min(...timed.map((r) => r.created));
      const overhead = overheads(timed);
      runs.push({
        queued,
        floorMs: round(floorMs),
        queuedMs: round(queuedMs),
        ratio: round(floorMs / queuedMs, 2),
        overheadP50Ms: round(percentile(overhead, 50), 1),
        overheadP95Ms: round(percentile(overhead, 95), 1),
        enqueueP50Ms: round(percentile(enqueueMs, 50), 1),
        enqueueP95Ms: round(percentile(enqueueMs, 95), 1),
        perWorker: [...new Set(timed.map((r) => r.engine))]
          .sort()
          .map((engine) => timed.filter((r) => r.engine === engine).length),
        load: round(loadavg()[0]!, 1),
      });
    }
    return runs;
  } finally {
    await Promise.all(workers.map(stopWorker));
    await closeDb();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

export function describeRun(run: QueueCostRun): string {
  return (
    `${run.floorMs} / ${run.queuedMs} ms = ${run.ratio}; overhead p50 ${run.overheadP50Ms} / p95 ` +
    `${run.overheadP95Ms} ms (${round(run.overheadP50Ms / RENDER_MS, 2)} / ${round(run.overheadP95Ms / RENDER_MS, 2)} × ` +
    `a render); enqueue p50 ${run.enqueueP50Ms} / p95 ${run.enqueueP95Ms} ms; per worker ${run.perWorker.join(' + ')}; load ${run.load}`
  );
}

/**
 * The bench in a process of its own: a process's server config is read once, and `npm run bench` has read it for
 * the embedded database by then (the fair-queue bench).
 */
export function queueCostApart(): Promise<QueueCostRun[]> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/queue-cost.ts', '--json'], {
    cwd: process.cwd(),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('close', (code) => {
      if (code === 0) resolve(JSON.parse(output.trim().split('\n').at(-1)!) as QueueCostRun[]);
      else reject(new Error(`the queue-cost bench exited with ${code}`));
    });
  });
}

if (require.main === module) {
  const json = process.argv.includes('--json');
  const asked = process.argv
    .slice(2)
    .filter((arg) => arg !== '--json')
    .map(Number);
  queueCost(asked.length > 0 ? asked : DEPTHS).then(
    (runs) => {
      if (json) console.log(JSON.stringify(runs));
      else {
        console.log(`queue cost, ${WORKERS} worker processes, renders of ${RENDER_MS} ms (PostgreSQL)`);
        for (const run of runs)
          console.log(`${String(run.queued).padStart(5)} queued: no queue / queued ${describeRun(run)}`);
      }
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
