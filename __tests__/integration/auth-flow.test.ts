import 'next-test-api-route-handler';
import { describe, expect, it } from '@jest/globals';
import * as me from '@/pages/api/me';
import * as signin from '@/pages/api/auth/signin';
import * as signout from '@/pages/api/auth/signout';
import * as signup from '@/pages/api/auth/signup';
import { callRoute } from './helpers/call-route';
import { setupTestDatabase } from './helpers/test-database';

const t = setupTestDatabase();

type MeBody = {
  user: { id: string; email: string };
  accessToken: string;
  userDetails: Record<string, unknown>;
};

describe('sign-up, sign-in and sign-out', () => {
  it('signs up, is signed in at once, and /api/me returns user, details and no subscription', async () => {
    const jar = new Map<string, string>();
    const res = await callRoute(
      signup,
      {
        method: 'POST',
        body: { email: ' Ada@Example.COM ', password: 'correct horse', fullName: 'Ada Lovelace' },
      },
      jar,
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ user: { email: 'ada@example.com' }, confirmationRequired: false });
    const cookie = res.setCookies.find((c) => c.startsWith('rc_session='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    const profile = await callRoute(me, {}, jar);
    expect(profile.status).toBe(200);
    const body = profile.body as MeBody & { subscription: unknown };
    expect(body.user.email).toBe('ada@example.com');
    expect(body.userDetails).toMatchObject({ full_name: 'Ada Lovelace', monthly_quota: 3, project_count: 0 });
    expect(body.subscription).toBeNull();
    expect(body.accessToken.split('.')).toHaveLength(3);
  });

  it('stores only a hash of the session token and of the password', async () => {
    const jar = new Map<string, string>();
    await callRoute(
      signup,
      { method: 'POST', body: { email: 'hash@example.com', password: 'a-long-secret' } },
      jar,
    );
    const token = jar.get('rc_session')!;
    const sessions = await t.db().query<{ token_hash: string }>('select token_hash from local_auth.sessions');
    expect(sessions.rows.some((r) => r.token_hash === token)).toBe(false);
    const users = await t
      .db()
      .query<{ encrypted_password: string }>(
        "select encrypted_password from auth.users where email = 'hash@example.com'",
      );
    expect(users.rows[0]!.encrypted_password).toMatch(/^scrypt\$/);
    expect(users.rows[0]!.encrypted_password).not.toContain('a-long-secret');
  });

  it('rotates the session on sign-in and ends it on sign-out', async () => {
    const jar = new Map<string, string>();
    await callRoute(
      signup,
      { method: 'POST', body: { email: 'rot@example.com', password: 'password-123' } },
      jar,
    );
    const first = jar.get('rc_session');

    const signedIn = await callRoute(
      signin,
      { method: 'POST', body: { email: 'rot@example.com', password: 'password-123' } },
      jar,
    );
    expect(signedIn.status).toBe(200);
    const second = jar.get('rc_session');
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    // The old token no longer works.
    expect((await callRoute(me, {}, new Map([['rc_session', first!]]))).status).toBe(401);
    expect((await callRoute(me, {}, jar)).status).toBe(200);

    const out = await callRoute(signout, { method: 'POST' }, jar);
    expect(out.status).toBe(200);
    expect(jar.has('rc_session')).toBe(false);
    expect((await callRoute(me, {}, new Map([['rc_session', second!]]))).status).toBe(401);
  });

  it('answers a wrong password and an unknown e-mail with the same message', async () => {
    await callRoute(signup, {
      method: 'POST',
      body: { email: 'same@example.com', password: 'password-123' },
    });
    const wrong = await callRoute(signin, {
      method: 'POST',
      body: { email: 'same@example.com', password: 'not-the-password' },
    });
    const unknown = await callRoute(signin, {
      method: 'POST',
      body: { email: 'nobody@example.com', password: 'not-the-password' },
    });
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toEqual({ error: 'invalid_credentials', description: 'Invalid e-mail or password.' });
  });

  it('accepts the access token as a Bearer token while its session lives', async () => {
    const jar = new Map<string, string>();
    await callRoute(
      signup,
      { method: 'POST', body: { email: 'bearer@example.com', password: 'password-123' } },
      jar,
    );
    const { accessToken } = (await callRoute(me, {}, jar)).body as MeBody;
    const viaBearer = await callRoute(me, { headers: { authorization: `Bearer ${accessToken}` } });
    expect(viaBearer.status).toBe(200);
    expect((viaBearer.body as MeBody).user.email).toBe('bearer@example.com');

    await callRoute(signout, { method: 'POST' }, jar);
    expect((await callRoute(me, { headers: { authorization: `Bearer ${accessToken}` } })).status).toBe(401);
    expect((await callRoute(me, { headers: { authorization: 'Bearer forged.token.value' } })).status).toBe(
      401,
    );
  });
});
