import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { JOB_SCHEMA } from '@/lib/jobs/get-job-queue';
import { LEASE_SECONDS, MONITOR_SECONDS, QUEUES } from '@/lib/jobs/queues';
import {
  type ClusterProcess,
  startWebInstance,
  startWorker,
  waitForOutput,
  waitUntilServing,
} from './helpers/cluster-process';
import { startLocalWebServer } from './helpers/local-web-server';
import { setupTestDatabase } from './helpers/test-database';

/**
 * Roomcraft as a fleet: two production web instances (`npm start`) and one `npm run worker` process, real child
 * processes on one PostgreSQL database and one storage folder. The worker is killed with SIGKILL in the middle of a
 * render and both web instances are restarted one after the other (the first comes back running job workers), while
 * renders and API renders with webhooks are in flight. PostgreSQL only: the embedded database belongs to one process.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const describeOnPostgres = onPostgres ? describe : describe.skip;

const STUDIO_RENDERS = 8;
const API_RENDERS = 4;
/** A dead holder's job is free again after its lease and one monitor pass; one poll and some slack on top. */
const TAKEOVER_LIMIT_MS = (LEASE_SECONDS + MONITOR_SECONDS + 15) * 1000;

let receiver: Awaited<ReturnType<typeof startLocalWebServer>>;
const processes: ClusterProcess[] = [];
let env: Record<string, string> = {};

beforeAll(async () => {
  if (!onPostgres) return;
  receiver = await startLocalWebServer({ '/hook': (_req, res) => res.writeHead(200).end() });
  process.env.STORAGE_DIR = mkdtempSync(path.join(tmpdir(), 'roomcraft-cluster-'));
});
const t = setupTestDatabase();
beforeAll(() => {
  if (!onPostgres) return;
  env = {
    DATABASE_URL: process.env.DATABASE_URL!,
    STORAGE_DIR: process.env.STORAGE_DIR!,
    ALLOW_LOCAL_PROVIDERS: '1',
    NEXT_PUBLIC_SITE_URL: 'http://127.0.0.1:3811/',
    OUTBOUND_ALLOWED_ORIGINS: receiver.url,
  };
});
afterAll(async () => {
  await Promise.all(processes.map((proc) => proc.kill()));
  await receiver?.close();
});

function web(name: string, port: number, extra: Record<string, string>) {
  const proc = startWebInstance(name, port, { ...env, ...extra });
  processes.push(proc);
  return { proc, url: `http://127.0.0.1:${port}` };
}

function worker(name: string) {
  const proc = startWorker(name, env);
  processes.push(proc);
  return proc;
}

async function photo(): Promise<Blob> {
  const data = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#9a8f80' } })
    .composite([
      {
        input: { create: { width: 500, height: 380, channels: 3, background: '#445566' } },
        left: 150,
        top: 500,
      },
    ])
    .jpeg()
    .toBuffer();
  return new Blob([new Uint8Array(data)], { type: 'image/jpeg' });
}

async function call(url: string, init: RequestInit & { cookie?: string } = {}) {
  const res = await fetch(url, {
    ...init,
    headers: { ...init.headers, ...(init.cookie ? { cookie: init.cookie } : {}) },
  });
  const body = (await res.json()) as Record<string, unknown>;
  return {
    status: res.status,
    body,
    cookies: res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; '),
  };
}

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

