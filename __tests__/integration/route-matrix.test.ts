import 'next-test-api-route-handler';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { NextApiHandler } from 'next';
import sharp from 'sharp';
import { applySeed } from '@/lib/db/apply-seed';
import { createLocalEngine } from '@/lib/studio/engines/local-engine';
import { runNextRender } from '@/lib/studio/lifecycle/run-next-render';
import * as apiKeysRoute from '@/pages/api/api-keys/index';
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
import { signUpUser } from './helpers/sign-up';
import { setupTestDatabase } from './helpers/test-database';
import { uploadImage } from './helpers/upload-image';

beforeAll(() => {
  process.env.STORAGE_DIR = mkdtempSync(path.join(tmpdir(), 'roomcraft-route-matrix-'));
  // Visitors stand behind one trusted proxy: the last X-Forwarded-For entry is each one's address.
  process.env.TRUSTED_PROXY_HOPS = '1';
});
const t = setupTestDatabase();
beforeAll(() => applySeed(t.db()));

/** Every method `withApi` knows; each route must refuse the ones it does not list. */
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Method = (typeof METHODS)[number];

/** What user A owns, for user B (or, for the free trial, visitor B) to reach for. */
type OwnedByA = {
  imageId: string;
  projectId: string;
  renderId: string;
  /** The key of A's private render result, as `/api/files/[...key]` takes it. */
  fileKey: string[];
  videoId: string;
  listingId: string;
  checkoutId: string;
  trialImageId: string;
  trialRenderId: string;
  apiKeyId: string;
  apiRenderId: string;
  /** B's own API key: B calls /api/v1 with it, as B's browser calls the rest with B's cookie. */
  apiKeyOfB: string;
};

type Call = {
  query?: Record<string, string | string[]>;
  body?: unknown;
  rawBody?: string;
  form?: FormData;
  headers?: Record<string, string>;
};

/** Open to anyone: what a caller without a session gets for a sensible request (an empty one unless given). */
type Public = { public: number; request?: () => Call | Promise<Call> };

type ForeignCall = (a: OwnedByA) => Call & {
  /** The free trial's routes know visitors by their cookie, not users. */
  as?: 'visitor';
};

type RouteEntry = {
  /** The methods the route answers, and who may call each: anyone, someone signed in, or a Pro API key. */
  methods: Partial<Record<Method, 'session' | 'apiKey' | Public>>;
  /**
   * How B asks for something of A's with each method (with a valid body where the body is checked before
   * ownership), which must answer 404. A string says why that method is exempt.
   */
  foreign?: Partial<Record<Method, ForeignCall | string>>;
};

const RENDER_BODY = { tool: 'redesign', roomType: 'bedroom', style: 'modern' };
const TRIAL_RENDER_BODY = { tool: 'redesign', roomType: 'living_room', style: 'scandinavian' };
const VISITOR_EMAIL = 'matrix-visitor@example.com';
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';
const LISTING_FACTS = {
  propertyType: 'townhouse',
  bedrooms: 3,
  bathrooms: 2,
  area: 1640,
  areaUnit: 'sqft',
  location: 'Riverside, Portland',
  features: ['private courtyard'],
  tone: 'warm',
  length: 'short',
  language: 'en',
};
/** A native HTML form post, as a page sends it before its script runs. */
const formPost = (fields: Record<string, string>): Call => ({
  rawBody: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});
const renderOfA: ForeignCall = (a) => ({ query: { id: a.renderId } });
const apiKeyOfA: ForeignCall = (a) => ({ query: { id: a.apiKeyId } });
const apiRenderOfA: ForeignCall = (a) => ({ query: { id: a.apiRenderId }, headers: bearer(a.apiKeyOfB) });
const checkoutOfA: ForeignCall = (a) => ({ query: { id: a.checkoutId } });

