import 'next-test-api-route-handler';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isErrorCode } from '@/lib/api/error-catalog';
import path from 'node:path';
import sharp from 'sharp';
import { signAccessToken } from '@/lib/auth/local/access-token';
import { createSession } from '@/lib/auth/local/sessions';
import { applySeed } from '@/lib/db/apply-seed';
import { ROOM_TYPES } from '@/lib/studio/catalog/room-types';
import { STYLES } from '@/lib/studio/catalog/styles';
import { TOOLS } from '@/lib/studio/catalog/tools';
import { createLocalEngine } from '@/lib/studio/engines/local-engine';
import { runNextRender } from '@/lib/studio/lifecycle/run-next-render';
import { TRIAL_COOKIE } from '@/lib/studio/trial/trial-visitor';
import * as batchesRoute from '@/pages/api/batches/index';
import * as payRoute from '@/pages/api/checkout/local/[id]/pay';
import * as checkoutRoute from '@/pages/api/create-checkout-session';
import * as projectsRoute from '@/pages/api/projects/index';
import * as renderRoute from '@/pages/api/renders/[id]/index';
import * as rendersRoute from '@/pages/api/renders/index';
import * as trialUploads from '@/pages/api/trial/uploads';
import * as apiBatchesRoute from '@/pages/api/v1/batches/index';
import { bearer, createKey } from './helpers/api-client';
import { type RouteResponse, callRoute } from './helpers/call-route';
import { fuzzSettings, seedFor } from './helpers/fuzz/fuzz-settings';
import { startHostileImageServer } from './helpers/fuzz/hostile-image-server';
import { LOCAL_URLS } from './helpers/fuzz/hostile-values';
import {
  type HostileRequest,
  type KnownForFuzz,
  type Target,
  describeRequest,
  hostileRequest,
} from './helpers/fuzz/hostile-request';
import { ROUTE_SHAPES } from './helpers/fuzz/route-shapes';
import { FUZZ_REGRESSIONS } from './helpers/fuzz/fuzz-regressions';
import {
  type Method,
  BATCH_PHOTO,
  NO_SUCH_ID,
  RENDER_BODY,
  ROUTES,
  type RouteModule,
  accessKind,
  loadRoute,
} from './helpers/route-table';
import { signUpUser } from './helpers/sign-up';
import { setupTestDatabase } from './helpers/test-database';
import { uploadImage } from './helpers/upload-image';

/*
 * Every method of every route, called for real with hostile requests: bodies, queries, headers, cookies and
 * credentials generated around what the route reads. Whatever comes in, the answer is a 2xx, 3xx or 4xx, and a 4xx
 * is the shared error shape; a 5xx is a bug. `npm run fuzz` runs far more requests with a random seed.
 */

let photo: Uint8Array;
let imageServer: Awaited<ReturnType<typeof startHostileImageServer>>;

// Registered before the database helper's own beforeAll, so the config it reads already allows the image server.
beforeAll(async () => {
  photo = new Uint8Array(
    await sharp({ create: { width: 48, height: 32, channels: 3, background: '#8a7f70' } })
      .png()
      .toBuffer(),
  );
  imageServer = await startHostileImageServer(photo);
  process.env.OUTBOUND_ALLOWED_ORIGINS = imageServer.url;
  process.env.STORAGE_DIR = mkdtempSync(path.join(tmpdir(), 'roomcraft-fuzz-'));
});
afterAll(() => imageServer.close());
const t = setupTestDatabase();
beforeAll(() => applySeed(t.db()));

const { seed, runs } = fuzzSettings();

type Account = { id: string; email: string };

/** The accounts and visitor requests act as, and what they own, made once through the real routes. */
let owner: Account;
let apiKey: string;
let visitorToken: string;
let known: KnownForFuzz;
/** Deleting an account is one of the things a request may do: that route gets an account of its own, remade after. */
let deletable: Account | null = null;

