import 'next-test-api-route-handler';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { applySeed } from '@/lib/db/apply-seed';
import { API_TRIAL_IMAGES_PER_MONTH } from '@/lib/pro-api/api-allowance';
import { apiBatchPayer } from '@/lib/pro-api/api-batch-payer';
import { createBatch } from '@/lib/studio/batches/create-batch';
import { createLocalEngine } from '@/lib/studio/engines/local-engine';
import { runNextRender } from '@/lib/studio/lifecycle/run-next-render';
import * as apiKeysRoute from '@/pages/api/api-keys/index';
import * as batchesRoute from '@/pages/api/batches/index';
import * as checkoutRoute from '@/pages/api/create-checkout-session';
import * as listingRoute from '@/pages/api/listing-description/index';
import * as projectsRoute from '@/pages/api/projects/index';
import * as renderRoute from '@/pages/api/renders/[id]/index';
import * as rendersRoute from '@/pages/api/renders/index';
import * as trialRendersRoute from '@/pages/api/trial/renders/index';
import * as trialUploads from '@/pages/api/trial/uploads';
import * as apiRendersRoute from '@/pages/api/v1/renders/index';
import * as videosRoute from '@/pages/api/videos/index';
import { bearer, renderForm, roomPhoto } from './helpers/api-client';
import { callRoute } from './helpers/call-route';
import {
  BATCH_PHOTO,
  LISTING_FACTS,
  METHODS,
  type Method,
  type OwnedByA,
  RENDER_BODY,
  ROUTES,
  ROUTE_FILES,
  TRIAL_RENDER_BODY,
  loadRoute,
} from './helpers/route-table';
import { signUpUser } from './helpers/sign-up';
import { setupTestDatabase } from './helpers/test-database';
import { uploadImage } from './helpers/upload-image';

beforeAll(() => {
  process.env.STORAGE_DIR = mkdtempSync(path.join(tmpdir(), 'roomcraft-route-matrix-'));
});
const t = setupTestDatabase();
beforeAll(() => applySeed(t.db()));

const ENTRIES = Object.entries(ROUTES);

/** callRoute's params take a catch-all key as an array, as Next passes it, though its type says string. */
const params = (query: Record<string, string | string[]> | undefined) => query as Record<string, string>;

const errorShape = (error: unknown, extra: object = {}) => ({
  error,
  description: expect.any(String),
  ...extra,
});

describe('the route table', () => {
  it('lists every route file under pages/api, and nothing else', () => {
    expect(Object.keys(ROUTES).sort()).toEqual([...ROUTE_FILES.keys()].sort());
  });

  it('says, for every method of a route with an id in its path, how B reaches for an id of A', () => {
    const missing = ENTRIES.filter(([route]) => route.includes('[')).flatMap(([route, entry]) =>
      Object.keys(entry.methods)
        .filter((method) => !entry.foreign?.[method as Method])
        .map((method) => `${method} ${route}`),
    );
    expect(missing).toEqual([]);
    const stray = ENTRIES.flatMap(([route, entry]) =>
      Object.keys(entry.foreign ?? {})
        .filter((method) => !entry.methods[method as Method])
        .map((method) => `${method} ${route}`),
    );
    expect(stray).toEqual([]);
  });

  it("turns Next's body parser off in every route, so a broken body gets the shared error shape", async () => {
    const parsing = [];
    for (const route of ROUTE_FILES.keys()) {
      const { config } = (await loadRoute(route)) as { config?: { api?: { bodyParser?: unknown } } };
      if (config?.api?.bodyParser !== false) parsing.push(route);
    }
    expect(parsing).toEqual([]);
  });
});

