/**
 * GET /api/me for a signed-in user at 50 concurrent connections against the production server (`npm start`,
 * `next start`), on the embedded database and on PostgreSQL, each beside the floor of the same server in the same run: a
 * static file, which Next answers without any of our code. Target: /api/me p99 ≤ 1.5 × the floor on both. The two are measured in alternating rounds
 * so that both meet the same moments of a shared machine, and the medians of the rounds' p99s are compared.
 * `/api/plans`, an API route answered from memory, is measured in the same rounds as a reference: what any API
 * route costs above the static file here, before any database work.
 * On PostgreSQL the server LISTENs on the database it is given (DATABASE_LISTEN_URL, as a deployment with a direct
 * connection does), so it keeps /api/me's answers like the embedded one.
 * BENCH_PORT moves the servers' port (several checkouts on one machine); BENCH_DATABASE_URL names the PostgreSQL
 * server on which a database is created for the run and dropped after it.
 */
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { migrate } from '../../lib/db/migrate';
import { createPostgresDatabase } from '../../lib/db/postgres-database';
import { benchAccount } from './bench-account';
import { startServer, waitFor200 } from './server';

const PORT = Number(process.env.BENCH_PORT ?? 3320);
const POSTGRES_SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export type ApiMeFigures = {
  database: 'embedded' | 'PostgreSQL';
  connections: number;
  /** Median over the rounds. */
  floorP99Ms: number;
  /** /api/plans, the reference API route. */
  routeP99Ms: number;
  meP99Ms: number;
  meP50Ms: number;
  meRequestsPerSecond: number;
  /** /api/me p99 over the floor's. */
  ratio: number;
  /**
   * The server's CPU time (user and system) per request, median over the rounds, in µs: what each kind of request
   * costs the one thread that answers them all, far steadier on a shared machine than any p99.
   */
  floorCpuUs: number | null;
  routeCpuUs: number | null;
  meCpuUs: number | null;
  errors: number;
};

/** The CPU time a process has used so far, in ms (Linux; null elsewhere). Clock ticks are 10 ms on Linux. */
function cpuMs(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function measure(
  database: ApiMeFigures['database'],
  extraEnv: Record<string, string>,
  { connections, seconds, rounds }: { connections: number; seconds: number; rounds: number },
): Promise<ApiMeFigures> {
  const server = startServer(PORT, extraEnv);
  try {
    await waitFor200(`${server.url}/api/health`);
    const { cookie } = await benchAccount(server.url, `bench-${Date.now()}@example.com`);
    const floor = { url: `${server.url}/favicon.svg` };
    const route = { url: `${server.url}/api/plans` };
    const me = { url: `${server.url}/api/me`, headers: { cookie } };
    // Warm each (compiled handlers, prepared plans, the access token's key) before measuring.
    for (const target of [floor, route, me]) await autocannon({ ...target, connections: 10, duration: 3 });
    const floors: autocannon.Result[] = [];
    const routes: autocannon.Result[] = [];
    const mes: autocannon.Result[] = [];
    const cpu = { floor: [] as number[], route: [] as number[], me: [] as number[] };
    const run = async (target: autocannon.Options, results: autocannon.Result[], cpuUs: number[]) => {
      const before = cpuMs(server.process.pid);
      const result = await autocannon({ ...target, connections, duration: seconds });
      const after = cpuMs(server.process.pid);
      results.push(result);
      if (before !== null && after !== null) cpuUs.push(((after - before) * 1000) / result.requests.total);
    };
    for (let round = 0; round < rounds; round += 1) {
      await run(floor, floors, cpu.floor);
      await run(route, routes, cpu.route);
      await run(me, mes, cpu.me);
    }
    const cpuMedian = (values: number[]) => (values.length ? Math.round(median(values)) : null);
    const floorP99Ms = median(floors.map((r) => r.latency.p99));
    const meP99Ms = median(mes.map((r) => r.latency.p99));
    return {
      database,
      connections,
      floorP99Ms,
      routeP99Ms: median(routes.map((r) => r.latency.p99)),
      meP99Ms,
      meP50Ms: median(mes.map((r) => r.latency.p50)),
      meRequestsPerSecond: Math.round(median(mes.map((r) => r.requests.average))),
      ratio: Math.round((meP99Ms / floorP99Ms) * 100) / 100,
      floorCpuUs: cpuMedian(cpu.floor),
      routeCpuUs: cpuMedian(cpu.route),
      meCpuUs: cpuMedian(cpu.me),
      errors: [...floors, ...routes, ...mes].reduce((sum, r) => sum + r.errors + r.non2xx, 0),
    };
  } finally {
    await server.stop();
  }
}

/** A fresh database on the PostgreSQL server, migrated as a deploy does (`npm run db:migrate`), dropped after `fn`. */
async function withPostgresDatabase<T>(fn: (url: string) => Promise<T>): Promise<T> {
  const name = `roomcraft_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_SERVER });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(POSTGRES_SERVER);
    url.pathname = `/${name}`;
    const database = createPostgresDatabase(url.toString());
    await migrate(database);
    await database.close();
    return await fn(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

export async function apiMeLoad(connections = 50, seconds = 10, rounds = 3): Promise<ApiMeFigures[]> {
  const options = { connections, seconds, rounds };
  const embedded = await measure('embedded', {}, options);
  const postgres = await withPostgresDatabase((url) =>
    measure('PostgreSQL', { DATABASE_URL: url, DATABASE_LISTEN_URL: url }, options),
  );
  return [embedded, postgres];
}

if (require.main === module) {
  apiMeLoad().then((rows) => {
    for (const r of rows)
      console.log(
        `/api/me at ${r.connections} connections, ${r.database}: p99 ${r.meP99Ms} ms / static file p99 ${r.floorP99Ms} ms = ${r.ratio} (target ≤ 1.5); p50 ${r.meP50Ms} ms, ${r.meRequestsPerSecond} req/s; /api/plans p99 ${r.routeP99Ms} ms = ${Math.round((r.routeP99Ms / r.floorP99Ms) * 100) / 100}; server CPU per request: static file ${r.floorCpuUs} µs, /api/plans ${r.routeCpuUs} µs, /api/me ${r.meCpuUs} µs${r.meCpuUs && r.floorCpuUs ? ` = ${Math.round((r.meCpuUs / r.floorCpuUs) * 100) / 100} ×` : ''}; errors ${r.errors}`,
      );
  });
}
