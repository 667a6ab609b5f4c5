import 'next-test-api-route-handler';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { NextApiHandler } from 'next';
import { applySeed } from '@/lib/db/apply-seed';
import * as profileRoute from '@/pages/api/account/profile';
import * as magicLinkRoute from '@/pages/api/auth/magic-link';
import * as signinRoute from '@/pages/api/auth/signin';
import * as signupRoute from '@/pages/api/auth/signup';
import * as contactRoute from '@/pages/api/contact';
import * as filesRoute from '@/pages/api/files/[...key]';
import * as listingRoute from '@/pages/api/listing-description/index';
import * as projectRoute from '@/pages/api/projects/[id]';
import * as projectsRoute from '@/pages/api/projects/index';
import * as rendersRoute from '@/pages/api/renders/index';
import * as apiRendersRoute from '@/pages/api/v1/renders/index';
import { bearer, createKey, renderForm, roomPhoto } from './helpers/api-client';
import { callRoute } from './helpers/call-route';
import { signUpUser } from './helpers/sign-up';
import { setupTestDatabase } from './helpers/test-database';

beforeAll(() => {
  process.env.STORAGE_DIR = mkdtempSync(path.join(tmpdir(), 'roomcraft-unstorable-'));
});
const t = setupTestDatabase();
beforeAll(() => applySeed(t.db()));

type Route = { default: NextApiHandler; config?: unknown };
type Jar = Map<string, string>;

const NUL = '\u0000';
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';
const errorShape = (error: string) => ({ error, description: expect.any(String) });

let user: { id: string; jar: Jar };
let apiKey: string;
let projectId: string;

beforeAll(async () => {
  user = await signUpUser('unstorable@example.com');
  apiKey = (await createKey(user.jar)).key;
  const created = await callRoute(projectsRoute, { method: 'POST', body: { name: 'Loft' } }, user.jar);
  projectId = (created.body as { project: { id: string } }).project.id;
});

const LISTING_FACTS = {
  propertyType: 'house',
  bedrooms: 3,
  bathrooms: 2,
  area: 1500,
  areaUnit: 'sqft',
  location: 'Riverside',
  features: ['garden'],
  tone: 'warm',
  length: 'short',
  language: 'en',
};

/** A request whose text holds `bad` somewhere, and the field the answer names. */
type Case = {
  route: Route;
  method: string;
  field: string;
  body: (bad: string) => unknown;
  query?: Record<string, string>;
  as?: 'user' | 'apiKey';
};

const CASES: Record<string, Case> = {
  'sign-up name': {
    route: signupRoute,
    method: 'POST',
    field: 'fullName',
    body: (bad) => ({ email: 'nul-signup@example.com', password: 'password-123', fullName: `Ann${bad}` }),
  },
  'sign-in e-mail': {
    route: signinRoute,
    method: 'POST',
    field: 'email',
    body: (bad) => ({ email: `a${bad}@example.com`, password: 'password-123' }),
  },
  'magic link return path': {
    route: magicLinkRoute,
    method: 'POST',
    field: 'next',
    body: (bad) => ({ email: 'unstorable@example.com', next: `/studio${bad}` }),
  },
  'contact message': {
    route: contactRoute,
    method: 'POST',
    field: 'message',
    body: (bad) => ({
      name: 'Visitor',
      email: 'v@example.com',
      topic: 'general',
      message: `Hello there${bad}!`,
    }),
  },
  'listing feature': {
    route: listingRoute,
    method: 'POST',
    field: 'features[1]',
    body: (bad) => ({ ...LISTING_FACTS, features: ['garden', `pool${bad}`] }),
  },
  'profile name': {
    route: profileRoute,
    method: 'PATCH',
    field: 'fullName',
    body: (bad) => ({ fullName: `Ann${bad}` }),
    as: 'user',
  },
  'new project name': {
    route: projectsRoute,
    method: 'POST',
    field: 'name',
    body: (bad) => ({ name: `Attic${bad}` }),
    as: 'user',
  },
  'project rename': {
    route: projectRoute,
    method: 'PATCH',
    field: 'name',
    body: (bad) => ({ name: `Attic${bad}` }),
    as: 'user',
  },
  'render prompt': {
    route: rendersRoute,
    method: 'POST',
    field: 'prompt',
    body: (bad) => ({
      imageId: NO_SUCH_ID,
      tool: 'redesign',
      roomType: 'bedroom',
      style: 'modern',
      prompt: bad,
    }),
    as: 'user',
  },
  'API render prompt (JSON)': {
    route: apiRendersRoute,
    method: 'POST',
    field: 'prompt',
    body: (bad) => ({
      image_url: 'https://example.com/room.jpg',
      tool: 'redesign',
      room_type: 'bedroom',
      style: 'modern',
      prompt: `oak${bad}`,
    }),
    as: 'apiKey',
  },
  'name of an unknown contact field': {
    route: contactRoute,
    method: 'POST',
    field: `extra${NUL}`,
    body: (bad) => ({ name: 'Visitor', email: 'v@example.com', topic: 'general', [`extra${bad}`]: 1 }),
  },
};

async function send(c: Case, body: unknown) {
  const headers = c.as === 'apiKey' ? bearer(apiKey) : undefined;
  const query = c.route === projectRoute ? { id: projectId } : undefined;
  return callRoute(
    c.route,
    { method: c.method, body, headers, query },
    c.as === 'user' ? user.jar : undefined,
  );
}