describe.each(ENTRIES)('%s', (route, entry) => {
  const allowed = [...Object.keys(entry.methods), ...(entry.head ? ['HEAD'] : [])].sort();

  it('refuses every other method with 405, the shared error shape and an Allow header', async () => {
    const handler = await loadRoute(route);
    for (const method of METHODS.filter((m) => !entry.methods[m])) {
      const res = await callRoute(handler, { method });
      expect({ method, status: res.status, body: res.body }).toEqual({
        method,
        status: 405,
        body: errorShape('method_not_allowed', { params: { methods: expect.any(String) } }),
      });
      expect(res.headers.get('allow')?.split(', ').sort()).toEqual(allowed);
    }
  });

  it('answers 401 without a session or key on its private methods, and serves anyone on its public ones', async () => {
    const handler = await loadRoute(route);
    for (const [method, access] of Object.entries(entry.methods)) {
      if (access === 'session' || access === 'apiKey') {
        const res = await callRoute(handler, { method });
        expect({ method, status: res.status, body: res.body }).toEqual({
          method,
          status: 401,
          body: errorShape('not_authenticated'),
        });
      } else {
        const request = await access.request?.();
        const answer = await callRoute(handler, { ...request, method, query: params(request?.query) });
        expect({ method, status: answer.status, body: answer.body }).toEqual({
          method,
          status: access.public,
          body: access.public >= 400 ? errorShape(expect.any(String)) : expect.anything(),
        });
      }
    }
  });
});

