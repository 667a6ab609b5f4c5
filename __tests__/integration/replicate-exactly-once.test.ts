import 'next-test-api-route-handler';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { refundCharge } from '@/lib/allowances/refund-charge';
import { JOB_SCHEMA, getJobQueue } from '@/lib/jobs/get-job-queue';
import { QUEUES } from '@/lib/jobs/queues';
import type { RenderEngine } from '@/lib/studio/engines/render-engine';
import { createReplicateEngine } from '@/lib/studio/engines/replicate/replicate-engine';
import { giveUpRender } from '@/lib/studio/lifecycle/give-up-render';
import { runNextRender } from '@/lib/studio/lifecycle/run-next-render';
import { sweepStrandedRenders } from '@/lib/studio/lifecycle/sweep-stranded-renders';
import * as cancelRoute from '@/pages/api/renders/[id]/cancel';
import * as renderRoute from '@/pages/api/renders/[id]/index';
import * as retryRoute from '@/pages/api/renders/[id]/retry';
import * as rendersRoute from '@/pages/api/renders/index';
import * as webhookRoute from '@/pages/api/webhooks/replicate';
import { callRoute } from './helpers/call-route';
import { type ClusterProcess, startWorker, waitForOutput } from './helpers/cluster-process';
import { type FakeReplicate, startFakeReplicate } from './helpers/fake-replicate';
import { expectLedgerToMatchCounters } from './helpers/ledger-matches-counters';
import { signUpUser } from './helpers/sign-up';
import { setupTestDatabase } from './helpers/test-database';
import { webRendersUsed } from './helpers/web-renders-used';
import { testPhoto, uploadImage } from './helpers/upload-image';

/**
 * Hosted renders are charged once and never stranded: predictions belong to the attempt that made them, a worker
 * that dies between asking Replicate and recording the answer never leads to a second paid prediction, renders whose
 * jobs are exhausted are ended and refunded once. Against a local server speaking Replicate's API with real webhook
 * signatures; the deaths are real child processes killed with SIGKILL (PostgreSQL only: the embedded database
 * belongs to one process).
 */
const TOKEN = 'r8_exactly_once_token';
const SECRET = `whsec_${Buffer.from('replicate-exactly-once-signing-key').toString('base64')}`;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const itOnPostgres = onPostgres ? it : it.skip;

let replicate: FakeReplicate;
const children: ClusterProcess[] = [];

beforeAll(async () => {
  replicate = await startFakeReplicate(TOKEN, SECRET);
  Object.assign(process.env, {
    REPLICATE_API_TOKEN: TOKEN,
    REPLICATE_WEBHOOK_SIGNING_SECRET: SECRET,
    REPLICATE_API_BASE: `${replicate.url}/v1`,
    STORAGE_DIR: mkdtempSync(path.join(tmpdir(), 'roomcraft-exactly-once-')),
  });
});
const t = setupTestDatabase();
afterAll(async () => {
  await Promise.all(children.map((child) => child.kill()));
  await replicate.close();
});

type User = Awaited<ReturnType<typeof signUpUser>>;
type Render = { id: string; status: string; outputs: string[] };

/** What a model that kept the room sends back: the photo's structure, its wall in another colour. */
const resultImage = () => testPhoto(300, 200, '#a08060');
const read = async (user: User, id: string) =>
  ((await callRoute(renderRoute, { query: { id } }, user.jar)).body as { render: Render }).render;
const deliver = (delivery: {
  rawBody: string;
  headers: Record<string, string>;
  query?: Record<string, string>;
}) => callRoute(webhookRoute, { method: 'POST', ...delivery });
const predictionsAtReplicate = (renderIntents: string[]) =>
  [...replicate.predictions.values()].filter((p) =>
    renderIntents.some((intent) => p.webhook?.endsWith(`intent=${intent}`)),
  );
