import 'next-test-api-route-handler';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { verifyWebhookSignature } from '@/lib/pro-api/webhooks/sign-webhook';
import { deliverDueWebhooks } from '@/lib/pro-api/webhooks/deliver-webhooks';
import { ZApiBatch } from '@/lib/pro-api/v1-batch-schemas';
import type { TCreatedApiKey } from '@/lib/pro-api/api-key-types';
import { inProcessEngine } from '@/lib/studio/engines/in-process-engine';
import { createLocalRenderer } from '@/lib/studio/engines/local-engine';
import { EngineError } from '@/lib/studio/engines/render-engine';
import { runNextRender } from '@/lib/studio/lifecycle/run-next-render';
import * as studioBatchesRoute from '@/pages/api/batches/index';
import * as retryRoute from '@/pages/api/renders/[id]/retry';
import * as batchRoute from '@/pages/api/v1/batches/[id]/index';
import * as kitRoute from '@/pages/api/v1/batches/[id]/kit';
import * as batchesRoute from '@/pages/api/v1/batches/index';
import { bearer, createKey, roomPhoto } from './helpers/api-client';
import { callRoute } from './helpers/call-route';
import { downloadFrom, unzip } from './helpers/download-zip';
import { startLocalWebServer } from './helpers/local-web-server';
import { LISTING_FACTS } from './helpers/route-table';
import { signUpUser } from './helpers/sign-up';
import { setupTestDatabase } from './helpers/test-database';
import { uploadImage } from './helpers/upload-image';

type Server = Awaited<ReturnType<typeof startLocalWebServer>>;
/** A public photo host and the client's webhook receiver. */
let web: Server;

beforeAll(async () => {
  const photo = await roomPhoto(160, 120);
  web = await startLocalWebServer({
    '/living.jpg': (_req, res) => res.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo),
    '/kitchen.jpg': (_req, res) => res.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo),
    '/bedroom.jpg': (_req, res) => res.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo),
    '/page.html': (_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<p>hi</p>'),
    '/hook': (_req, res) => res.writeHead(200).end(),
  });
  process.env.STORAGE_DIR = mkdtempSync(path.join(tmpdir(), 'roomcraft-api-batches-'));
  process.env.OUTBOUND_ALLOWED_ORIGINS = web.url;
});
const t = setupTestDatabase();
afterAll(() => web.close());

const local = createLocalRenderer();
const noKitchens = inProcessEngine({
  name: local.name,
  render: (job) =>
    job.roomType === 'kitchen'
      ? Promise.reject(new EngineError('render_failed', 'No kitchens today.'))
      : local.render(job),
});
const staging = inProcessEngine(local);

let user: Awaited<ReturnType<typeof signUpUser>>;
let created: TCreatedApiKey;
beforeAll(async () => {
  user = await signUpUser('api-batches@example.com');
  created = await createKey(user.jar);
});

const photos = () => [
  { image_url: `${web.url}/living.jpg`, tool: 'virtual-staging', room_type: 'living_room' },
  { image_url: `${web.url}/kitchen.jpg`, tool: 'lighting', room_type: 'kitchen' },
  { image_url: `${web.url}/bedroom.jpg`, tool: 'lighting', room_type: 'bedroom' },
];
const post = (body: unknown) =>
  callRoute(batchesRoute, { method: 'POST', body, headers: bearer(created.key) });
const apiImagesUsed = async () =>
  (
    await t
      .db()
      .query<{ n: number }>(
        'select coalesce(sum(api_renders), 0)::int as n from public.usage where user_id = $1',
        [user.id],
      )
  ).rows[0]!.n;
/** The route table's facts, named as /api/v1 names them. */
const { propertyType, areaUnit, ...sameFacts } = LISTING_FACTS;
const API_LISTING = { ...sameFacts, property_type: propertyType, area_unit: areaUnit };
const photoFetches = () => web.received.filter((request) => request.path.endsWith('.jpg')).length;

