import 'next-test-api-route-handler';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_BODY_TYPES } from '@/lib/api/guard-cross-site';
import { withApi } from '@/lib/api/with-api';
import * as signinRoute from '@/pages/api/auth/signin';
import * as signoutRoute from '@/pages/api/auth/signout';
import * as contactRoute from '@/pages/api/contact';
import * as meRoute from '@/pages/api/me';
import * as projectRoute from '@/pages/api/projects/[id]';
import * as projectsRoute from '@/pages/api/projects/index';
import * as uploadsRoute from '@/pages/api/uploads';
import * as apiRenderRoute from '@/pages/api/v1/renders/[id]';
import * as replicateWebhook from '@/pages/api/webhooks/replicate';
import * as stripeWebhook from '@/pages/api/webhooks/stripe';
import { bearer, createKey } from './helpers/api-client';
import { callRoute } from './helpers/call-route';
import { signUpUser } from './helpers/sign-up';
import { setupTestDatabase } from './helpers/test-database';

beforeAll(() => {
  process.env.STORAGE_DIR = mkdtempSync(path.join(tmpdir(), 'roomcraft-cross-site-'));
});
const t = setupTestDatabase();

type Jar = Map<string, string>;
const errorShape = (error: string, extra: object = {}) => ({
  error,
  description: expect.any(String),
  ...extra,
});
const EVIL = 'https://evil.example';
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

let user: { id: string; jar: Jar };
beforeAll(async () => {
  user = await signUpUser('cross-site@example.com', 'cross-site-password');
});

const projectNames = async () =>
  (
    await t
      .db()
      .query<{ name: string }>('select name from public.projects where user_id = $1 order by name', [user.id])
  ).rows.map((row) => row.name);

const createProject = (
  name: string,
  init: Parameters<typeof callRoute>[1] = {},
  jar: Jar | undefined = user.jar,
) => callRoute(projectsRoute, { method: 'POST', body: { name }, ...init }, jar);

