import 'next-test-api-route-handler';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import pg from 'pg';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JOB_SCHEMA } from '@/lib/jobs/get-job-queue';
import { createLocalEngine } from '@/lib/studio/engines/local-engine';
import { toModelImage } from '@/lib/studio/engines/replicate/model-image';
import { openIntent } from '@/lib/studio/engines/replicate/prediction-intents';
import {
  ROOM_RECHECK_SECONDS,
  retakeRoomInput,
  roomInput,
} from '@/lib/studio/engines/replicate/room-reference';
import { runNextRender } from '@/lib/studio/lifecycle/run-next-render';
import { cancelRender } from '@/lib/studio/lifecycle/cancel-render';
import { claimRender } from '@/lib/studio/lifecycle/claim-render';
import { getStorage } from '@/lib/studio/storage/get-storage';
import * as batchesRoute from '@/pages/api/batches/index';
import { callRoute } from './helpers/call-route';
import { signUpUser } from './helpers/sign-up';
import { setupTestDatabase } from './helpers/test-database';
import { uploadImage } from './helpers/upload-image';

beforeAll(() => {
  process.env.STORAGE_DIR = mkdtempSync(path.join(tmpdir(), 'roomcraft-room-reference-'));
});
const t = setupTestDatabase();
const itOnPostgres = process.env.TEST_DATABASE_URL ? it : it.skip;

/** A model input that takes several images (google/nano-banana's shape), and one that takes one. */
const SEVERAL = { prompt: 'A furnished living room', image_input: ['data:image/jpeg;base64,photo'] };
const ONE = { prompt: 'A furnished living room', image: 'data:image/jpeg;base64,photo' };

type Row = { id: string; lease: string; status: string; batch_position: number };
const rendersOf = async (batchId: string) =>
  (
    await t
      .db()
      .query<Row>(
        'select id, lease, status::text as status, batch_position from public.renders where batch_id = $1 order by batch_position',
        [batchId],
      )
  ).rows;
/** Takes a render for the job its lease names, as the worker that fetched that job would. */
const claim = async (row: Row) => {
  const jobId = row.lease.split(':')[0]!;
  return claimRender(row.id, { jobId, attempt: 0, token: `${jobId}:0` }, 'replicate');
};

async function listing(email: string, tools: string[]) {
  const user = await signUpUser(email);
  await t.db().query('update public.users set monthly_quota = 20 where id = $1', [user.id]);
  const photos = [];
  for (const tool of tools)
    photos.push({
      imageId: await uploadImage(user.jar, { width: 160, height: 120 }),
      tool,
      roomType: 'living_room',
      roomGroup: 1,
    });
  const res = await callRoute(
    batchesRoute,
    { method: 'POST', body: { style: 'modern', photos }, sameOrigin: true },
    user.jar,
  );
  expect(res.status).toBe(202);
  return { batchId: (res.body as { batch: { id: string } }).batch.id, userId: user.id };
}

