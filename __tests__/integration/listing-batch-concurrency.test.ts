import 'next-test-api-route-handler';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as batchesRoute from '@/pages/api/batches/index';
import { callRoute } from './helpers/call-route';
import { signUpUser } from './helpers/sign-up';
import { expectLedgerToMatchCounters } from './helpers/ledger-matches-counters';
import { setupTestDatabase } from './helpers/test-database';
import { uploadImage } from './helpers/upload-image';

/*
 * Run on PostgreSQL (TEST_DATABASE_URL) these race for real: each request and each transaction has its own
 * connection. On the embedded database they take turns, and the outcomes must be the same.
 */
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
  it('never spends more than the quota: each batch is paid whole or refused whole', async () => {
    const user = await signUpUser('batch-race@example.com');
    await t.db().query('update public.users set monthly_quota = 10 where id = $1', [user.id]);
    const image = await uploadImage(user.jar, { width: 96, height: 64 });

    const answers = await Promise.all(Array.from({ length: 8 }, () => post(user, batchOf(image, 3))));
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

  it('finishes a batch exactly once when its last two photos end at the same moment', async () => {
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

    // Two workers end the two photos: the first has not committed when the second ends its own.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let firstUpdated!: () => void;
    const updated = new Promise<void>((resolve) => (firstUpdated = resolve));
    const end = `update public.renders set status = 'failed', error = 'lost', finished_at = now() where id = $1`;
    const first = t.db().transaction(async (tx) => {
      await tx.query(end, [renders[0]!.id]);
      firstUpdated();
      await gate;
    });
    await updated;
    const second = t.db().transaction((tx) => tx.query(end, [renders[1]!.id]));
    await new Promise((resolve) => setTimeout(resolve, 200));
    release();
    await Promise.all([first, second]);

    const { rows } = await t.db().query<{ status: string; webhooks: number }>(
      `select status, (select count(*) from public.api_webhook_deliveries where batch_id = $1)::int as webhooks
       from public.listing_batches where id = $1`,
      [batchId],
    );
    expect(rows[0]).toEqual({ status: 'finished', webhooks: 1 });
  });
});

describe('the allowance ledger', () => {
  it('leaves every allowance counter equal to its ledger', async () => {
    await expectLedgerToMatchCounters(t.db());
  });
});
