import 'next-test-api-route-handler';
import { describe, expect, it, jest } from '@jest/globals';
import * as me from '@/pages/api/me';
import * as signout from '@/pages/api/auth/signout';
import type { TMe } from '@/lib/users/me-types';
import { callRoute, type RouteResponse } from './helpers/call-route';
import { countRoundTrips } from './helpers/count-round-trips';
import { signUpUser } from './helpers/sign-up';
import { subscribe } from './helpers/subscribe';
import { setupTestDatabase } from './helpers/test-database';

const t = setupTestDatabase();

/** One call of GET /api/me, with the database round trips it made. */
async function measuredMe(jar?: Map<string, string>, headers?: Record<string, string>) {
  let res: RouteResponse | undefined;
  const roundTrips = await countRoundTrips(async () => {
    res = await callRoute(me, { headers }, jar);
  });
  return { res: res!, roundTrips };
}

describe('GET /api/me round trips to the database', () => {
  it('is one for a signed-in user, and none again while nothing changed where the database says so', async () => {
    const { id, jar } = await signUpUser('one-trip@example.com', 'password-123', 'One Trip');
    await t.db().query(
      `insert into public.usage (user_id, month, renders)
       values ($1, date_trunc('month', now() at time zone 'utc')::date, 2)`,
      [id],
    );
    const first = await measuredMe(jar);
    expect(first.res.status).toBe(200);
    const body = first.res.body as TMe;
    expect(body.user).toMatchObject({ id, email: 'one-trip@example.com' });
    expect(body.userDetails).toMatchObject({ id, full_name: 'One Trip', monthly_quota: 3 });
    expect(body.subscription).toBeNull();
    expect([body.rendersThisMonth, body.totalRenders]).toEqual([2, 0]);
    expect(body.accessToken.split('.')).toHaveLength(3);
    expect(first.roundTrips).toBe(1);

    // The embedded database notifies this process of every change, so its answer is kept; a server's is read again.
    const again = await measuredMe(jar);
    expect(again.res.body).toEqual(body);
    expect(again.roundTrips).toBe(t.db().kind === 'pglite' ? 0 : 1);
  });

  it('serialises a kept answer once, and a changed one again', async () => {
    const { id, jar } = await signUpUser('serialised-once@example.com');
    const stringify = jest.spyOn(JSON, 'stringify');
    const answersMade = () =>
      stringify.mock.calls.filter(([value]) => (value as TMe | null)?.accessToken).length;
    try {
      await callRoute(me, {}, jar);
      await callRoute(me, {}, jar);
      // Kept where the database notifies this process of changes (embedded), read and serialised again elsewhere.
      expect(answersMade()).toBe(t.db().kind === 'pglite' ? 1 : 2);
      await t.db().query(`update public.users set full_name = 'Serialised Again' where id = $1`, [id]);
      const changed = (await callRoute(me, {}, jar)).body as TMe;
      expect(changed.userDetails?.full_name).toBe('Serialised Again');
      expect(answersMade()).toBe(t.db().kind === 'pglite' ? 2 : 3);
    } finally {
      stringify.mockRestore();
    }
  });

  it('sees every change of what it answers at the very next request', async () => {
    const { id, jar } = await signUpUser('changes@example.com');
    const read = async () => (await callRoute(me, {}, jar)).body as TMe;
    expect((await read()).userDetails?.full_name).toBeNull();

    await t.db().query(`update public.users set full_name = 'Renamed' where id = $1`, [id]);
    expect((await read()).userDetails?.full_name).toBe('Renamed');
    await t.db().query(
      `insert into public.usage (user_id, month, renders)
       values ($1, date_trunc('month', now() at time zone 'utc')::date, 4)`,
      [id],
    );
    expect((await read()).rendersThisMonth).toBe(4);
    const { productId } = await subscribe(t.db(), id, 'Roomcraft Gold');
    expect((await read()).subscription?.prices?.products?.name).toBe('Roomcraft Gold');
    await t.db().query(`update public.products set name = 'Roomcraft Platinum' where id = $1`, [productId]);
    expect((await read()).subscription?.prices?.products?.name).toBe('Roomcraft Platinum');
    await t.db().query(`update auth.users set email_confirmed_at = now() where id = $1`, [id]);
    expect((await read()).user.email_confirmed_at).not.toBeNull();
  });

  it('is one when the sliding expiry is due, which it moves on', async () => {
    const { jar, id } = await signUpUser('sliding@example.com');
    await t.db().query(
      `update local_auth.sessions set last_seen_at = now() - interval '2 hours', expires_at = now() + interval '1 day'
       where user_id = $1`,
      [id],
    );
    const { res, roundTrips } = await measuredMe(jar);
    expect(res.status).toBe(200);
    expect(roundTrips).toBe(1);
    const { rows } = await t.db().query<{ fresh: boolean }>(
      `select last_seen_at > now() - interval '1 minute' and expires_at > now() + interval '29 days' as fresh
       from local_auth.sessions where user_id = $1`,
      [id],
    );
    expect(rows).toEqual([{ fresh: true }]);
  });

  it('is one for an access token, and a signed-out session is refused at once, token or cookie', async () => {
    const { jar } = await signUpUser('bearer@example.com');
    const { accessToken } = (await callRoute(me, {}, jar)).body as TMe;
    const bearer = { authorization: `Bearer ${accessToken}` };
    const viaToken = await measuredMe(undefined, bearer);
    expect(viaToken.res.status).toBe(200);
    expect((viaToken.res.body as TMe).user.email).toBe('bearer@example.com');
    expect(viaToken.roundTrips).toBe(1);

    const cookie = new Map(jar);
    expect((await callRoute(signout, { method: 'POST', sameOrigin: true }, jar)).status).toBeLessThan(400);
    for (const after of [await measuredMe(undefined, bearer), await measuredMe(cookie)]) {
      expect(after.res.status).toBe(401);
      expect(after.res.body).toMatchObject({ error: 'not_authenticated' });
      expect(after.roundTrips).toBe(1);
    }
  });

  it('makes none without a cookie or token', async () => {
    const { res, roundTrips } = await measuredMe();
    expect(res.status).toBe(401);
    expect(roundTrips).toBe(0);
  });

  it('reads the context as the user under row-level security, and leaves the caller as it was', async () => {
    const a = await signUpUser('rls-a@example.com');
    const b = await signUpUser('rls-b@example.com');
    const body = (await callRoute(me, {}, a.jar)).body as TMe;
    expect(body.userDetails?.id).toBe(a.id);
    const after = await t.db().transaction(async (tx) => {
      const { rows } = await tx.query<{ session_id: string; context: { user_details: { id: string } } }>(
        `select l.session_id, l.context from local_auth.sessions s,
         local_auth.session_context(null, s.id, interval '1 hour', 30) l where s.user_id = $1`,
        [b.id],
      );
      const who = await tx.query<{ role: string; claims: string | null }>(
        "select current_user as role, nullif(current_setting('request.jwt.claims', true), '') as claims",
      );
      return { context: rows[0]?.context, who: who.rows[0] };
    });
    expect(after.context?.user_details.id).toBe(b.id);
    expect(after.who).toEqual({ role: expect.not.stringMatching(/^authenticated$/), claims: null });
  });
});
