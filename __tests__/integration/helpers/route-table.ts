import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { NextApiHandler } from 'next';
import sharp from 'sharp';
import { bearer } from './api-client';

/*
 * Every route under pages/api with the methods it answers and who may call each; the route matrix checks the table
 * against the files and the routes against the table, and the fuzz suite attacks every entry of it.
 */

/** Every method `withApi` knows; each route must refuse the ones it does not list. */
export const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type Method = (typeof METHODS)[number];

/** What user A owns, for user B (or, for the free trial, visitor B) to reach for. */
export type OwnedByA = {
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
  /** A's listing batch, made in the studio. */
  batchId: string;
  /** A's listing batch, made through the API. */
  apiBatchId: string;
  /** B's own API key: B calls /api/v1 with it, as B's browser calls the rest with B's cookie. */
  apiKeyOfB: string;
};

export type Call = {
  query?: Record<string, string | string[]>;
  body?: unknown;
  rawBody?: string;
  form?: FormData;
  headers?: Record<string, string>;
};

/**
 * Open to anyone: what a caller without a session gets for a sensible request (an empty one unless given). A
 * provider's webhook is open too, and says whose signature over the raw body its handler checks.
 */
export type Public = {
  public: number;
  request?: () => Call | Promise<Call>;
  webhook?: 'stripe' | 'replicate';
};

export type Access = 'session' | 'apiKey' | Public;
export type AccessKind = 'none' | 'session' | 'apiKey' | 'webhook';

export const accessKind = (access: Access): AccessKind =>
  typeof access === 'string' ? access : access.webhook ? 'webhook' : 'none';

export type ForeignCall = (a: OwnedByA) => Call & {
  /** The free trial's routes know visitors by their cookie, not users. */
  as?: 'visitor';
};

export type RouteEntry = {
  /**
   * The methods the route answers, and who may call each: anyone, someone signed in, a Pro API key, or a provider
   * whose signature the handler checks.
   */
  methods: Partial<Record<Method, Access>>;
  /**
   * How B asks for something of A's with each method (with a valid body where the body is checked before
   * ownership), which must answer 404. A string says why that method is exempt.
   */
  foreign?: Partial<Record<Method, ForeignCall | string>>;
  /** It answers HEAD too, with its GET's status and headers and no body. */
  head?: true;
};

export const RENDER_BODY = { tool: 'redesign', roomType: 'bedroom', style: 'modern' };
export const TRIAL_RENDER_BODY = { tool: 'redesign', roomType: 'living_room', style: 'scandinavian' };
const VISITOR_EMAIL = 'matrix-visitor@example.com';
export const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';
export const LISTING_FACTS = {
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
/** A native HTML form post, as the auth forms send before (or without) JavaScript. */
const formPost = (fields: Record<string, string>): Call => ({
  rawBody: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});
const renderOfA: ForeignCall = (a) => ({ query: { id: a.renderId } });
const apiKeyOfA: ForeignCall = (a) => ({ query: { id: a.apiKeyId } });
const apiRenderOfA: ForeignCall = (a) => ({ query: { id: a.apiRenderId }, headers: bearer(a.apiKeyOfB) });
const checkoutOfA: ForeignCall = (a) => ({ query: { id: a.checkoutId } });
const batchOfA: ForeignCall = (a) => ({ query: { id: a.batchId } });
const apiBatchOfA: ForeignCall = (a) => ({ query: { id: a.apiBatchId }, headers: bearer(a.apiKeyOfB) });
export const BATCH_PHOTO = { tool: 'lighting', roomType: 'bedroom' };

/** Every route under pages/api, once. A route file without an entry here fails this suite. */
export const ROUTES: Record<string, RouteEntry> = {
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
  '/api/batches': {
    methods: { GET: 'session', POST: 'session' },
    foreign: {
      POST: (a) => ({ body: { style: 'modern', photos: [{ ...BATCH_PHOTO, imageId: a.imageId }] } }),
    },
  },
  '/api/batches/[id]': { methods: { GET: 'session' }, foreign: { GET: batchOfA } },
  '/api/batches/[id]/kit': { methods: { GET: 'session' }, foreign: { GET: batchOfA } },
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
    head: true,
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
  '/api/v1/batches': { methods: { POST: 'apiKey' } },
  '/api/v1/batches/[id]': { methods: { GET: 'apiKey' }, foreign: { GET: apiBatchOfA } },
  '/api/v1/batches/[id]/kit': { methods: { GET: 'apiKey' }, foreign: { GET: apiBatchOfA } },
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
        webhook: 'replicate',
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
        webhook: 'stripe',
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

/** Each route's file. */
export const ROUTE_FILES = routeFiles();

export type RouteModule = { default: NextApiHandler; config?: unknown };
export const loadRoute = (route: string): Promise<RouteModule> => import(ROUTE_FILES.get(route)!);

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
