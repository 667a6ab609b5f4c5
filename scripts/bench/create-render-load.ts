/**
 * POST /api/renders under 50 concurrent connections: the request path of DESIGN §4 step 2 (validation, the atomic
 * quota statement and the insert in one transaction). Runs `npm start` on a fresh PostgreSQL database (the
 * production shape; the account's allowance is raised there so every request is a real acceptance, not a 402).
 */
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import sharp from 'sharp';
import { migrate } from '../../lib/db/migrate';
import { createPostgresDatabase } from '../../lib/db/postgres-database';
import { benchAccount } from './bench-account';
import { startServer, waitFor200 } from './server';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export async function createRenderLoad(connections = 50, amount = 1000) {
  const name = `roomcraft_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const db = new pg.Client({ connectionString: url.toString() });
  // A PostgreSQL database is migrated before the server starts, as a deploy does (`npm run db:migrate`).
  const database = createPostgresDatabase(url.toString());
  await migrate(database);
  await database.close();
  const server = startServer(3321, { DATABASE_URL: url.toString() });
  try {
    await waitFor200(`${server.url}/api/health`);

    const { cookie, userId } = await benchAccount(server.url, `bench-${Date.now()}@example.com`);
    await db.connect();
    await db.query('update public.users set monthly_quota = 1000000 where id = $1', [userId]);

    const photo = await sharp({ create: { width: 1024, height: 768, channels: 3, background: '#9a8f80' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'room.jpg');
    const upload = await fetch(`${server.url}/api/uploads`, {
      method: 'POST',
      headers: { cookie },
      body: form,
    });
    const imageId = ((await upload.json()) as { image: { id: string } }).image.id;

    const body = JSON.stringify({ imageId, tool: 'redesign', roomType: 'living_room', style: 'modern' });
    const request = {
      method: 'POST' as const,
      headers: { cookie, 'content-type': 'application/json' },
      body,
    };
    await autocannon({ url: `${server.url}/api/renders`, connections: 5, amount: 50, ...request });
    const result = await autocannon({ url: `${server.url}/api/renders`, connections, amount, ...request });
    return {
      connections,
      amount,
      requestsPerSecond: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      errors: result.errors + result.non2xx,
    };
  } finally {
    await server.stop();
    await db.end().catch(() => undefined);
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

if (require.main === module) {
  createRenderLoad().then((r) =>
    console.log(
      `POST /api/renders, ${r.amount} requests at ${r.connections} connections (PostgreSQL): ${r.requestsPerSecond} req/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, errors ${r.errors}`,
    ),
  );
}
