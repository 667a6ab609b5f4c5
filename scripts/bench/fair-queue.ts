/**
 * Fair scheduling: with 20 trial renders queued and the job workers busy on them, how long a subscriber's render
 * waits for a worker, as a ratio to one render's own time (the floor, measured in the same run). Runs the real job
 * workers of one process on an in-memory embedded database.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { syntheticRoom } from '../../__tests__/unit/helpers/synthetic-room';

export const FAIR_QUEUE_TARGET = 1.5;
const TRIALS = 20;

export type FairQueueResult = { renderMs: number; waitMs: number; ratio: number; queuedAhead: number };

export async function fairQueueWait(): Promise<FairQueueResult> {
  process.env.PGLITE_DATA_DIR = 'memory://';
  process.env.STORAGE_DIR = mkdtempSync(path.join(tmpdir(), 'roomcraft-bench-queue-'));
  const { closeDb, getDb } = await import('../../lib/db/get-db');
  const { createRender } = await import('../../lib/studio/lifecycle/create-render');
  const { createTrialRender } = await import('../../lib/studio/trial/create-trial-render');
  const { saveUpload } = await import('../../lib/studio/uploads/save-upload');
  const { startJobWorkers } = await import('../../lib/workers/start-job-workers');

  const db = await getDb();
  const photo = await syntheticRoom(1024, 768);
  const choices = { tool: 'redesign', roomType: 'living_room', style: 'japandi' } as const;
  const { rows } = await db.query<{ id: string }>(
    `insert into auth.users (email) values ('bench-subscriber@example.com') returning id`,
  );
  const subscriber = rows[0]!.id;
  await db.query(
    `insert into public.subscriptions (id, user_id, status) values ('sub_bench', $1, 'active')`,
    [subscriber],
  );
  await db.query('update public.users set monthly_quota = null where id = $1', [subscriber]);
  const subscriberRender = async () =>
    createRender(subscriber, {
      ...choices,
      imageId: (await saveUpload({ userId: subscriber }, photo, 'photo')).id,
    });

  const timesOf = async (id: string) =>
    (
      await db.query<{ queued_ms: number; render_ms: number }>(
        `select extract(epoch from started_at - created_at) * 1000 as queued_ms,
           extract(epoch from finished_at - started_at) * 1000 as render_ms
         from public.renders where id = $1 and status = 'succeeded'`,
        [id],
      )
    ).rows[0];
  const finished = async (id: string) => {
    for (;;) {
      const times = await timesOf(id);
      if (times) return times;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  const workers = await startJobWorkers();
  // The floor: one render alone, with the workers idle.
  const alone = await finished((await subscriberRender()).id);

  // Twenty visitors' photos, then their trial renders at once, then the subscriber's while the worker is busy.
  const trials: { visitorId: string; imageId: string }[] = [];
  for (let i = 0; i < TRIALS; i++) {
    const visitor = await db.query<{ id: string }>(
      'insert into private.trial_visitors (token_hash) values ($1) returning id',
      [randomBytes(16).toString('hex')],
    );
    const visitorId = visitor.rows[0]!.id;
    trials.push({ visitorId, imageId: (await saveUpload({ visitorId }, photo, 'photo')).id });
  }
  const nextPhoto = (await saveUpload({ userId: subscriber }, photo, 'photo')).id;
  for (const [i, { visitorId, imageId }] of trials.entries()) {
    await createTrialRender(visitorId, `198.51.100.${i + 1}`, { ...choices, imageId });
  }
  await new Promise((resolve) => setTimeout(resolve, alone.render_ms / 2));
  const ahead = await db.query<{ n: number }>(
    `select count(*)::int as n from public.renders where visitor_id is not null and status = 'queued'`,
  );
  const waited = await finished((await createRender(subscriber, { ...choices, imageId: nextPhoto })).id);
  await workers.stop();
  await closeDb();
  const ratio = Math.round((waited.queued_ms / alone.render_ms) * 100) / 100;
  return {
    renderMs: Math.round(alone.render_ms),
    waitMs: Math.round(waited.queued_ms),
    ratio,
    queuedAhead: ahead.rows[0]!.n,
  };
}