describe("B reaching for A's ids", () => {
  let a: OwnedByA;
  let userB: Map<string, string>;
  let visitorB: Map<string, string>;
  let userA: Map<string, string>;
  let visitorA: Map<string, string>;

  beforeAll(async () => {
    const ownerA = await signUpUser('matrix-a@example.com');
    userA = ownerA.jar;
    userB = (await signUpUser('matrix-b@example.com')).jar;

    const imageId = await uploadImage(userA, { width: 96, height: 64 });
    const projectId = (
      (await callRoute(projectsRoute, { method: 'POST', body: { name: 'A only' } }, userA)).body as {
        project: { id: string };
      }
    ).project.id;
    const created = await callRoute(
      rendersRoute,
      { method: 'POST', body: { ...RENDER_BODY, imageId, projectId } },
      userA,
    );
    const renderId = (created.body as { render: { id: string } }).render.id;
    // A video needs a finished render.
    expect(await runNextRender(createLocalEngine())).toBe('rendered');
    const render = (
      (await callRoute(renderRoute, { query: { id: renderId } }, userA)).body as {
        render: { status: string; outputs: string[] };
      }
    ).render;
    expect(render.status).toBe('succeeded');
    const video = await callRoute(videosRoute, { method: 'POST', body: { renderId } }, userA);
    const listing = await callRoute(
      listingRoute,
      {
        method: 'POST',
        body: LISTING_FACTS,
      },
      userA,
    );
    expect(listing.status).toBe(200);
    const history = await callRoute(listingRoute, {}, userA);
    const checkout = await callRoute(
      checkoutRoute,
      { method: 'POST', body: { price: { id: 'price_roomcraft_pro_month' } } },
      userA,
    );

    // The free trial: A and B are two browsers, each with its own trial cookie.
    visitorA = new Map<string, string>();
    visitorB = new Map<string, string>();
    const trialImageId = await uploadImage(visitorA, {
      route: trialUploads,
      headers: { 'x-forwarded-for': '203.0.113.1' },
    });
    await uploadImage(visitorB, { route: trialUploads, headers: { 'x-forwarded-for': '203.0.113.2' } });
    const trialRender = await callRoute(
      trialRendersRoute,
      {
        method: 'POST',
        headers: { 'x-forwarded-for': '203.0.113.1' },
        body: { ...TRIAL_RENDER_BODY, imageId: trialImageId },
      },
      visitorA,
    );

    const batch = await callRoute(
      batchesRoute,
      { method: 'POST', body: { style: 'modern', photos: [{ ...BATCH_PHOTO, imageId }] } },
      userA,
    );

    const apiKeyOfA = (await callRoute(apiKeysRoute, { method: 'POST', body: { name: 'A' } }, userA))
      .body as {
      key: string;
      apiKey: { id: string };
    };
    const apiKeyOfB = (await callRoute(apiKeysRoute, { method: 'POST', body: { name: 'B' } }, userB))
      .body as {
      key: string;
    };
    const apiRender = await callRoute(apiRendersRoute, {
      method: 'POST',
      form: renderForm(await roomPhoto(), { tool: 'redesign', room_type: 'bedroom', style: 'modern' }),
      headers: bearer(apiKeyOfA.key),
    });

    // A's API batch is made directly: its photos would otherwise have to come from a public address.
    const apiBatchId = await createBatch(
      ownerA.id,
      { style: 'modern', photos: [{ ...BATCH_PHOTO, imageId }] },
      {
        keyId: apiKeyOfA.apiKey.id,
        webhookUrl: null,
        payer: apiBatchPayer(ownerA.id, { tier: null, images: API_TRIAL_IMAGES_PER_MONTH }),
      },
    );
    expect([video.status, checkout.status, trialRender.status, apiRender.status, batch.status]).toEqual([
      202, 200, 202, 202, 202,
    ]);
    a = {
      imageId,
      projectId,
      renderId,
      fileKey: render.outputs[0]!.replace('/api/files/', '').split('/'),
      videoId: (video.body as { video: { id: string } }).video.id,
      listingId: (history.body as { descriptions: { id: string }[] }).descriptions[0]!.id,
      checkoutId: (checkout.body as { sessionId: string }).sessionId,
      trialImageId,
      trialRenderId: (trialRender.body as { render: { id: string } }).render.id,
      apiKeyId: apiKeyOfA.apiKey.id,
      apiRenderId: (apiRender.body as { id: string }).id,
      apiKeyOfB: apiKeyOfB.key,
      batchId: (batch.body as { batch: { id: string } }).batch.id,
      apiBatchId,
    };
  });

  // The exempt ones (a reason instead of a call) stay in the table, as documentation.
  const calls = ENTRIES.flatMap(([route, entry]) =>
    Object.entries(entry.foreign ?? {}).flatMap(([method, call]) =>
      typeof call === 'string' ? [] : [[`${method} ${route}`, route, method, call] as const],
    ),
  );

  it.each(calls)('%s answers 404', async (_name, route, method, call) => {
    const { as, ...request } = call(a);
    const res = await callRoute(
      await loadRoute(route),
      { ...request, method, query: params(request.query) },
      as === 'visitor' ? visitorB : userB,
    );
    expect(res.status).toBe(404);
    expect(res.body).toEqual(errorShape(expect.any(String)));
  });

  it("left everything of A's as it was, and A still reaches it", async () => {
    const render = await callRoute(renderRoute, { query: { id: a.renderId } }, userA);
    expect(render.body).toMatchObject({
      render: { status: 'succeeded', isPublic: false, projectId: a.projectId },
    });
    const projects = (await callRoute(projectsRoute, {}, userA)).body as { projects: { name: string }[] };
    expect(projects.projects.map((p) => p.name)).toEqual(['A only']);
    const listings = (await callRoute(listingRoute, {}, userA)).body as { descriptions: { id: string }[] };
    expect(listings.descriptions.map((d) => d.id)).toEqual([a.listingId]);
    const checkout = await t
      .db()
      .query<{ status: string }>('select status from local_billing.checkout_sessions where id = $1', [
        a.checkoutId,
      ]);
    expect(checkout.rows).toEqual([{ status: 'open' }]);
    const reads = [
      await callRoute(await loadRoute('/api/videos/[id]'), { query: { id: a.videoId } }, userA),
      await callRoute(await loadRoute('/api/files/[...key]'), { query: params({ key: a.fileKey }) }, userA),
      await callRoute(
        await loadRoute('/api/trial/renders/[id]'),
        { query: { id: a.trialRenderId } },
        visitorA,
      ),
    ];
    expect(reads.map((res) => res.status)).toEqual([200, 200, 200]);
  });
});