const intentsOf = async (renderId: string) =>
  (
    await t
      .db()
      .query<{ intent_id: string; job_id: string; prediction_id: string | null }>(
        'select intent_id, job_id, prediction_id from public.render_predictions where render_id = $1 order by created_at',
        [renderId],
      )
  ).rows;
const used = (userId: string) => webRendersUsed(t.db(), userId);

async function queueRender(user: User, body: Record<string, unknown> = {}): Promise<string> {
  const imageId = await uploadImage(user.jar, { width: 300, height: 200 });
  const res = await callRoute(
    rendersRoute,
    {
      method: 'POST',
      body: { imageId, tool: 'redesign', roomType: 'living_room', style: 'japandi', ...body },
    },
    user.jar,
  );
  expect(res.status).toBe(202);
  return (res.body as { render: Render }).render.id;
}

async function render(engine: RenderEngine = createReplicateEngine()) {
  expect(await runNextRender(engine)).toBe('rendered');
}

describe('hosted renders, exactly once', () => {
  it('starts fresh predictions on a retry, and an earlier attempt’s late answer changes nothing', async () => {
    const user = await signUpUser('once-retry@example.com');
    const id = await queueRender(user, { variants: 2 });
    await render();
    const first = await intentsOf(id);
    expect(first).toHaveLength(2);
    // One variant fails: the render fails, is refunded, and the other variant is cancelled at Replicate.
    replicate.finish(first[0]!.prediction_id!, { status: 'failed', error: 'CUDA out of memory' });
    await deliver(replicate.delivery(first[0]!.prediction_id!));
    expect((await read(user, id)).status).toBe('failed');
    expect(await used(user.id)).toBe(0);

    expect((await callRoute(retryRoute, { method: 'POST', query: { id } }, user.jar)).status).toBe(202);
    await render();
    const all = await intentsOf(id);
    expect(all).toHaveLength(4);
    const retried = all.filter((row) => row.job_id !== first[0]!.job_id);
    expect(retried.map((row) => row.prediction_id)).not.toContain(null);
    expect(retried.map((row) => row.prediction_id)).not.toContain(first[1]!.prediction_id);

    // The earlier attempt's other variant reports late, even as a success: the retry is not touched.
    const late = replicate.predictions.get(first[1]!.prediction_id!)!;
    late.status = 'processing';
    replicate.finish(late.id, { status: 'succeeded', image: await resultImage() });
    expect((await deliver(replicate.delivery(late.id))).body).toMatchObject({ outcome: 'stale' });
    const lateFailure = replicate.predictions.get(first[0]!.prediction_id!)!;
    expect((await deliver(replicate.delivery(lateFailure.id))).body).toMatchObject({ outcome: 'stale' });
    expect((await read(user, id)).status).toBe('processing');

    for (const row of retried) {
      replicate.finish(row.prediction_id!, { status: 'succeeded', image: await resultImage() });
      await deliver(replicate.delivery(row.prediction_id!));
    }
    const done = await read(user, id);
    expect(done.status).toBe('succeeded');
    expect(done.outputs).toHaveLength(2);
    expect(await used(user.id)).toBe(2);
  });

  it('cancels a prediction still running for a render that has ended', async () => {
    const user = await signUpUser('once-ended@example.com');
    const id = await queueRender(user);
    await render();
    const [row] = await intentsOf(id);
    expect((await callRoute(cancelRoute, { method: 'POST', query: { id } }, user.jar)).status).toBe(200);
    // Replicate did not take the cancel (it was starting): its next webhook finds the render ended.
    const prediction = replicate.predictions.get(row!.prediction_id!)!;
    prediction.status = 'processing';
    expect((await deliver(replicate.delivery(prediction.id))).body).toMatchObject({ outcome: 'stale' });
    expect(prediction.status).toBe('canceled');
    expect((await read(user, id)).status).toBe('canceled');
  });

  it('cancels the predictions of a render given up after every attempt died', async () => {
    const user = await signUpUser('once-given-up@example.com');
    const id = await queueRender(user, { variants: 2 });
    await render();
    const rows = await intentsOf(id);
    expect(rows).toHaveLength(2);
    const predictions = rows.map((row) => replicate.predictions.get(row.prediction_id!)!);
    expect(predictions.map((p) => p.status)).toEqual(['starting', 'starting']);
    // The give-up job of the attempt that made them: the render fails, refunded, and Replicate stops both.
    await giveUpRender({ renderId: id, jobId: rows[0]!.job_id });
    expect((await read(user, id)).status).toBe('failed');
    expect(await used(user.id)).toBe(0);
    expect(predictions.map((p) => p.status)).toEqual(['canceled', 'canceled']);
  });

  it('cancels the predictions of an unfinished render its owner deletes', async () => {
    const user = await signUpUser('once-deleted@example.com');
    const id = await queueRender(user);
    const other = await queueRender(user);
    await render();
    await render();
    const [row] = await intentsOf(id);
    const [kept] = await intentsOf(other);
    expect((await callRoute(renderRoute, { method: 'DELETE', query: { id } }, user.jar)).status).toBe(200);
    expect(replicate.predictions.get(row!.prediction_id!)!.status).toBe('canceled');
    // Only that render's: another render of the same owner keeps drawing.
    expect(replicate.predictions.get(kept!.prediction_id!)!.status).toBe('starting');
    expect(await used(user.id)).toBe(1);
  });

  it('accepts a webhook whatever the size of the input it echoes', async () => {
    const user = await signUpUser('once-large@example.com');
    const id = await queueRender(user);
    await render();
    const [row] = await intentsOf(id);
    const prediction = replicate.predictions.get(row!.prediction_id!)!;
    // Our photo and mask as data URIs of up to 1 MB each, as Replicate sends them back.
    prediction.input = { ...prediction.input, image: `data:image/jpeg;base64,${'A'.repeat(1_000_000)}` };
    prediction.input.mask = prediction.input.image;
    replicate.finish(prediction.id, { status: 'succeeded', image: await resultImage() });
    const delivery = replicate.delivery(prediction.id);
    expect(delivery.rawBody.length).toBeGreaterThan(2_000_000);
    const answer = await deliver(delivery);
    expect([answer.status, answer.body]).toEqual([200, { received: true, outcome: 'completed' }]);
    expect((await read(user, id)).status).toBe('succeeded');
  });

  it('never refunds one charge twice', async () => {
    const user = await signUpUser('once-refund@example.com');
    const id = await queueRender(user);
    const { rows } = await t
      .db()
      .query<{ charge_id: string }>('select charge_id::text from public.renders where id = $1', [id]);
    const charge = rows[0]!.charge_id;
    expect(await used(user.id)).toBe(1);
    const refunds = await t
      .db()
      .transaction(async (tx) => [
        await refundCharge(tx, charge, 'canceled'),
        await refundCharge(tx, charge, 'failed'),
      ]);
    expect(refunds).toEqual([true, false]);
    expect(await used(user.id)).toBe(0);
    // The database itself refuses a second refund row of the same charge.
    await expect(
      t.db().query(
        `insert into private.allowance_ledger (allowance, user_id, period, amount, reason, refund_of)
           select allowance, user_id, period, -amount, 'again', id from private.allowance_ledger where id = $1`,
        [charge],
      ),
    ).rejects.toThrow(/duplicate key|unique/);
  });

  it('ends a render whose job the queue no longer holds, refunded once, and leaves live ones alone', async () => {
    const user = await signUpUser('once-stranded@example.com');
    const stranded = await queueRender(user);
    const alive = await queueRender(user);
    expect(await used(user.id)).toBe(2);
    await t.db().query(
      `delete from ${JOB_SCHEMA}.job where name = $1 and id = (select split_part(lease, ':', 1)::uuid
         from public.renders where id = $2)`,
      [QUEUES.render, stranded],
    );
    expect(await sweepStrandedRenders()).toBe(1);
    expect(await sweepStrandedRenders()).toBe(0);
    expect((await read(user, stranded)).status).toBe('failed');
    expect((await read(user, alive)).status).toBe('queued');
    expect(await used(user.id)).toBe(1);
  });

  it('ends a render whose job and give-up job used every try', async () => {
    const user = await signUpUser('once-exhausted@example.com');
    const id = await queueRender(user);
    const boss = await getJobQueue();
    // Every try of the job dies, then every try of its give-up job: nothing will move the render again.
    for (const queue of [QUEUES.render, QUEUES.renderGaveUp]) {
      for (;;) {
        await t.db().query(`update ${JOB_SCHEMA}.job set start_after = now() where name = $1`, [queue]);
        const [job] = await boss.fetch(queue);
        if (!job) break;
        await boss.fail(queue, job.id, { message: 'died' });
      }
    }
    expect((await read(user, id)).status).toBe('queued');
    // The other suites' renders still waiting were given up the same way (fetch takes whichever job is due).
    expect(await sweepStrandedRenders()).toBeGreaterThanOrEqual(1);
    expect(await sweepStrandedRenders()).toBe(0);
    expect((await read(user, id)).status).toBe('failed');
    expect(await used(user.id)).toBe(0);
  });

  itOnPostgres(
    'a worker killed between creating a prediction and recording it: the next attempt adopts it from its webhook',
    async () => {
      const user = await signUpUser('once-killed@example.com');
      const id = await killedBetweenCreateAndRecord(user, 'worker');
      const [intent] = await intentsOf(id);
      expect(intent!.prediction_id).toBeNull();
      const created = predictionsAtReplicate([intent!.intent_id]);
      expect(created).toHaveLength(1);

      await leaseLapses(id);
      // The next attempt waits for the intent; the prediction's start webhook attaches it meanwhile.
      const takeover = render(createReplicateEngine({ intentWaitSeconds: 60 }));
      await waitForAsk(intent!.intent_id);
      expect((await deliver(replicate.delivery(created[0]!.id))).body).toMatchObject({ outcome: 'pending' });
      await takeover;
      expect(predictionsAtReplicate([intent!.intent_id])).toHaveLength(1);

      replicate.finish(created[0]!.id, { status: 'succeeded', image: await resultImage() });
      await deliver(replicate.delivery(created[0]!.id));
      expect((await read(user, id)).status).toBe('succeeded');
      expect(await used(user.id)).toBe(1);
    },
  );

  itOnPostgres(
    'a worker killed between creating a prediction and recording it, its webhook lost: the copy is cancelled',
    async () => {
      const user = await signUpUser('once-killed-lost@example.com');
      const id = await killedBetweenCreateAndRecord(user, 'worker-lost');
      const [intent] = await intentsOf(id);
      const [lost] = predictionsAtReplicate([intent!.intent_id]);

      await leaseLapses(id);
      // Nothing was heard of the first creation within the wait: the next attempt asks again, under the same intent.
      await render(createReplicateEngine({ intentWaitSeconds: 0 }));
      const both = predictionsAtReplicate([intent!.intent_id]);
      expect(both).toHaveLength(2);
      const kept = (await intentsOf(id))[0]!.prediction_id!;
      expect(kept).not.toBe(lost!.id);

      // The first creation's webhook comes late: it is the copy, and it is cancelled before anyone pays for it.
      expect((await deliver(replicate.delivery(lost!.id))).body).toMatchObject({ outcome: 'duplicate' });
      expect(replicate.predictions.get(lost!.id)!.status).toBe('canceled');
      replicate.finish(kept, { status: 'succeeded', image: await resultImage() });
      await deliver(replicate.delivery(kept));
      expect((await read(user, id)).status).toBe('succeeded');
      expect(await used(user.id)).toBe(1);
    },
  );

  itOnPostgres('refunds a charge once when two refunds of it run at the same moment', async () => {
    const user = await signUpUser('once-refund-race@example.com');
    const id = await queueRender(user);
    const { rows } = await t
      .db()
      .query<{ charge_id: string }>('select charge_id::text from public.renders where id = $1', [id]);
    const first = new pg.Client({ connectionString: process.env.DATABASE_URL });
    const second = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await Promise.all([first.connect(), second.connect()]);
    try {
      await first.query('begin');
      await second.query('begin');
      const one = await first.query('select private.refund_charge($1, $2) as refunded', [
        rows[0]!.charge_id,
        'failed',
      ]);
      // The second waits on the first's uncommitted refund row (the barrier): both have read "not refunded yet".
      const pid = (await second.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
      const other = second.query('select private.refund_charge($1, $2) as refunded', [
        rows[0]!.charge_id,
        'canceled',
      ]);
      for (let i = 0; ; i++) {
        const waiting = await t
          .db()
          .query(`select 1 from pg_stat_activity where pid = $1 and wait_event_type = 'Lock'`, [pid]);
        if (waiting.rows.length > 0) break;
        if (i > 400) throw new Error('the second refund never waited on the first');
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      await first.query('commit');
      const two = await other;
      await second.query('commit');
      expect([one.rows[0].refunded, two.rows[0].refunded]).toEqual([true, false]);
    } finally {
      await Promise.all([first.end(), second.end()]);
    }
    expect(await used(user.id)).toBe(0);
  });

  it('leaves every allowance counter equal to its ledger', async () => {
    await expectLedgerToMatchCounters(t.db());
  });
});

function workerEnv(): Record<string, string> {
  return {
    DATABASE_URL: process.env.DATABASE_URL!,
    STORAGE_DIR: process.env.STORAGE_DIR!,
    ALLOW_LOCAL_PROVIDERS: '1',
    NEXT_PUBLIC_SITE_URL: 'http://127.0.0.1:3812/',
    REPLICATE_API_TOKEN: TOKEN,
    REPLICATE_WEBHOOK_SIGNING_SECRET: SECRET,
    REPLICATE_API_BASE: `${replicate.url}/v1`,
  };
}

/**
 * A real `npm run worker` takes the user's next render and is killed with SIGKILL the moment "Replicate" has created
 * its prediction, before the worker hears the answer: the intent is recorded, the prediction is not. Returns the
 * render's id.
 */
async function killedBetweenCreateAndRecord(user: User, name: string): Promise<string> {
  const worker = startWorker(name, workerEnv());
  children.push(worker);
  await waitForOutput(worker, 'running jobs');
  replicate.onCreate(() => worker.kill());
  try {
    const id = await queueRender(user);
    await worker.exited;
    return id;
  } finally {
    replicate.onCreate(null);
  }
}

/** What the queue's monitor does once the dead worker's heartbeat has lapsed, here at once. */
async function leaseLapses(renderId: string): Promise<void> {
  const boss = await getJobQueue();
  const { rows } = await t
    .db()
    .query<{ job_id: string }>(
      `select split_part(lease, ':', 1) as job_id from public.renders where id = $1`,
      [renderId],
    );
  await boss.fail(QUEUES.render, rows[0]!.job_id, { message: 'heartbeat lapsed' });
  await t.db().query(`update ${JOB_SCHEMA}.job set start_after = now() where id = $1`, [rows[0]!.job_id]);
}

/** Until the taking-over attempt has read the intent (its claim moved the render to the new attempt). */
async function waitForAsk(intentId: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const { rows } = await t.db().query(
      `select 1 from public.render_predictions p join public.renders r on r.id = p.render_id
       where p.intent_id = $1 and split_part(r.lease, ':', 2) = '1'`,
      [intentId],
    );
    if (rows.length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the next attempt never took the render');
}