describe('text PostgreSQL cannot store', () => {
  it.each(Object.entries(CASES))('a NUL in the %s is a 400 naming the field', async (_name, c) => {
    const res = await send(c, c.body(NUL));
    expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: errorShape('invalid_body') });
    expect((res.body as { description: string }).description).toContain(`"${c.field}"`);
  });

  it.each([
    ['an unpaired high surrogate', '\uD800'],
    ['an unpaired low surrogate', '\uDC00'],
  ])('%s is a 400 too (jsonb refuses it, text would silently store U+FFFD)', async (_name, bad) => {
    for (const c of [CASES['contact message']!, CASES['listing feature']!, CASES['profile name']!]) {
      const res = await send(c, c.body(bad));
      expect({ status: res.status, body: res.body }).toEqual({
        status: 400,
        body: errorShape('invalid_body'),
      });
    }
  });

  it('takes a whole surrogate pair (an emoji) as ordinary text', async () => {
    const res = await callRoute(projectsRoute, { method: 'POST', body: { name: 'Den 🛋️' } }, user.jar);
    expect(res.status).toBe(201);
  });

  it('stores nothing from a refused request', async () => {
    await send(CASES['new project name']!, CASES['new project name']!.body(NUL));
    const { rows } = await t
      .db()
      .query<{ name: string }>('select name from public.projects where user_id = $1 order by name', [
        user.id,
      ]);
    expect(rows.map((row) => row.name)).toEqual(['Den 🛋️', 'Loft']);
  });

  it('refuses a NUL in a multipart form field and in the query string', async () => {
    const form = renderForm(await roomPhoto(), {
      tool: 'redesign',
      room_type: 'bedroom',
      style: 'modern',
      prompt: `oak${NUL}`,
    });
    const multipart = await callRoute(apiRendersRoute, { method: 'POST', form, headers: bearer(apiKey) });
    expect({ status: multipart.status, body: multipart.body }).toEqual({
      status: 400,
      body: errorShape('invalid_body'),
    });

    const feed = await callRoute(rendersRoute, { query: { feed: 'private', cursor: `x${NUL}` } }, user.jar);
    expect({ status: feed.status, body: feed.body }).toEqual({
      status: 400,
      body: errorShape('invalid_query'),
    });
    const file = await callRoute(filesRoute, {
      query: { key: [NO_SUCH_ID, `a${NUL}.png`] } as unknown as Record<string, string>,
    });
    expect({ status: file.status, body: file.body }).toEqual({
      status: 400,
      body: errorShape('invalid_query'),
    });
  });

  it('answers a deeply nested body without running out of stack', async () => {
    const depth = 40_000;
    const res = await callRoute(
      contactRoute,
      { method: 'POST', rawBody: `${'['.repeat(depth)}"${NUL}"${']'.repeat(depth)}` },
      undefined,
    );
    expect(res.status).toBe(400);
  });
});

const cursorOf = (createdAt: unknown, id: unknown = NO_SUCH_ID) =>
  Buffer.from(JSON.stringify({ createdAt, id })).toString('base64url');

/** Cursors JavaScript's Date accepts (or that are no cursor at all) but PostgreSQL would refuse. */
const BAD_CURSORS: [string, string][] = [
  ['a bare number as the date', cursorOf('1')],
  ['a number, not text', cursorOf(1)],
  ['year 0', cursorOf('0000-01-01T00:00:00.000Z')],
  ['a year before 0', cursorOf('-000001-01-01T00:00:00.000Z')],
  ["JavaScript's last date", cursorOf('+275760-09-13T00:00:00.000Z')],
  ['year 10000', cursorOf('10000-01-01T00:00:00.000Z')],
  ['Date#toString()', cursorOf(new Date('2026-01-02T03:04:05Z').toString())],
  ['30 February', cursorOf('2026-02-30T00:00:00.000Z')],
  ['hour 24', cursorOf('2026-01-01T24:00:00.000Z')],
  ['nanoseconds', cursorOf('2026-01-01T00:00:00.000000001Z')],
  ['a NUL in the date', cursorOf(`2026-01-01T00:00:00.000Z${NUL}`)],
  ['an id that is no uuid', cursorOf('2026-01-01T00:00:00.000Z', 'render-1')],
  ['JSON null', Buffer.from('null').toString('base64url')],
  ['no JSON at all', 'garbage'],
];

describe('page cursors', () => {
  const pages = {
    'GET /api/renders': (cursor: string) => callRoute(rendersRoute, { query: { cursor } }, user.jar),
    'GET /api/v1/renders': (cursor: string) =>
      callRoute(apiRendersRoute, { query: { cursor }, headers: bearer(apiKey) }),
  };

  it.each(Object.entries(pages))(
    '%s answers 400 invalid_cursor to every cursor PostgreSQL would refuse',
    async (_name, page) => {
      for (const [name, cursor] of BAD_CURSORS) {
        const res = await page(cursor);
        expect({ name, status: res.status, body: res.body }).toEqual({
          name,
          status: 400,
          body: errorShape('invalid_cursor'),
        });
      }
    },
  );

  it.each(Object.entries(pages))(
    '%s takes the first and last instants PostgreSQL and JavaScript share',
    async (_name, page) => {
      for (const createdAt of [
        '0001-01-01T00:00:00.000Z',
        '9999-12-31T23:59:59.999Z',
        '2026-01-01T00:00:00.123456Z',
      ]) {
        const res = await page(cursorOf(createdAt));
        expect({ createdAt, status: res.status }).toEqual({ createdAt, status: 200 });
      }
    },
  );
});