describe("a hosted render of a listing room's later photo", () => {
  it('waits in the queue, not in a worker, until the first is staged, then sends it as a second image', async () => {
    const { batchId } = await listing('room-reference@example.com', ['virtual-staging', 'virtual-staging']);
    const [first, second] = await rendersOf(batchId);

    // A model that takes one image has no use for the reference: the photo goes at once, as it is.
    const claimed = (await claim(second!))!;
    const alone = await roomInput(claimed, ONE);
    expect(alone).not.toBe('deferred');
    expect((alone as (input: object) => object)(ONE)).toEqual(ONE);

    // One that takes several waits for the room's first: back in the queue under a new job, due a little later.
    expect(await roomInput(claimed, SEVERAL)).toBe('deferred');
    const [, waiting] = await rendersOf(batchId);
    expect(waiting!.status).toBe('queued');
    const newJob = waiting!.lease.split(':')[0]!;
    expect(newJob).not.toBe(second!.lease.split(':')[0]);
    const { rows: jobs } = await t.db().query<{ wait: number; state: string }>(
      `select extract(epoch from start_after - now())::float8 as wait, state::text as state
         from ${JOB_SCHEMA}.job where id = $1`,
      [newJob],
    );
    expect(jobs[0]!.state).toBe('created');
    expect(jobs[0]!.wait).toBeGreaterThan(ROOM_RECHECK_SECONDS - 5);
    // The attempt that deferred no longer holds the render: its job's later work changes nothing.
    expect(await claim(second!)).toBeNull();
    // Asked again by the attempt that no longer holds it, nothing changes: no job of its own, no prediction.
    expect(await roomInput(claimed, SEVERAL)).toBe('deferred');
    expect((await rendersOf(batchId))[1]!.lease).toBe(waiting!.lease);

    // A retake (made while its webhook waits) never waits for the room's first: it goes alone while that is not ready.
    const retakeBefore = await retakeRoomInput({ id: second!.id, tool: 'virtual-staging' }, SEVERAL);
    expect(retakeBefore(SEVERAL)).toEqual(SEVERAL);
    expect((await rendersOf(batchId))[1]!.lease).toBe(waiting!.lease);

    // The first is staged (by the local engine here); the second, not yet due, is left alone meanwhile.
    const engine = createLocalEngine();
    while ((await runNextRender(engine)) === 'rendered') {
      // Until nothing is due.
    }
    const [staged, stillWaiting] = await rendersOf(batchId);
    expect([staged!.status, stillWaiting!.status]).toEqual(['succeeded', 'queued']);

    const input = await roomInput((await claim(waiting!))!, SEVERAL);
    expect(input).not.toBe('deferred');
    const sent = (input as (input: object) => { image_input: string[]; prompt: string })(SEVERAL);
    const { rows } = await t
      .db()
      .query<{ key: string }>(`select unwatermarked_outputs ->> 0 as key from public.renders where id = $1`, [
        first!.id,
      ]);
    // The photo first, then the room's first staged, without its mark.
    expect(sent.image_input).toEqual([
      SEVERAL.image_input[0],
      await toModelImage((await getStorage().get(rows[0]!.key))!.data),
    ]);
    expect(sent.prompt).toMatch(
      /^A furnished living room\. The second image is this same room already furnished/,
    );
    // A retake of the second, once the first is ready, is sent with the same reference.
    const retake = await retakeRoomInput({ id: second!.id, tool: 'virtual-staging' }, SEVERAL);
    expect(retake(SEVERAL)).toEqual(sent);
  });

  it('goes alone when the first was cancelled, took too long, does not furnish, or its job already asked', async () => {
    const { batchId, userId } = await listing('room-alone@example.com', [
      'virtual-staging',
      'virtual-staging',
      'virtual-staging',
      'lighting',
      'virtual-staging',
    ]);
    const [first, second, third, fourth, fifth] = await rendersOf(batchId);
    const goesAlone = async (row: Row) => {
      const input = await roomInput((await claim(row))!, SEVERAL);
      expect(input).not.toBe('deferred');
      expect((input as (input: object) => object)(SEVERAL)).toEqual(SEVERAL);
    };
    // A lighting photo is not furnished like its room.
    await goesAlone(fourth!);
    // An earlier holder of this job already asked Replicate: the render stays with the job that asked.
    await openIntent(await t.db(), second!.id, second!.lease.split(':')[0]!, 0);
    await goesAlone(second!);
    // Waited long enough: staged alone rather than never.
    await t
      .db()
      .query(`update public.renders set created_at = now() - interval '16 minutes' where id = $1`, [
        third!.id,
      ]);
    await goesAlone(third!);
    // The first was cancelled: there is nothing to follow.
    await cancelRender(userId, first!.id);
    await goesAlone(fifth!);
  });

  itOnPostgres('goes on in one attempt only when a takeover and the deferring holder meet', async () => {
    const { batchId } = await listing('room-race@example.com', ['virtual-staging', 'virtual-staging']);
    const [, second] = await rendersOf(batchId);
    const jobId = second!.lease.split(':')[0]!;
    const holder = (await claimRender(second!.id, { jobId, attempt: 0, token: `${jobId}:0` }, 'replicate'))!;

    // The render's row is locked until the holder (sending the photo back to wait for its room) and a later attempt
    // of its job (the queue gave up on the holder, which is still alive) both wait on it.
    const locker = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await locker.connect();
    let outcome: [Awaited<ReturnType<typeof roomInput>>, Awaited<ReturnType<typeof claimRender>>];
    try {
      await locker.query('begin');
      await locker.query('select 1 from public.renders where id = $1 for update', [second!.id]);
      const both = Promise.all([
        roomInput(holder, SEVERAL),
        claimRender(second!.id, { jobId, attempt: 1, token: `${jobId}:1` }, 'replicate'),
      ]);
      for (let i = 0; ; i++) {
        const { rows } = await t.db().query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity
           where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if (rows[0]!.n >= 2) break;
        if (i > 400) throw new Error('the two attempts never waited on the render together');
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      await locker.query('commit');
      outcome = await both;
    } finally {
      await locker.end();
    }
    const [forRoom, takenOver] = outcome;
    // The holder never goes on to ask Replicate: it sent the render back, or no longer holds it.
    expect(forRoom).toBe('deferred');
    const { rows: jobs } = await t
      .db()
      .query<{ id: string }>(
        `select id::text from ${JOB_SCHEMA}.job where data ->> 'renderId' = $1 and id <> $2`,
        [second!.id, jobId],
      );
    const [, after] = await rendersOf(batchId);
    // Exactly one of them owns the render now: the job it was sent back under, or the attempt that took over.
    if (takenOver) {
      expect(jobs).toEqual([]);
      expect([after!.status, after!.lease]).toEqual(['processing', `${jobId}:1`]);
    } else {
      expect(jobs).toHaveLength(1);
      expect([after!.status, after!.lease]).toEqual(['queued', `${jobs[0]!.id}:queued`]);
    }
  });
});
