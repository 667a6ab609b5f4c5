import 'next-test-api-route-handler';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ZApiBatch } from '@/lib/pro-api/v1-batch-schemas';
import * as batchesRoute from '@/pages/api/v1/batches/index';
import * as rendersRoute from '@/pages/api/v1/renders/index';
import { bearer, createKey, roomPhoto } from './helpers/api-client';
import { callRoute } from './helpers/call-route';
import { startLocalWebServer } from './helpers/local-web-server';
import { signUpUser } from './helpers/sign-up';
import { expectLedgerToMatchCounters } from './helpers/ledger-matches-counters';
import { setupTestDatabase } from './helpers/test-database';

/*
 * Idempotency-Key on POST /api/v1/batches. Run on PostgreSQL (TEST_DATABASE_URL) the concurrent requests race for
 * real, each with its own connection; on the embedded database they take turns, and the outcomes must be the same.
 */
type Server = Awaited<ReturnType<typeof startLocalWebServer>>;
let web: Server;

beforeAll(async () => {
  const photo = await roomPhoto(160, 120);
  web = await startLocalWebServer({
    '/room.jpg': (_req, res) => res.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo),
  });
  process.env.STORAGE_DIR = mkdtempSync(path.join(tmpdir(), 'roomcraft-api-batch-keys-'));
  process.env.OUTBOUND_ALLOWED_ORIGINS = web.url;
});
const t = setupTestDatabase();
afterAll(() => web.close());

type Account = { id: string; key: string };
async function account(email: string): Promise<Account> {
  const user = await signUpUser(email);
  return { id: user.id, key: (await createKey(user.jar)).key };
}

const batchOf = (size: number, style = 'coastal') => ({
  style,
  photos: Array.from({ length: size }, () => ({
    image_url: `${web.url}/room.jpg`,
    tool: 'lighting',
    room_type: 'bedroom',
  })),
});
const post = (who: Account, body: unknown, key?: string) =>
  callRoute(batchesRoute, {
    method: 'POST',
    body,
    headers: { ...bearer(who.key), ...(key === undefined ? {} : { 'idempotency-key': key }) },
  });
const taken = async (who: Account) => {
  const { rows } = await t.db().query<{ used: number; batches: number; renders: number; images: number }>(
    `select coalesce((select sum(api_renders) from public.usage where user_id = $1), 0)::int as used,
       (select count(*) from public.listing_batches where user_id = $1)::int as batches,
       (select count(*) from public.renders where user_id = $1)::int as renders,
       (select count(*) from public.images where user_id = $1)::int as images`,
    [who.id],
  );
  return rows[0]!;
};

describe('Idempotency-Key on POST /api/v1/batches', () => {
  it('answers a repeat with the first batch, taking nothing again; another body with the key is refused', async () => {
    const who = await account('batch-key@example.com');
    const first = await post(who, batchOf(2), 'listing-4512');
    expect(first.status).toBe(202);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const batch = ZApiBatch.parse(first.body);
    const fetches = web.received.length;

    const again = await post(who, batchOf(2), 'listing-4512');
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.headers.get('location')).toBe(`/api/v1/batches/${batch.id}`);
    expect(ZApiBatch.parse(again.body).id).toBe(batch.id);
    // Nothing fetched, stored, queued or taken by the repeat.
    expect(web.received.length).toBe(fetches);
    expect(await taken(who)).toEqual({ used: 2, batches: 1, renders: 2, images: 2 });

    const other = await post(who, batchOf(2, 'japandi'), 'listing-4512');
    expect(other.status).toBe(409);
    expect((other.body as { error: string }).error).toBe('idempotency_key_reused');
    // A render's key is one request of the account too: it is not a batch's.
    const render = await callRoute(rendersRoute, {
      method: 'POST',
      body: { image_url: `${web.url}/room.jpg`, tool: 'lighting', room_type: 'bedroom', style: 'modern' },
      headers: { ...bearer(who.key), 'idempotency-key': 'render-1' },
    });
    expect(render.status).toBe(202);
    expect((await post(who, batchOf(1), 'render-1')).status).toBe(409);
    expect((await post(who, batchOf(1), 'x'.repeat(256))).body).toMatchObject({
      error: 'invalid_idempotency_key',
    });
    // Without a key, the same body is a new batch.
    expect((await post(who, batchOf(2))).status).toBe(202);
    expect(await taken(who)).toMatchObject({ used: 5, batches: 2 });
  });

  it('takes the images once when requests with one key arrive together, and all answer with the one batch', async () => {
    const who = await account('batch-key-race@example.com');
    const answers = await Promise.all(Array.from({ length: 4 }, () => post(who, batchOf(3), 'listing-77')));
    expect(answers.map((res) => res.status).sort()).toEqual([200, 200, 200, 202]);
    const ids = new Set(answers.map((res) => ZApiBatch.parse(res.body).id));
    expect(ids.size).toBe(1);
    // The losers stored their photos before they lost: those are removed again.
    expect(await taken(who)).toEqual({ used: 3, batches: 1, renders: 3, images: 3 });
  });

  it('answers with the one batch even when the allowance could pay for only one of the requests', async () => {
    // 10 images a month without an API tier: two batches of 6 cannot both be paid.
    const who = await account('batch-key-tight@example.com');
    const answers = await Promise.all([
      post(who, batchOf(6), 'listing-9'),
      post(who, batchOf(6), 'listing-9'),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 202]);
    expect(ZApiBatch.parse(answers[0]!.body).id).toBe(ZApiBatch.parse(answers[1]!.body).id);
    expect(await taken(who)).toEqual({ used: 6, batches: 1, renders: 6, images: 6 });
  });
});

describe('the allowance ledger', () => {
  it('leaves every allowance counter equal to its ledger', async () => {
    await expectLedgerToMatchCounters(t.db());
  });
});
