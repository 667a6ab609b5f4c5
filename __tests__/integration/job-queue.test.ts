import 'next-test-api-route-handler';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ZodError } from 'zod';
import { createPostgresDatabase } from '@/lib/db/postgres-database';
import { JOB_SCHEMA, getJobQueue } from '@/lib/jobs/get-job-queue';
import { QUEUES } from '@/lib/jobs/queues';
import { runNextJob } from '@/lib/jobs/run-job';
import { sendJob } from '@/lib/jobs/send-job';
import { pause, wakeOnAnnouncedJobs } from '@/lib/jobs/wake-workers';
import { registerProApiHooks } from '@/lib/pro-api/register-pro-api-hooks';
import { createLocalEngine } from '@/lib/studio/engines/local-engine';
import { adoptUnqueuedRenders } from '@/lib/studio/lifecycle/adopt-unqueued-renders';
import { runNextRender } from '@/lib/studio/lifecycle/run-next-render';
import { enqueuePeriodicJobs } from '@/lib/workers/enqueue-periodic-jobs';
import { runDueJobs } from '@/lib/workers/run-due-jobs';
import * as cronRoute from '@/pages/api/cron/jobs';
import * as rendersRoute from '@/pages/api/renders/index';
import * as trialRendersRoute from '@/pages/api/trial/renders/index';
import * as trialUploads from '@/pages/api/trial/uploads';
import * as apiRendersRoute from '@/pages/api/v1/renders/index';
import { bearer, createKey, renderForm, roomPhoto } from './helpers/api-client';
import { callRoute } from './helpers/call-route';
import { leaseLapses, takeJobAndDie } from './helpers/dead-worker';
import { startLocalWebServer } from './helpers/local-web-server';
import { signUpUser } from './helpers/sign-up';
import { setupTestDatabase } from './helpers/test-database';
import { uploadImage } from './helpers/upload-image';

const CRON_SECRET = 'cron-secret-for-tests';
let receiver: Awaited<ReturnType<typeof startLocalWebServer>>;
const received: { id: string; event: string }[] = [];

// Registered before the database helper's own beforeAll, so the config it reads already has them.
beforeAll(async () => {
  receiver = await startLocalWebServer({
    '/hook': (req, res) => {
      received.push({
        id: String(req.headers['roomcraft-webhook-id']),
        event: String(req.headers['roomcraft-event']),
      });
      res.writeHead(200).end();
    },
  });
  Object.assign(process.env, {
    STORAGE_DIR: mkdtempSync(path.join(tmpdir(), 'roomcraft-jobs-')),
    CRON_SECRET,
    OUTBOUND_ALLOWED_ORIGINS: receiver.url,
  });
});
const t = setupTestDatabase();
afterAll(() => receiver.close());
// As the server's start-up does.
beforeAll(registerProApiHooks);

type User = Awaited<ReturnType<typeof signUpUser>>;
const engine = createLocalEngine();

async function render(user: User, style = 'modern'): Promise<string> {
  const imageId = await uploadImage(user.jar, { width: 96, height: 64 });
  const res = await callRoute(
    rendersRoute,
    { method: 'POST', body: { imageId, tool: 'lighting', roomType: 'bedroom', style } },
    user.jar,
  );
  expect(res.status).toBe(202);
  return (res.body as { render: { id: string } }).render.id;
}

async function trialRender(): Promise<string> {
  const visitor = { jar: new Map<string, string>(), headers: { 'x-forwarded-for': '198.51.100.7' } };
  const imageId = await uploadImage(visitor.jar, {
    route: trialUploads,
    headers: visitor.headers,
    width: 96,
    height: 64,
  });
  const res = await callRoute(
    trialRendersRoute,
    {
      method: 'POST',
      headers: visitor.headers,
      body: { imageId, tool: 'lighting', roomType: 'bedroom', style: 'modern' },
    },
    visitor.jar,
  );
  expect(res.status).toBe(202);
  return (res.body as { render: { id: string } }).render.id;
}

const statusOf = async (id: string) =>
  (
    await t
      .db()
      .query<{ status: string }>('select status::text as status from public.renders where id = $1', [id])
  ).rows[0]!.status;

const drainRenders = async () => {
  const order: string[] = [];
  for (;;) {
    const before = await t
      .db()
      .query<{ id: string }>(`select id from public.renders where status = 'succeeded'`);
    if ((await runNextRender(engine)) === 'idle') return order;
    const after = await t
      .db()
      .query<{ id: string }>(`select id from public.renders where status = 'succeeded'`);
    const done = new Set(before.rows.map((row) => row.id));
    order.push(...after.rows.map((row) => row.id).filter((id) => !done.has(id)));
  }
};