/** Every route under pages/api, once. A route file without an entry here fails this suite. */
const ROUTES: Record<string, RouteEntry> = {
  '/api/account/delete': { methods: { POST: 'session' } },
  '/api/account/profile': { methods: { PATCH: 'session' } },
  '/api/affiliate': { methods: { GET: 'session', POST: 'session' } },
  // Where a `?via=` landing is counted: anyone, sent on to the page.
  '/api/affiliate/click': {
    methods: { GET: { public: 307, request: () => ({ query: { via: 'nosuchcode', next: '/pricing' } }) } },
  },
  '/api/api-keys': { methods: { GET: 'session', POST: 'session' } },
  '/api/api-keys/[id]': { methods: { DELETE: 'session' }, foreign: { DELETE: apiKeyOfA } },
  '/api/api-keys/[id]/rotate': { methods: { POST: 'session' }, foreign: { POST: apiKeyOfA } },
  // The auth forms' native posts answer every outcome with a 303 to a page (without a session, the new-password form
  // sends the visitor to ask for a new link).
  '/api/auth/form/magic-link': {
    methods: { POST: { public: 303, request: () => formPost({ email: VISITOR_EMAIL }) } },
  },
  '/api/auth/form/reset-password': {
    methods: { POST: { public: 303, request: () => formPost({ email: VISITOR_EMAIL }) } },
  },
  '/api/auth/form/signin': {
    methods: {
      POST: { public: 303, request: () => formPost({ email: VISITOR_EMAIL, password: 'not-the-password' }) },
    },
  },
  '/api/auth/form/signup': {
    methods: {
      POST: { public: 303, request: () => formPost({ email: VISITOR_EMAIL, password: 'password-123' }) },
    },
  },
  '/api/auth/form/update-password': {
    methods: { POST: { public: 303, request: () => formPost({ password: 'password-456' }) } },
  },
  '/api/auth/magic-link': {
    methods: { POST: { public: 200, request: () => ({ body: { email: VISITOR_EMAIL } }) } },
  },
  '/api/auth/reset-password': {
    methods: { POST: { public: 200, request: () => ({ body: { email: VISITOR_EMAIL } }) } },
  },
  '/api/auth/signin': {
    methods: {
      POST: {
        public: 400,
        request: () => ({ body: { email: VISITOR_EMAIL, password: 'not-the-password' } }),
      },
    },
  },
  '/api/auth/signout': { methods: { POST: { public: 200 } } },
  '/api/auth/signup': {
    methods: {
      POST: { public: 201, request: () => ({ body: { email: VISITOR_EMAIL, password: 'password-123' } }) },
    },
  },
  '/api/auth/update-password': { methods: { POST: 'session' } },
  '/api/billing/local': { methods: { POST: 'session' } },
  '/api/checkout/local/[id]/cancel': { methods: { POST: 'session' }, foreign: { POST: checkoutOfA } },
  '/api/checkout/local/[id]/pay': { methods: { POST: 'session' }, foreign: { POST: checkoutOfA } },
  '/api/contact': {
    methods: {
      POST: {
        public: 201,
        request: () => ({
          body: {
            name: 'Visitor',
            email: VISITOR_EMAIL,
            topic: 'general',
            message: 'Do you stage gardens too?',
          },
        }),
      },
    },
  },
  '/api/create-checkout-session': { methods: { POST: 'session' } },
  // Off (404) unless CRON_SECRET is set, as here; its own suite checks the secret.
  '/api/cron/jobs': { methods: { GET: { public: 404 }, POST: { public: 404 } } },
  '/api/create-portal-link': { methods: { POST: 'session' } },
  // Public files are served to anyone; a private one answers 404 to everyone but its owner.
  '/api/files/[...key]': {
    methods: { GET: { public: 404, request: () => ({ query: { key: [NO_SUCH_ID, `${NO_SUCH_ID}.png`] } }) } },
    foreign: { GET: (a) => ({ query: { key: a.fileKey } }) },
  },
  '/api/health': { methods: { GET: { public: 200 } } },
  '/api/listing-description': {
    // Visitors may write a few descriptions a day; only an account keeps (and lists) them.
    methods: { GET: 'session', POST: { public: 200, request: () => ({ body: LISTING_FACTS }) } },
  },
  '/api/listing-description/[id]': {
    methods: { DELETE: 'session' },
    foreign: { DELETE: (a) => ({ query: { id: a.listingId } }) },
  },
  '/api/me': { methods: { GET: 'session' } },
  '/api/plans': { methods: { GET: { public: 200 } } },
  '/api/projects': { methods: { GET: 'session', POST: 'session' } },
  '/api/projects/[id]': {
    methods: { PATCH: 'session', DELETE: 'session' },
    foreign: {
      PATCH: (a) => ({ query: { id: a.projectId }, body: { name: 'Taken by B' } }),
      DELETE: (a) => ({ query: { id: a.projectId } }),
    },
  },
  '/api/renders': {
    methods: { GET: 'session', POST: 'session' },
    foreign: {
      GET: (a) => ({ query: { project: a.projectId } }),
      POST: (a) => ({ body: { ...RENDER_BODY, imageId: a.imageId } }),
    },
  },
  '/api/renders/[id]': {
    methods: { GET: 'session', PATCH: 'session', DELETE: 'session' },
    foreign: {
      GET: renderOfA,
      PATCH: (a) => ({ query: { id: a.renderId }, body: { isPublic: true } }),
      DELETE: renderOfA,
    },
  },
  '/api/renders/[id]/cancel': { methods: { POST: 'session' }, foreign: { POST: renderOfA } },
  '/api/renders/[id]/favorite': {
    methods: { POST: 'session', DELETE: 'session' },
    foreign: {
      POST: renderOfA,
      DELETE:
        "Unfavouriting touches only B's own rows, and must still work after a favourited public render turns private.",
    },
  },
  '/api/renders/[id]/retry': { methods: { POST: 'session' }, foreign: { POST: renderOfA } },
  '/api/renders/summary': { methods: { GET: 'session' } },
  '/api/trial/claim': { methods: { POST: 'session' } },
  '/api/trial/renders': {
    methods: {
      POST: { public: 404, request: () => ({ body: { ...TRIAL_RENDER_BODY, imageId: NO_SUCH_ID } }) },
    },
    foreign: { POST: (a) => ({ body: { ...TRIAL_RENDER_BODY, imageId: a.trialImageId }, as: 'visitor' }) },
  },
  '/api/trial/renders/[id]': {
    methods: { GET: { public: 404, request: () => ({ query: { id: NO_SUCH_ID } }) } },
    foreign: { GET: (a) => ({ query: { id: a.trialRenderId }, as: 'visitor' }) },
  },
  '/api/trial/uploads': {
    methods: { POST: { public: 201, request: async () => ({ form: await photoForm() }) } },
  },
  '/api/uploads': { methods: { POST: 'session' } },
  '/api/v1/openapi.json': { methods: { GET: { public: 200 } } },
  '/api/v1/renders': { methods: { GET: 'apiKey', POST: 'apiKey' } },
  '/api/v1/renders/[id]': {
    methods: { GET: 'apiKey', DELETE: 'apiKey' },
    foreign: { GET: apiRenderOfA, DELETE: apiRenderOfA },
  },
  '/api/v1/usage': { methods: { GET: 'apiKey' } },
  '/api/videos': {
    methods: { POST: 'session' },
    foreign: { POST: (a) => ({ body: { renderId: a.renderId } }) },
  },
  '/api/videos/[id]': {
    methods: { GET: 'session' },
    foreign: { GET: (a) => ({ query: { id: a.videoId } }) },
  },
  // Signed by the provider, not by a session; with no provider configured (embedded mode) they are 404.
  '/api/webhooks/replicate': {
    methods: {
      POST: {
        public: 404,
        request: () => ({
          rawBody: '{}',
          headers: { 'webhook-id': 'msg_1', 'webhook-timestamp': '1', 'webhook-signature': 'v1,bad' },
        }),
      },
    },
  },
  '/api/webhooks/stripe': {
    methods: {
      POST: {
        public: 404,
        request: () => ({ rawBody: '{}', headers: { 'stripe-signature': 't=1,v1=bad' } }),
      },
    },
  },
};