beforeAll(async () => {
  const signedUp = await signUpUser('fuzz-owner@example.com');
  owner = { id: signedUp.id, email: 'fuzz-owner@example.com' };
  const imageId = await uploadImage(signedUp.jar, { width: 96, height: 64 });
  const maskId = await uploadImage(signedUp.jar, { kind: 'mask', width: 96, height: 64 });
  const project = await callRoute(projectsRoute, { method: 'POST', body: { name: 'Fuzzed' } }, signedUp.jar);
  const projectId = (project.body as { project: { id: string } }).project.id;
  const created = await callRoute(
    rendersRoute,
    { method: 'POST', body: { ...RENDER_BODY, imageId, projectId } },
    signedUp.jar,
  );
  const renderId = (created.body as { render: { id: string } }).render.id;
  expect(await runNextRender(createLocalEngine())).toBe('rendered');
  const render = await callRoute(renderRoute, { query: { id: renderId } }, signedUp.jar);
  const outputs = (render.body as { render: { outputs: string[]; imageUrl: string } }).render;
  apiKey = (await createKey(signedUp.jar)).key;
  // A subscriber, so the billing portal and the API's paid allowance have something to work on.
  const checkout = await callRoute(
    checkoutRoute,
    { method: 'POST', body: { price: { id: 'price_roomcraft_professional_month' } } },
    signedUp.jar,
  );
  const sessionId = (checkout.body as { sessionId: string }).sessionId;
  expect((await callRoute(payRoute, { method: 'POST', query: { id: sessionId } }, signedUp.jar)).status).toBe(
    200,
  );

  // A listing batch made in the studio and one made through the API, finished, so their pages and kits have content.
  const batch = await callRoute(
    batchesRoute,
    { method: 'POST', body: { style: 'modern', photos: [{ ...BATCH_PHOTO, imageId }] } },
    signedUp.jar,
  );
  expect(batch.status).toBe(202);
  const apiBatch = await callRoute(apiBatchesRoute, {
    method: 'POST',
    body: {
      style: 'modern',
      photos: [{ image_url: `${imageServer.url}/photo.png`, tool: 'lighting', room_type: 'bedroom' }],
    },
    headers: bearer(apiKey),
  });
  expect(apiBatch.status).toBe(202);
  while ((await runNextRender(createLocalEngine())) === 'rendered') {
    // Next photo.
  }
  const batchIds = [(batch.body as { batch: { id: string } }).batch.id, (apiBatch.body as { id: string }).id];
  const staged = await t
    .db()
    .query<{ status: string }>('select status from public.renders where batch_id = any($1::uuid[])', [
      batchIds,
    ]);
  expect(staged.rows.map((row) => row.status)).toEqual(['succeeded', 'succeeded']);

  const visitor = new Map<string, string>();
  const trialImageId = await uploadImage(visitor, { route: trialUploads, width: 96, height: 64 });
  visitorToken = visitor.get(TRIAL_COOKIE)!;

  const fileKey = (url: string) => url.replace('/api/files/', '').split('/');
  const prices = await t.db().query<{ id: string }>('select id from public.prices');
  const priceIds = prices.rows.map((price) => price.id);
  known = {
    ids: [imageId, maskId, projectId, renderId, trialImageId, ...batchIds, NO_SUCH_ID],
    choices: {
      tool: TOOLS.map((tool) => tool.id),
      roomType: ROOM_TYPES.map((room) => room.id),
      room_type: ROOM_TYPES.map((room) => room.id),
      style: STYLES.map((style) => style.id),
      'price.id': priceIds,
      priceId: priceIds,
      // The caller's own (a trial visitor's too, for imageId), so the code after the ownership checks runs as well;
      // hostile values still stand in for them now and then.
      imageId: [imageId, trialImageId],
      maskImageId: [maskId],
      projectId: [projectId],
      renderId: [renderId],
      image_url: [...imageServer.addresses, ...LOCAL_URLS.slice(0, 3)],
      mask_url: [...imageServer.addresses, ...LOCAL_URLS.slice(0, 3)],
      // The image server is let through like a customer's public address (nothing is delivered during the run).
      webhook_url: [`${imageServer.url}/webhook`, ...LOCAL_URLS.slice(0, 3)],
      // A batch's photos (the studio's and the API's), the same again.
      'photos.tool': TOOLS.map((tool) => tool.id),
      'photos.roomType': ROOM_TYPES.map((room) => room.id),
      'photos.room_type': ROOM_TYPES.map((room) => room.id),
      'photos.imageId': [imageId],
      'photos.maskImageId': [maskId],
      // Mostly the photo that downloads, so that now and then every photo of a batch does and it is made.
      'photos.image_url': [
        ...Array.from({ length: 12 }, () => `${imageServer.url}/photo.png`),
        ...imageServer.addresses,
        ...LOCAL_URLS.slice(0, 3),
      ],
      'photos.mask_url': [
        ...Array.from({ length: 12 }, () => `${imageServer.url}/photo.png`),
        ...imageServer.addresses,
        ...LOCAL_URLS.slice(0, 3),
      ],
    },
    photo,
    fileKeys: [fileKey(outputs.outputs[0]!), fileKey(outputs.imageUrl), [NO_SUCH_ID, `${NO_SUCH_ID}.png`]],
  };
});