describe('/api/v1/batches', () => {
  let batchId: string;

  it('takes the photos by URL and answers 202 with the batch as documented', async () => {
    const res = await post({
      style: 'coastal',
      photos: photos(),
      listing: API_LISTING,
      webhook_url: `${web.url}/hook`,
    });
    expect(res.status).toBe(202);
    const batch = ZApiBatch.parse(res.body);
    batchId = batch.id;
    expect(res.headers.get('location')).toBe(`/api/v1/batches/${batch.id}`);
    expect(batch).toMatchObject({ status: 'processing', style: 'coastal', kit_url: null, finished_at: null });
    expect(batch.photos.map((p) => [p.position, p.room_type, p.tool, p.status])).toEqual([
      [1, 'living_room', 'virtual-staging', 'queued'],
      [2, 'kitchen', 'lighting', 'queued'],
      [3, 'bedroom', 'lighting', 'queued'],
    ]);
    expect(batch.listing_description).toMatch(/Riverside/);
    // The facts come back as they were given, snake_case like the rest of /api/v1, with the defaults filled in.
    expect(batch.listing).toEqual({ ...API_LISTING, currency: 'USD' });
    expect(Object.keys(res.body as object).filter((key) => /[A-Z]/.test(key))).toEqual([]);
    expect(await apiImagesUsed()).toBe(3);
  });

  it('finishes with the failed photo refunded, one signed webhook, and the kit at kit_url', async () => {
    while ((await runNextRender(noKitchens)) === 'rendered') {
      // Until every photo has ended.
    }
    const res = await callRoute(batchRoute, { query: { id: batchId }, headers: bearer(created.key) });
    expect(res.status).toBe(200);
    const batch = ZApiBatch.parse(res.body);
    expect(batch.status).toBe('finished');
    expect(batch.photos.map((p) => p.status)).toEqual(['succeeded', 'failed', 'succeeded']);
    expect(batch.photos[1]!.error).toBe('No kitchens today.');
    expect(batch.kit_url).toBe(`${res.origin}/api/v1/batches/${batchId}/kit`);
    expect(await apiImagesUsed()).toBe(2);

    await deliverDueWebhooks();
    const hooks = web.received.filter((request) => request.path === '/hook');
    expect(hooks).toHaveLength(1);
    const hook = hooks[0]!;
    expect(
      verifyWebhookSignature(created.webhookSecret, hook.body, String(hook.headers['roomcraft-signature'])),
    ).toBe(true);
    expect(hook.headers['roomcraft-event']).toBe('batch.finished');
    const delivered = JSON.parse(hook.body) as { type: string; data: { batch: unknown } };
    expect(delivered.type).toBe('batch.finished');
    expect(ZApiBatch.parse(delivered.data.batch)).toMatchObject({
      id: batchId,
      status: 'finished',
      photos: batch.photos.map((p) => expect.objectContaining({ render_id: p.render_id, status: p.status })),
    });

    const kit = await downloadFrom(kitRoute, { query: { id: batchId }, headers: bearer(created.key) });
    expect(kit.status).toBe(200);
    expect([...(await unzip(kit.body)).keys()].sort()).toEqual([
      '01-living-room-coastal-virtual-staging.jpg',
      '01-living-room-original.jpg',
      '02-kitchen-original.jpg',
      '03-bedroom-coastal-lighting.jpg',
      '03-bedroom-original.jpg',
      'listing-description.txt',
      'virtual-staging-disclosure.txt',
    ]);
  });

  it('reopens when a photo is retried and finishes again with one more signed batch.finished', async () => {
    const get = async () =>
      ZApiBatch.parse(
        (await callRoute(batchRoute, { query: { id: batchId }, headers: bearer(created.key) })).body,
      );
    const kitStatus = async () =>
      (await downloadFrom(kitRoute, { query: { id: batchId }, headers: bearer(created.key) })).status;
    const hooks = () => web.received.filter((request) => request.path === '/hook');
    const kitchen = (await get()).photos[1]!.render_id;
    const retry = () =>
      callRoute(retryRoute, { method: 'POST', query: { id: kitchen }, sameOrigin: true }, user.jar);

    expect((await retry()).status).toBe(202);
    expect(await get()).toMatchObject({ status: 'processing', kit_url: null, finished_at: null });
    expect(await kitStatus()).toBe(409);
    // The kitchen fails again: the batch finishes a second time, and its webhook waits to be sent.
    while ((await runNextRender(noKitchens)) === 'rendered') {
      // Until the retried photo has ended.
    }
    expect((await get()).status).toBe('finished');
    // Retried before that batch.finished went out: it is dropped rather than sent about a running batch.
    expect((await retry()).status).toBe(202);
    await deliverDueWebhooks();
    expect(hooks()).toHaveLength(1);
    const { rows: dropped } = await t
      .db()
      .query<{ status: string; last_error: string }>(
        `select status, last_error from public.api_webhook_deliveries where batch_id = $1 and status <> 'delivered'`,
        [batchId],
      );
    expect(dropped).toEqual([{ status: 'failed', last_error: expect.stringMatching(/reopened/) }]);
    expect(await kitStatus()).toBe(409);

    while ((await runNextRender(staging)) === 'rendered') {
      // The kitchen renders this time.
    }
    const batch = await get();
    expect(batch.status).toBe('finished');
    expect(batch.photos.map((p) => p.status)).toEqual(['succeeded', 'succeeded', 'succeeded']);
    await deliverDueWebhooks();
    expect(hooks()).toHaveLength(2);
    const [first, second] = hooks();
    expect(second!.headers['roomcraft-webhook-id']).not.toBe(first!.headers['roomcraft-webhook-id']);
    expect(
      verifyWebhookSignature(
        created.webhookSecret,
        second!.body,
        String(second!.headers['roomcraft-signature']),
      ),
    ).toBe(true);
    const delivered = JSON.parse(second!.body) as { type: string; data: { batch: unknown } };
    expect(delivered.type).toBe('batch.finished');
    expect(ZApiBatch.parse(delivered.data.batch)).toMatchObject({ id: batchId, status: 'finished' });
    expect(ZApiBatch.parse(delivered.data.batch).photos[1]!.status).toBe('succeeded');

    const kit = await downloadFrom(kitRoute, { query: { id: batchId }, headers: bearer(created.key) });
    expect(kit.status).toBe(200);
    expect([...(await unzip(kit.body)).keys()]).toContain('02-kitchen-coastal-lighting.jpg');
  });

  it('refuses a batch over the allowance before fetching anything, saying how many images are missing', async () => {
    const before = photoFetches();
    const many = Array.from({ length: 15 }, () => photos()[0]);
    const res = await post({ style: 'coastal', photos: many });
    expect(res.status).toBe(402);
    expect(res.body).toEqual({
      error: 'api_quota_exceeded',
      description: expect.stringMatching(/7 missing/),
      params: { resetsOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
    });
    expect(res.headers.get('x-quota-missing')).toBe('7');
    expect(photoFetches()).toBe(before);
    expect(await apiImagesUsed()).toBe(2);
  });

  it('answers bad photos clearly, naming them, and keeps none of the photos it fetched', async () => {
    const images = async () =>
      (await t.db().query('select 1 from public.images where user_id = $1', [user.id])).rows.length;
    const stored = await images();
    const answer = async (body: unknown) => {
      const res = await post(body);
      // The error shape: code and description, with the values its message names and the field at fault.
      expect(res.body).toMatchObject({ error: expect.any(String), description: expect.any(String) });
      expect(
        Object.keys(res.body as object).filter(
          (key) => !['error', 'description', 'params', 'field'].includes(key),
        ),
      ).toEqual([]);
      return [
        res.status,
        (res.body as { error: string }).error,
        (res.body as { description: string }).description,
      ];
    };
    expect(
      (
        await answer({
          style: 'coastal',
          photos: [...photos(), { ...photos()[0], image_url: 'http://10.0.0.8/a.jpg' }],
        })
      ).slice(0, 2),
    ).toEqual([422, 'url_not_allowed']);
    expect(
      (
        await answer({
          style: 'coastal',
          photos: [photos()[0], { ...photos()[0], image_url: `${web.url}/page.html` }],
        })
      ).slice(0, 2),
    ).toEqual([415, 'unsupported_type']);
    expect(
      await answer({ style: 'coastal', photos: [photos()[0], { ...photos()[0], tool: 'declutter' }] }),
    ).toEqual([422, 'mask_required', expect.stringMatching(/^Photo 2: /)]);
    expect((await answer({ style: 'coastal', photos: [{ ...photos()[0], extra: 1 }] })).slice(0, 2)).toEqual([
      400,
      'invalid_body',
    ]);
    expect((await answer({ style: 'coastal', photos: [] })).slice(0, 2)).toEqual([400, 'invalid_body']);
    // The studio's camelCase facts are not the API's: the API says which name it expects, and refuses a stray one.
    expect((await post({ style: 'coastal', photos: photos(), listing: LISTING_FACTS })).body).toMatchObject({
      error: 'property_type_required',
      field: 'listing.property_type',
    });
    expect(
      (await post({ style: 'coastal', photos: photos(), listing: { ...API_LISTING, areaUnit: 'sqft' } }))
        .body,
    ).toMatchObject({ error: 'invalid_body', field: 'listing' });
    // Rooms are checked before any photo is fetched.
    const fetched = photoFetches();
    expect(
      (await answer({ style: 'coastal', photos: [{ ...photos()[0], room_group: 0 }] })).slice(0, 3),
    ).toEqual([400, 'invalid_body', 'room_group must be a whole number from 1 to 40.']);
    const [living, kitchen, bedroom] = photos();
    const mixed = await post({
      style: 'coastal',
      photos: [
        { ...living, room_group: 3 },
        { ...kitchen, room_group: 1 },
        { ...bedroom, room_group: 3 },
      ],
    });
    expect([mixed.status, mixed.body]).toEqual([
      422,
      {
        error: 'room_group_mixed_rooms',
        description: expect.stringMatching(/^Photos 1, 3 are one room \(room 3\)/),
        params: { photos: '1, 3', group: 3 },
        field: 'photos[2].room_group',
      },
    ]);
    expect(photoFetches()).toBe(fetched);
    expect(await images()).toBe(stored);
    expect(await apiImagesUsed()).toBe(2);
  });

  it('stages the photos given one room_group together, shows each photo’s room, and the kit lists them', async () => {
    const [living, kitchen] = photos();
    const res = await post({
      style: 'coastal',
      photos: [
        { ...living, room_group: 7 },
        { ...kitchen, tool: 'virtual-staging' },
        { ...living, room_group: 7 },
      ],
    });
    expect(res.status).toBe(202);
    const batch = ZApiBatch.parse(res.body);
    expect(batch.photos.map((p) => p.room_group)).toEqual([1, 2, 1]);
    const { rows } = await t
      .db()
      .query<{ seed: number }>(
        'select seed from public.renders where batch_id = $1 order by batch_position',
        [batch.id],
      );
    expect(rows[2]!.seed).toBe(rows[0]!.seed);
    expect(rows[1]!.seed).not.toBe(rows[0]!.seed);
    while ((await runNextRender(inProcessEngine(local))) === 'rendered') {
      // Until every photo has ended.
    }
    const kit = await downloadFrom(kitRoute, {
      query: { id: batch.id, lang: 'es' },
      headers: bearer(created.key),
    });
    const disclosure = (await unzip(kit.body)).get('virtual-staging-disclosure.txt')!.toString('utf8');
    expect(disclosure.split('\n')).toContain(
      'Salón: 01-living-room-coastal-virtual-staging.jpg, 03-living-room-coastal-virtual-staging.jpg',
    );
    expect(disclosure).not.toMatch(/^Cocina:/m);
  });

  it("does not show the studio's batches, nor another account's", async () => {
    const studio = await callRoute(
      studioBatchesRoute,
      {
        method: 'POST',
        sameOrigin: true,
        body: {
          style: 'modern',
          photos: [
            {
              imageId: await uploadImage(user.jar, { width: 96, height: 64 }),
              tool: 'lighting',
              roomType: 'bedroom',
            },
          ],
        },
      },
      user.jar,
    );
    const studioId = (studio.body as { batch: { id: string } }).batch.id;
    const other = await createKey((await signUpUser('api-batches-other@example.com')).jar);
    const get = (id: string, key: string) => callRoute(batchRoute, { query: { id }, headers: bearer(key) });
    expect((await get(studioId, created.key)).status).toBe(404);
    expect((await get(batchId, other.key)).body).toEqual({
      error: 'batch_not_found',
      description: expect.any(String),
    });
    expect(
      (await downloadFrom(kitRoute, { query: { id: batchId }, headers: bearer(other.key) })).status,
    ).toBe(404);
  });
});
