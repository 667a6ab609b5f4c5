import 'next-test-api-route-handler';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as batchesRoute from '@/pages/api/batches/index';
import { callRoute } from './helpers/call-route';
import { signUpUser } from './helpers/sign-up';
import { expectLedgerToMatchCounters } from './helpers/ledger-matches-counters';
import { openBarrierClient, waitForLockWaiters } from './helpers/lock-barrier';
import { setupTestDatabase } from './helpers/test-database';
import { uploadImage } from './helpers/upload-image';

/*
 * These race for real on PostgreSQL (TEST_DATABASE_URL), where each request and each transaction has its own
 * connection: a lock held in the database keeps them together until every one of them waits on it. PGlite runs one
 * transaction at a time, so they are skipped there.
 */
const itOnPostgres = process.env.TEST_DATABASE_URL ? it : it.skip;
beforeAll(() => {
  process.env.STORAGE_DIR = mkdtempSync(path.join(tmpdir(), 'roomcraft-batch-race-'));
});
const t = setupTestDatabase();

type User = Awaited<ReturnType<typeof signUpUser>>;
const batchOf = (imageId: string, size: number) => ({
  style: 'modern',
  photos: Array.from({ length: size }, () => ({ imageId, tool: 'lighting', roomType: 'bedroom' })),
});
const post = (user: User, body: unknown) =>
  callRoute(batchesRoute, { method: 'POST', body, sameOrigin: true }, user.jar);

describe('listing batches under concurrency', () => {
  itOnPostgres('never spends more than the quota: each batch is paid whole or refused whole', async () => {
    const user = await signUpUser('batch-race@example.com');
    await t.db().query('update public.users set monthly_quota = 10 where id = $1', [user.id]);
    const image = await uploadImage(user.jar, { width: 96, height: 64 });
    const { rows: period } = await t.db().query<{ month: string }>(
      `insert into public.usage (user_id, month, renders) values ($1, date_trunc('month', now() at time zone 'utc'), 0)
         returning month::text`,
      [user.id],
    );

    // The month's usage row is held until all eight requests wait on it: each has found 10 units left before
    // its transaction, so only the take in the same statement as the check can stop the batches it cannot pay.
    // Eight, as each request holds one of the pool's ten connections while it waits.
    const barrier = await openBarrierClient();
    let answers;
    try {
      await barrier.query('begin');
      await barrier.query('select 1 from public.usage where user_id = $1 and month = $2 for update', [
        user.id,
        period[0]!.month,
      ]);
      const requests = Promise.all(Array.from({ length: 8 }, () => post(user, batchOf(image, 3))));
      await waitForLockWaiters(barrier, 8, ['insert into public.usage'], requests);
      await barrier.query('commit');
      answers = await requests;
    } finally {
      await barrier.end();
    }
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([202, 202, 202, 402, 402, 402, 402, 402]);
    for (const refused of answers.filter((res) => res.status === 402)) {
      expect((refused.body as { error: string }).error).toBe('batch_quota_exceeded');
      expect(refused.headers.get('x-quota-missing')).toBe('2');
    }
    const { rows } = await t.db().query<{ used: number; renders: number; batches: number }>(
      `select (select renders from public.usage where user_id = $1) as used,
         (select count(*) from public.renders where user_id = $1)::int as renders,
         (select count(*) from public.listing_batches where user_id = $1)::int as batches`,
      [user.id],
    );
    expect(rows[0]).toEqual({ used: 9, renders: 9, batches: 3 });
  });

  itOnPostgres('finishes a batch exactly once when its last two photos end at the same moment', async () => {
    const user = await signUpUser('batch-finish-race@example.com');
    const image = await uploadImage(user.jar, { width: 96, height: 64 });
    const created = await post(user, batchOf(image, 2));
    const batchId = (created.body as { batch: { id: string } }).batch.id;
    const { rows: renders } = await t
      .db()
      .query<{ id: string }>('select id from public.renders where batch_id = $1 order by batch_position', [
        batchId,
      ]);
    await t
      .db()
      .query(`update public.listing_batches set webhook_url = 'https://example.com/hook' where id = $1`, [
        batchId,
      ]);

    // Two workers end the two photos: the first has not committed when the second ends its own, and commits
    // only once the second waits on it (or, were the batch not locked, has gone through).
    const end = `update public.renders set status = 'failed', error = 'lost', finished_at = now() where id = $1`;
    const first = await openBarrierClient();
    try {
      await first.query('begin');
      await first.query(end, [renders[0]!.id]);
      const second = t.db().transaction((tx) => tx.query(end, [renders[1]!.id]));
      await waitForLockWaiters(first, 1, ['update public.renders'], second);
      await first.query('commit');
      await second;
    } finally {
      await first.end();
    }

    const { rows } = await t.db().query<{ status: string; webhooks: number }>(
      `select status, (select count(*) from public.api_webhook_deliveries where batch_id = $1)::int as webhooks
       from public.listing_batches where id = $1`,
      [batchId],
    );
    expect(rows[0]).toEqual({ status: 'finished', webhooks: 1 });
  });

  itOnPostgres('keeps a batch open when a photo is retried as its last other photo ends', async () => {
    const user = await signUpUser('batch-reopen-race@example.com');
    const image = await uploadImage(user.jar, { width: 96, height: 64 });
    const created = await post(user, batchOf(image, 2));
    const batchId = (created.body as { batch: { id: string } }).batch.id;
    const { rows: renders } = await t
      .db()
      .query<{ id: string }>('select id from public.renders where batch_id = $1 order by batch_position', [
        batchId,
      ]);
    await t
      .db()
      .query(`update public.listing_batches set webhook_url = 'https://example.com/hook' where id = $1`, [
        batchId,
      ]);
    await t
      .db()
      .query(
        `update public.renders set status = 'failed', error = 'lost', finished_at = now() where id = $1`,
        [renders[0]!.id],
      );

    // The failed photo goes back in the queue while the other one ends: the retry has not committed when the
    // other photo's end looks for photos still to render, and commits once that end waits on it.
    const retry = await openBarrierClient();
    try {
      await retry.query('begin');
      await retry.query(
        `update public.renders set status = 'queued', error = null, finished_at = null where id = $1`,
        [renders[0]!.id],
      );
      const other = t
        .db()
        .transaction((tx) =>
          tx.query(`update public.renders set status = 'succeeded', finished_at = now() where id = $1`, [
            renders[1]!.id,
          ]),
        );
      await waitForLockWaiters(retry, 1, ['update public.renders'], other);
      await retry.query('commit');
      await other;
    } finally {
      await retry.end();
    }

    const batch = async () =>
      (
        await t.db().query<{ status: string; webhooks: number }>(
          `select status, (select count(*) from public.api_webhook_deliveries where batch_id = $1)::int as webhooks
             from public.listing_batches where id = $1`,
          [batchId],
        )
      ).rows[0];
    expect(await batch()).toEqual({ status: 'processing', webhooks: 0 });
    await t
      .db()
      .query(`update public.renders set status = 'succeeded', finished_at = now() where id = $1`, [
        renders[0]!.id,
      ]);
    expect(await batch()).toEqual({ status: 'finished', webhooks: 1 });
  });
});

describe('the allowance ledger', () => {
  it('leaves every allowance counter equal to its ledger', async () => {
    await expectLedgerToMatchCounters(t.db());
  });
});