/** A session of its own for each request, so one that signs out or changes the password cannot end the next's. */
async function sessionOf(account: Account): Promise<{ token: string; sessionId: string }> {
  return createSession(t.db(), account.id, { ip: '127.0.0.1' });
}

async function accountFor(route: string): Promise<Account> {
  if (route !== '/api/account/delete') return owner;
  if (!deletable) {
    const email = `fuzz-deletable-${Date.now()}@example.com`;
    deletable = { id: (await signUpUser(email)).id, email };
  }
  return deletable;
}

/** The request with its identity's live credentials, as the client would send it. */
async function send(route: string, handler: RouteModule, request: HostileRequest): Promise<RouteResponse> {
  const headers = { ...request.headers };
  const cookies = headers.cookie ? [headers.cookie] : [];
  const account = await accountFor(route);
  switch (request.identity) {
    case 'user':
      cookies.push(`rc_session=${(await sessionOf(account)).token}`);
      break;
    case 'userBearer': {
      const { sessionId } = await sessionOf(account);
      const token = await signAccessToken({ sub: account.id, sid: sessionId, email: account.email });
      headers.authorization = `Bearer ${token}`;
      break;
    }
    case 'visitor':
      cookies.push(`${TRIAL_COOKIE}=${visitorToken}`);
      break;
    case 'apiKey':
      headers.authorization = `Bearer ${apiKey}`;
      break;
  }
  if (cookies.length > 0) headers.cookie = cookies.join('; ');
  // Rate limits would soon turn every request into a 429 and hide the code behind them; their own suites test them.
  await t.db().query('delete from private.rate_limits');
  const res = await callRoute(handler, {
    method: request.method,
    query: request.params as Record<string, string>,
    search: request.search,
    headers,
    patchedHeaders: request.patchedHeaders,
    rawBody: request.body?.bytes,
  });
  if (route === '/api/account/delete' && res.status === 200) deletable = null;
  return res;
}

/** What is wrong with an answer, or null: a 5xx, or a 4xx outside the shared error shape. */
function problemWith(res: RouteResponse): string | null {
  const body = JSON.stringify(res.body) ?? 'nothing';
  const shown = body.length > 600 ? `${body.slice(0, 600)}…` : body;
  if (res.status >= 500 || res.status < 200) return `answered ${res.status}: ${shown}`;
  if (res.status < 400) return null;
  const error = res.body as { error?: unknown; description?: unknown } | null;
  if (typeof error?.error !== 'string' || typeof error.description !== 'string') {
    return `answered ${res.status} without the shared error shape: ${shown}`;
  }
  if (!isErrorCode(error.error)) return `answered ${res.status} with a code outside the catalogue: ${shown}`;
  return null;
}

async function expectHandled(route: string, handler: RouteModule, request: HostileRequest): Promise<void> {
  const problem = problemWith(await send(route, handler, request));
  if (problem) throw new Error(`${route} ${problem}\nfor ${describeRequest(request)}`);
}

/** Deletions go last, so the rows every other route may name are still there for them. */
const targets: Target[] = Object.entries(ROUTES)
  .flatMap(([route, entry]) =>
    Object.entries(entry.methods).map(([method, access]) => ({
      route,
      method: method as Method,
      access: accessKind(access),
      shape: ROUTE_SHAPES[route] ?? {},
    })),
  )
  .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));

describe('hostile requests to every route and method', () => {
  it.each(targets.map((target) => [`${target.method} ${target.route}`, target] as const))(
    '%s answers 2xx-4xx, and 4xx in the shared error shape',
    async (name, target) => {
      const handler = await loadRoute(target.route);
      await fc.assert(
        fc.asyncProperty(hostileRequest(target, known), (request) =>
          expectHandled(target.route, handler, request),
        ),
        { seed: seedFor(seed, name), numRuns: runs },
      );
    },
    // The default minute is for CI's count; `npm run fuzz` runs many more.
    Math.max(60_000, runs * 3_000),
  );
});

describe('requests the fuzz suite once caught', () => {
  it.each(FUZZ_REGRESSIONS.map((regression) => [regression.name, regression] as const))(
    '%s',
    async (_name, regression) => {
      await expectHandled(regression.route, await loadRoute(regression.route), regression.request(known));
    },
  );
});