describe('the job queue', () => {
  it('runs subscribers first, then free accounts, then trials, taking turns between owners', async () => {
    const subscriber = await signUpUser('jobs-subscriber@example.com');
    await t
      .db()
      .query(`insert into public.subscriptions (id, user_id, status) values ('sub_jobs_1', $1, 'active')`, [
        subscriber.id,
      ]);
    const busy = await signUpUser('jobs-busy@example.com');
    await t.db().query('update public.users set monthly_quota = null where id = $1', [busy.id]);
    const other = await signUpUser('jobs-other@example.com');

    // Queued in this order: the trial first, the busy account's backlog, another account, a subscriber last.
    const trial = await trialRender();
    const busy1 = await render(busy);
    const busy2 = await render(busy);
    const busy3 = await render(busy);
    const other1 = await render(other);
    const sub1 = await render(subscriber);

    expect(await drainRenders()).toEqual([sub1, busy1, other1, busy2, busy3, trial]);
  });

  it('never lets a starting worker take a job whose lease is live, and gives up a render that kills every worker', async () => {
    const user = await signUpUser('jobs-poison@example.com');
    const id = await render(user);
    const units = async () =>
      (
        await t
          .db()
          .query<{ n: number }>(
            'select coalesce(sum(renders), 0)::int as n from public.usage where user_id = $1',
            [user.id],
          )
      ).rows[0]!.n;
    expect(await units()).toBe(1);
    // Each attempt's worker dies holding it; the queue tries twice more, then gives the render up.
    for (let attempt = 0; attempt < 3; attempt++) {
      const dead = await takeJobAndDie(QUEUES.render);
      expect(dead.job.retryCount).toBe(attempt);
      await t
        .db()
        .query(`update public.renders set status = 'processing', lease = $2 where id = $1`, [
          id,
          dead.lease.token,
        ]);
      expect(await runNextRender(engine)).toBe('idle');
      await leaseLapses(t.db(), QUEUES.render, dead);
    }
    expect(await runNextRender(engine)).toBe('idle');
    const ran = await runDueJobs(10_000);
    expect(ran[QUEUES.renderGaveUp]).toBe(1);
    expect(await statusOf(id)).toBe('failed');
    expect(await units()).toBe(0);
  });

  it('queues renders left without a job, once', async () => {
    const user = await signUpUser('jobs-adopt@example.com');
    const id = await render(user);
    // A render from before the queue: in progress, with no job of its own.
    await t.db().query(`update public.renders set status = 'processing', lease = null where id = $1`, [id]);
    // The periodic reconciliation (which ran in the last minute already, so it is called here) gives it one.
    expect(await adoptUnqueuedRenders()).toBe(1);
    expect(await adoptUnqueuedRenders()).toBe(0);
    await runDueJobs(10_000);
    expect(await statusOf(id)).toBe('succeeded');
    const { rows } = await t
      .db()
      .query<{ n: number }>(
        `select count(*)::int as n from ${JOB_SCHEMA}.job where name = $1 and data->>'renderId' = $2`,
        [QUEUES.render, id],
      );
    // The job it was created with (which then found the render no longer its own), and the one it was given.
    expect(rows[0]!.n).toBe(2);
  });

  it('sends each periodic job once per period, whoever asks', async () => {
    const boss = await getJobQueue();
    await runDueJobs(10_000);
    expect(await enqueuePeriodicJobs(boss)).toEqual([]);
    // Counted per period (the job's slot): on a loaded machine the run can cross into the next minute, whose slot
    // rightly gets a job of its own.
    const { rows } = await t.db().query<{ name: string; most: number }>(
      `select name, max(n)::int as most from (
         select name, singleton_on, count(*) as n from ${JOB_SCHEMA}.job
         where name = any($1) group by name, singleton_on) per_period
       group by name order by name`,
      [[QUEUES.reconcileRenders, QUEUES.trialPurge, QUEUES.retention]],
    );
    expect(rows).toEqual([
      { name: QUEUES.reconcileRenders, most: 1 },
      { name: QUEUES.retention, most: 1 },
      { name: QUEUES.trialPurge, most: 1 },
    ]);
  });

  it('nudges the webhook job when an API render finishes, which delivers its webhook', async () => {
    const developer = await signUpUser('jobs-webhooks@example.com');
    const { key } = await createKey(developer.jar);
    const res = await callRoute(apiRendersRoute, {
      method: 'POST',
      form: renderForm(await roomPhoto(), {
        tool: 'lighting',
        room_type: 'bedroom',
        style: 'modern',
        webhook_url: `${receiver.url}/hook`,
      }),
      headers: bearer(key),
    });
    expect(res.status).toBe(202);
    const renderId = (res.body as { id: string }).id;
    expect(await runNextRender(engine)).toBe('rendered');
    const ran = await runDueJobs(10_000);
    expect(ran[QUEUES.webhooks]).toBeGreaterThanOrEqual(1);
    const { rows } = await t
      .db()
      .query<{ id: string; status: string }>(
        'select id, status from public.api_webhook_deliveries where render_id = $1',
        [renderId],
      );
    expect(rows).toEqual([{ id: expect.any(String), status: 'delivered' }]);
    expect(received).toEqual([{ id: rows[0]!.id, event: 'render.succeeded' }]);
  });

  it('runs due jobs from the cron entry point only for the cron secret', async () => {
    const user = await signUpUser('jobs-cron@example.com');
    const id = await render(user);
    expect((await callRoute(cronRoute)).status).toBe(401);
    const wrong = await callRoute(cronRoute, { headers: { authorization: 'Bearer not-it' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ error: 'not_authenticated' });
    expect(await statusOf(id)).toBe('queued');

    const res = await callRoute(cronRoute, {
      method: 'POST',
      headers: { authorization: `Bearer ${CRON_SECRET}` },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ran: { [QUEUES.render]: 1 } });
    expect(await statusOf(id)).toBe('succeeded');
  });

  it("wakes another process's idle workers when a job is committed, not before", async () => {
    // On PostgreSQL the workers' process is stood for by a second database object with a listener of its own; the
    // embedded database belongs to this process, which hears its own announcements.
    const workers = process.env.TEST_DATABASE_URL
      ? createPostgresDatabase(process.env.DATABASE_URL!, process.env.DATABASE_URL)
      : t.db();
    const idle = new AbortController();
    // Gives up well within the test's time limit, so a lost announcement fails below instead of hanging.
    const giveUp = setTimeout(() => idle.abort(), 30_000);
    try {
      // Every queue is woken once the listener is in place (announcements before it may have been missed).
      const listening = pause(600_000, idle.signal, QUEUES.webhooks);
      await wakeOnAnnouncedJobs(workers);
      await listening;

      let woken = false;
      const waiting = pause(600_000, idle.signal, QUEUES.webhooks).then(() => (woken = true));
      await getJobQueue();
      await t.db().transaction(async (tx) => {
        expect(await sendJob(QUEUES.webhooks, {}, { tx })).toEqual(expect.any(String));
        await tx.query('select 1');
        expect(woken).toBe(false);
      });
      // Resolved by the announcement alone: nothing here wakes this process's workers directly.
      await waiting;
      expect(idle.signal.aborted).toBe(false);
    } finally {
      clearTimeout(giveUp);
      idle.abort();
      if (workers !== t.db()) await workers.close();
    }
  });

  it("refuses to send a job its queue's payload schema does not describe, and never hands one that got in to its handler", async () => {
    const boss = await getJobQueue();
    const videoJobs = async () =>
      (
        await t
          .db()
          .query<{ n: number }>(`select count(*)::int as n from ${JOB_SCHEMA}.job where name = $1`, [
            QUEUES.video,
          ])
      ).rows[0]!.n;
    const before = await videoJobs();
    // A render's payload on the video queue, an id that is not one, a payload without its job (the types refuse
    // each of them too: sent as any code that got past them would).
    const malformed = [
      { renderId: randomUUID(), jobId: randomUUID() },
      { videoId: 'video-1', jobId: randomUUID() },
      { videoId: randomUUID() },
    ];
    for (const payload of malformed) {
      await expect(sendJob(QUEUES.video, payload as never)).rejects.toBeInstanceOf(ZodError);
    }
    expect(await videoJobs()).toBe(before);

    // Sent past sendJob, straight to the queue: the attempt fails without its handler ever running.
    const id = await boss.send(QUEUES.video, { videoId: 42 });
    const handled: unknown[] = [];
    expect(
      await runNextJob(boss, QUEUES.video, async (payload) => {
        handled.push(payload);
      }),
    ).toBe(true);
    expect(handled).toEqual([]);
    expect((await boss.getJobById(QUEUES.video, id!))?.state).toBe('retry');
  });
});
