import 'next-test-api-route-handler';
import { describe, expect, it } from '@jest/globals';
import { asService } from '@/lib/db/as-user';
import * as me from '@/pages/api/me';
import { callRoute } from './helpers/call-route';
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

  it('answers 401 in the error shape to a session cookie that names no session, clearing it and the hint with it', async () => {
    const res = await callRoute(me, { headers: { cookie: 'rc_session=not-a-session; rc_signed_in=1' } });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ error: 'not_authenticated' });
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.setCookies).toEqual([
      'rc_session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax',
      'rc_signed_in=; Max-Age=0; Path=/; SameSite=Lax',
    ]);
  });

  it('refuses other methods with 405 and an Allow header', async () => {
    const res = await callRoute(me, { method: 'DELETE' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET');
    expect(res.body).toMatchObject({ error: 'method_not_allowed' });
  });
});