async function waitFor<T>(what: string, read: () => Promise<T | null>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== null) return value;
    if (Date.now() > deadline) {
      throw new Error(
        `${what} did not happen within ${timeoutMs} ms\n${processes.map((p) => `--- ${p.name}\n${p.output()}`).join('\n')}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describeOnPostgres('a fleet of web instances and workers on one PostgreSQL', () => {
  it('renders everything exactly once through a SIGKILL mid-render and a rolling restart', async () => {
    const db = t.db();
    const a = web('web-a', 3811, { JOB_WORKERS: 'off' });
    const b = web('web-b', 3812, { JOB_WORKERS: 'off' });
    const w = worker('worker');
    await Promise.all([
      waitUntilServing(a.url, a.proc),
      waitUntilServing(b.url, b.proc),
      waitForOutput(w, '[worker] running jobs'),
    ]);

    // An account (with room for all these renders) and an API key, through web A.
    const signup = await call(
      `${a.url}/api/auth/signup`,
      json({ email: 'fleet@example.com', password: 'password-123' }),
    );
    expect(signup.status).toBe(201);
    const signin = await call(
      `${a.url}/api/auth/signin`,
      json({ email: 'fleet@example.com', password: 'password-123' }),
    );
    expect(signin.status).toBe(200);
    const cookie = signin.cookies;
    const userId = (signin.body.user as { id: string }).id;
    await db.query('update public.users set monthly_quota = null where id = $1', [userId]);

    // Web B knows the session web A made (one database), and answers /api/me with the headers Next gives the others.
    const me = await call(`${b.url}/api/me`, { cookie });
    expect(me.status).toBe(200);
    expect((me.body.user as { id: string }).id).toBe(userId);
    const headersOf = async (path: string) =>
      (await fetch(`${b.url}${path}`, { headers: { cookie } })).headers;
    const [meHeaders, plansHeaders] = [await headersOf('/api/me'), await headersOf('/api/plans')];
    for (const name of ['content-security-policy', 'x-frame-options', 'strict-transport-security']) {
      expect([name, meHeaders.get(name)]).toEqual([name, plansHeaders.get(name)]);
      expect(meHeaders.get(name)).toBeTruthy();
    }
    const key = await call(`${a.url}/api/api-keys`, { ...json({ name: 'fleet' }), cookie });
    expect(key.status).toBe(201);
    const apiKey = String(key.body.key);

    // Renders asked of both instances, alternately.
    const ids: string[] = [];
    for (let i = 0; i < STUDIO_RENDERS; i++) {
      const base = i % 2 ? b.url : a.url;
      const form = new FormData();
      form.append('kind', 'photo');
      form.append('file', await photo(), 'room.jpg');
      const upload = await call(`${base}/api/uploads`, { method: 'POST', body: form, cookie });
      expect(upload.status).toBe(201);
      const imageId = (upload.body.image as { id: string }).id;
      const created = await call(`${base}/api/renders`, {
        ...json({ imageId, tool: 'redesign', roomType: 'bedroom', style: 'japandi' }),
        cookie,
      });
      expect(created.status).toBe(202);
      ids.push((created.body.render as { id: string }).id);
    }
    const apiIds: string[] = [];
    for (let i = 0; i < API_RENDERS; i++) {
      const form = new FormData();
      for (const [name, value] of Object.entries({
        tool: 'redesign',
        room_type: 'living_room',
        style: 'coastal',
        webhook_url: `${receiver.url}/hook`,
      }))
        form.append(name, value);
      form.append('image', await photo(), 'room.jpg');
      const created = await call(`${i % 2 ? b.url : a.url}/api/v1/renders`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${apiKey}` },
      });
      expect(created.status).toBe(202);
      apiIds.push(String(created.body.id));
    }

    // The worker dies in the middle of a render: it is the only process running jobs, so it holds that one.
    const held = await waitFor(
      'a render in progress',
      async () =>
        (
          await db.query<{ id: string; lease: string }>(
            `select id, lease from public.renders where status = 'processing' limit 1`,
          )
        ).rows[0] ?? null,
      60_000,
    );
    await w.kill();
    const killedAt = Date.now();

    // Rolling restart: A comes back running job workers; a starting process leaves the live lease alone. The new
    // instance starts before the old one stops, as a rolling restart does, so the lease is still live when it does.
    const a2 = web('web-a2', 3813, { JOB_WORKERS: 'on' });
    await waitUntilServing(a2.url, a2.proc);
    const right = await db.query<{ status: string; lease: string }>(
      'select status::text as status, lease from public.renders where id = $1',
      [held.id],
    );
    // What the row shows proves something only while the dead worker's lease was live: a restart slower than the
    // lease fails the test instead of leaving the check out.
    const restartMs = Date.now() - killedAt;
    if (restartMs >= LEASE_SECONDS * 1000) {
      throw new Error(
        `web-a2 served ${restartMs} ms after the worker died, past its ${LEASE_SECONDS} s lease: whether a starting process leaves a live lease alone went unchecked\n${a2.proc.output()}`,
      );
    }
    expect(right.rows[0]).toEqual({ status: 'processing', lease: held.lease });
    await a.proc.stop();
    await b.proc.stop();
    const b2 = web('web-b2', 3814, { JOB_WORKERS: 'off' });
    await waitUntilServing(b2.url, b2.proc);

    // The dead worker's render is taken over within its lease and one monitor pass.
    const takenOver = await waitFor(
      'the takeover of the dead worker’s render',
      async () =>
        (
          await db.query<{ lease: string }>(
            `select lease from public.renders where id = $1 and lease <> $2`,
            [held.id, held.lease],
          )
        ).rows[0] ?? null,
      TAKEOVER_LIMIT_MS + 5000,
    );
    expect(Date.now() - killedAt).toBeLessThanOrEqual(TAKEOVER_LIMIT_MS);
    expect(takenOver.lease.split(':')[0]).toBe(held.lease.split(':')[0]);

    // Everything finishes, each once.
    const all = [...ids, ...apiIds];
    await waitFor(
      'every render to finish',
      async () => {
        const { rows } = await db.query<{ n: number }>(
          `select count(*)::int as n from public.renders where id = any($1) and status = 'succeeded'`,
          [all],
        );
        return rows[0]!.n === all.length ? true : null;
      },
      120_000,
    );
    const renders = await db.query<{ outputs: string[] }>(
      'select outputs from public.renders where id = any($1)',
      [all],
    );
    expect(renders.rows.every((row) => row.outputs.length === 1)).toBe(true);
    const usage = await db.query<{ renders: number; api_renders: number }>(
      'select renders, api_renders from public.usage where user_id = $1',
      [userId],
    );
    expect(usage.rows).toEqual([{ renders: STUDIO_RENDERS, api_renders: API_RENDERS }]);

    // Each API render's webhook arrives (at least once), always under its one delivery id.
    const deliveries = await waitFor(
      'every webhook to be delivered',
      async () => {
        const { rows } = await db.query<{ id: string; render_id: string; status: string }>(
          'select id, render_id, status from public.api_webhook_deliveries where render_id = any($1)',
          [apiIds],
        );
        return rows.length === API_RENDERS && rows.every((row) => row.status === 'delivered') ? rows : null;
      },
      60_000,
    );
    const received = receiver.received.filter((request) => request.path === '/hook');
    for (const delivery of deliveries) {
      const ofRender = received.filter(
        (request) => JSON.parse(request.body).data.render.id === delivery.render_id,
      );
      expect(ofRender.length).toBeGreaterThanOrEqual(1);
      expect(new Set(ofRender.map((request) => request.headers['roomcraft-webhook-id']))).toEqual(
        new Set([delivery.id]),
      );
    }

    // No job is left held: the dead worker's attempt was failed and retried, nothing is active.
    const active = await db.query<{ n: number }>(
      `select count(*)::int as n from ${JOB_SCHEMA}.job where state = 'active' and name = any($1)`,
      [[QUEUES.render, QUEUES.webhooks, QUEUES.video]],
    );
    expect(active.rows[0]!.n).toBe(0);
    for (const proc of processes) expect(proc.output()).not.toMatch(/configuration error|Unhandled/);
  }, 300_000);
});