describe('a state change another site makes the browser send', () => {
  it.each([
    ['a foreign Origin', { origin: EVIL }],
    ['Origin: null (a sandboxed frame)', { origin: 'null' }],
    ['the same host on another port', { origin: 'http://127.0.0.1:1' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }],
  ])('is refused with 403 on %s, before anything is stored', async (_name, headers) => {
    const res = await createProject('Forged', { headers });
    expect({ status: res.status, body: res.body }).toEqual({
      status: 403,
      body: errorShape('cross_site_request'),
    });
    expect(await projectNames()).not.toContain('Forged');
  });

  it('is refused on every method that changes something, and on the auth and upload routes', async () => {
    const created = await createProject('Kept');
    const id = (created.body as { project: { id: string } }).project.id;
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'x.png');
    const headers = { origin: EVIL };
    const answers = {
      PATCH: await callRoute(
        projectRoute,
        { method: 'PATCH', query: { id }, body: { name: 'Renamed' }, headers },
        user.jar,
      ),
      DELETE: await callRoute(projectRoute, { method: 'DELETE', query: { id }, headers }, user.jar),
      upload: await callRoute(uploadsRoute, { method: 'POST', form, headers }, user.jar),
      signin: await callRoute(signinRoute, {
        method: 'POST',
        body: { email: 'cross-site@example.com', password: 'cross-site-password' },
        headers,
      }),
      signout: await callRoute(signoutRoute, { method: 'POST', headers }, user.jar),
      contact: await callRoute(contactRoute, {
        method: 'POST',
        body: { name: 'Spam', email: 'spam@example.com', topic: 'general', message: 'Buy cheap things now.' },
        headers,
      }),
    };
    expect(Object.fromEntries(Object.entries(answers).map(([name, res]) => [name, res.status]))).toEqual({
      PATCH: 403,
      DELETE: 403,
      upload: 403,
      signin: 403,
      signout: 403,
      contact: 403,
    });
    expect(answers.signin.setCookies).toEqual([]);
    expect(await projectNames()).toContain('Kept');
    expect((await callRoute(meRoute, {}, user.jar)).status).toBe(200);
  });

  it('cannot smuggle JSON in a text/plain body (what a cross-site form can send)', async () => {
    const plain = { 'content-type': 'text/plain' };
    const project = await createProject('Plain', { headers: plain });
    expect({ status: project.status, body: project.body }).toEqual({
      status: 415,
      body: errorShape('unsupported_media_type', {
        params: { types: 'application/json or multipart/form-data' },
      }),
    });
    const signin = await callRoute(signinRoute, {
      method: 'POST',
      rawBody: JSON.stringify({ email: 'cross-site@example.com', password: 'cross-site-password' }),
      headers: plain,
    });
    expect(signin.status).toBe(415);
    // A form route opts into urlencoded; every other route refuses it.
    const urlencoded = await callRoute(contactRoute, {
      method: 'POST',
      rawBody: 'name=Spam&email=spam%40example.com&topic=general&message=Buy+cheap+things',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(urlencoded.status).toBe(415);
    expect(await projectNames()).not.toContain('Plain');
  });
});

describe('what our own pages and honest clients send', () => {
  it('is served from the same origin, however the browser says so', async () => {
    const answers = [
      await createProject('Same origin', { sameOrigin: true }),
      await createProject('Fetch same-origin', { headers: { 'sec-fetch-site': 'same-origin' } }),
      // Behind a proxy that rewrites the Host, the browser's own word still holds.
      await createProject('Behind a proxy', {
        headers: { 'sec-fetch-site': 'same-origin', origin: 'https://roomcraft.example' },
      }),
      await createProject('Typed in', { headers: { 'sec-fetch-site': 'none' } }),
    ];
    expect(answers.map((res) => res.status)).toEqual([201, 201, 201, 201]);
    const charset = await createProject('With a charset', {
      sameOrigin: true,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(charset.status).toBe(201);
  });

  it('serves a client that sends neither Origin nor Sec-Fetch-Site (curl, an SDK, a server)', async () => {
    expect((await createProject('No origin')).status).toBe(201);
    // A state change without a body needs no body type.
    expect((await callRoute(signoutRoute, { method: 'POST' }, new Map())).status).toBe(200);
  });

  it('leaves requests carrying a bearer token alone: a browser never adds one by itself', async () => {
    const token = ((await callRoute(meRoute, {}, user.jar)).body as { accessToken: string }).accessToken;
    const withToken = await createProject(
      'By token',
      {
        headers: { ...bearer(token), origin: EVIL, 'sec-fetch-site': 'cross-site' },
      },
      new Map(),
    );
    expect(withToken.status).toBe(201);

    const { key } = await createKey(user.jar);
    const apiCall = await callRoute(apiRenderRoute, {
      method: 'DELETE',
      query: { id: NO_SUCH_ID },
      headers: { ...bearer(key), origin: EVIL, 'sec-fetch-site': 'cross-site' },
    });
    expect({ status: apiCall.status, body: apiCall.body }).toEqual({
      status: 404,
      body: errorShape('render_not_found'),
    });
  });

  it('leaves provider webhooks alone: their signature is checked instead', async () => {
    const foreign = {
      origin: 'https://api.stripe.com',
      'sec-fetch-site': 'cross-site',
      'content-type': 'text/plain',
    };
    const stripe = await callRoute(stripeWebhook, {
      method: 'POST',
      rawBody: '{}',
      headers: { ...foreign, 'stripe-signature': 't=1,v1=bad' },
    });
    const replicate = await callRoute(replicateWebhook, {
      method: 'POST',
      rawBody: '{}',
      headers: { ...foreign, 'webhook-id': 'msg_1', 'webhook-timestamp': '1', 'webhook-signature': 'v1,bad' },
    });
    // With no provider configured (the embedded default) both answer 404, as without these headers.
    expect([stripe.status, replicate.status]).toEqual([404, 404]);
  });
});

describe('a route that takes native form posts', () => {
  const formRoute = {
    default: withApi({
      methods: ['POST'],
      auth: 'none',
      bodyTypes: [...DEFAULT_BODY_TYPES, 'application/x-www-form-urlencoded'],
      body: z.object({ email: z.string(), next: z.string().optional() }),
      handler: async ({ body }) => body,
    }),
    config: { api: { bodyParser: false } },
  };
  const post = (headers: Record<string, string>) =>
    callRoute(formRoute, {
      method: 'POST',
      rawBody: 'email=a%40example.com&next=%2Fstudio',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    });

  it('reads the form into the body schema, from our own pages only', async () => {
    expect((await post({ 'sec-fetch-site': 'same-origin' })).body).toEqual({
      email: 'a@example.com',
      next: '/studio',
    });
    expect((await post({ origin: EVIL })).status).toBe(403);
    expect((await post({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
  });

  it('still refuses text it cannot store', async () => {
    const res = await callRoute(formRoute, {
      method: 'POST',
      rawBody: 'email=a%00b',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: errorShape('invalid_body') });
  });
});