const API_DIR = path.join(process.cwd(), 'pages', 'api');

/** `renders/[id]/cancel.ts` → `/api/renders/[id]/cancel`; an `index.ts` is its folder's route. */
function routeFiles(): Map<string, string> {
  const files = readdirSync(API_DIR, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.ts'),
  );
  return new Map(
    files.map((file) => {
      const route = `/api/${file.split(path.sep).join('/')}`.replace(/\.ts$/, '').replace(/\/index$/, '');
      return [route, path.join(API_DIR, file)];
    }),
  );
}

const FILES = routeFiles();
const ENTRIES = Object.entries(ROUTES);

type RouteModule = { default: NextApiHandler; config?: unknown };
const loadRoute = (route: string): Promise<RouteModule> => import(FILES.get(route)!);

/** A small photo as an upload form sends it. */
async function photoForm(): Promise<FormData> {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#9a8f80' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('kind', 'photo');
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
  return form;
}

/** callRoute's params take a catch-all key as an array, as Next passes it, though its type says string. */
const params = (query: Record<string, string | string[]> | undefined) => query as Record<string, string>;

const errorShape = (error: unknown) => ({ error, description: expect.any(String) });

describe('the route table', () => {
  it('lists every route file under pages/api, and nothing else', () => {
    expect(Object.keys(ROUTES).sort()).toEqual([...FILES.keys()].sort());
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
});

describe.each(ENTRIES)('%s', (route, entry) => {
  const allowed = Object.keys(entry.methods).sort();

  it('refuses every other method with 405, the shared error shape and an Allow header', async () => {
    const handler = await loadRoute(route);
    for (const method of METHODS.filter((m) => !entry.methods[m])) {
      const res = await callRoute(handler, { method });
      expect({ method, status: res.status, body: res.body }).toEqual({
        method,
        status: 405,
        body: errorShape('method_not_allowed'),
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

    expect([video.status, checkout.status, trialRender.status, apiRender.status]).toEqual([
      202, 200, 202, 202,
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
