import 'next-test-api-route-handler';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { earlyAnswerer } from '@/lib/early-answers';
import { asService } from '@/lib/db/as-user';
import * as me from '@/pages/api/me';
import { callRoute, cookieHeader } from './helpers/call-route';
import { startLocalWebServer } from './helpers/local-web-server';
import { signUpUser } from './helpers/sign-up';
import { setupTestDatabase } from './helpers/test-database';

setupTestDatabase();

describe('GET /api/me', () => {
  it('answers 401 in the spec shape without a session', async () => {
    const res = await callRoute(me);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      error: 'not_authenticated',
      description: 'The user does not have an active session or is not authenticated',
    });
  });

  it('returns the newest current subscription when there are two, and ignores ended ones', async () => {
    const { id, jar } = await signUpUser('two-subs@example.com');
    await asService(async (tx) => {
      await tx.query(
        `insert into public.products (id, name, metadata) values
         ('prod_basic', 'Roomcraft Basic', '{"index": 1}'), ('prod_pro', 'Roomcraft Pro', '{"index": 2}')`,
      );
      await tx.query(
        `insert into public.prices (id, product_id, unit_amount, currency, interval) values
         ('price_basic', 'prod_basic', 900, 'usd', 'month'), ('price_pro', 'prod_pro', 2900, 'usd', 'year')`,
      );
      await tx.query(
        `insert into public.subscriptions (id, user_id, status, price_id, created) values
         ('sub_old', $1, 'active', 'price_basic', now() - interval '2 days'),
         ('sub_new', $1, 'trialing', 'price_pro', now() - interval '1 day'),
         ('sub_gone', $1, 'canceled', 'price_pro', now())`,
        [id],
      );
    });
    const res = await callRoute(me, {}, jar);
    expect(res.status).toBe(200);
    // Never stored, so never revalidated: no ETag is worked out for it.
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('etag')).toBeNull();
    expect((res.body as { subscription: unknown }).subscription).toMatchObject({
      id: 'sub_new',
      status: 'trialing',
      prices: { id: 'price_pro', interval: 'year', unit_amount: 2900, products: { name: 'Roomcraft Pro' } },
    });
  });

  it('refuses other methods with 405 and an Allow header', async () => {
    const res = await callRoute(me, { method: 'DELETE' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET');
    expect(res.body).toMatchObject({ error: 'method_not_allowed' });
  });
});

describe('GET /api/me answered early, before Next (server.js)', () => {
  let server: Awaited<ReturnType<typeof startLocalWebServer>>;
  beforeAll(async () => {
    // server.js's first look at each request, with the answer this route module offered when it loaded; what it
    // leaves to Next is a 404 here. No header rules: the headers are lib/early-answers.js's own tests' concern.
    const answerEarly = earlyAnswerer({ routesManifest: {} });
    server = await startLocalWebServer({
      '/api/me': (req, res) => {
        if (!answerEarly(req, res)) res.writeHead(404).end();
      },
    });
  });
  afterAll(() => server.close());

  async function both(cookie?: string) {
    const headers = cookie === undefined ? undefined : { cookie };
    const viaNext = await callRoute(me, { headers });
    const res = await fetch(`${server.url}/api/me`, { headers });
    return {
      viaNext,
      early: { status: res.status, headers: res.headers, body: await res.json() },
    };
  }

  it("answers a signed-in user with the route's own answer and headers", async () => {
    const { jar } = await signUpUser('early@example.com');
    const { viaNext, early } = await both(cookieHeader(jar));
    expect(early.status).toBe(200);
    expect(early.body).toEqual(viaNext.body);
    expect((early.body as { user: { email: string } }).user.email).toBe('early@example.com');
    for (const name of ['content-type', 'cache-control']) {
      expect(early.headers.get(name)).toBe(viaNext.headers.get(name));
    }
  });

  it.each([
    ['no cookie', undefined],
    ['a session cookie that names no session', 'rc_session=not-a-session'],
  ])('answers 401 in the error shape to %s, as the route does', async (_, cookie) => {
    const { viaNext, early } = await both(cookie);
    expect(early.status).toBe(401);
    expect(early.body).toEqual(viaNext.body);
    expect(early.body).toMatchObject({ error: 'not_authenticated' });
    expect(early.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  it('clears a session cookie that names no session, and the hint with it, as the route does', async () => {
    const { viaNext, early } = await both('rc_session=not-a-session; rc_signed_in=1');
    expect(early.status).toBe(401);
    expect(early.headers.getSetCookie()).toEqual(viaNext.setCookies);
    expect(viaNext.setCookies).toEqual([
      'rc_session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax',
      'rc_signed_in=; Max-Age=0; Path=/; SameSite=Lax',
    ]);
  });
});
