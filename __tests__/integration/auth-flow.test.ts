import 'next-test-api-route-handler';
import { describe, expect, it } from '@jest/globals';
import * as me from '@/pages/api/me';
import * as signin from '@/pages/api/auth/signin';
import * as signout from '@/pages/api/auth/signout';
import * as signup from '@/pages/api/auth/signup';
import { listOutbox } from '@/lib/auth/local/outbox';
import { PASSWORD_COST, hashPassword } from '@/lib/auth/local/password';
import { callRoute } from './helpers/call-route';
import { signUpUser } from './helpers/sign-up';
import { setupTestDatabase } from './helpers/test-database';

const t = setupTestDatabase();

type MeBody = {
  user: { id: string; email: string };
  accessToken: string;
  userDetails: Record<string, unknown>;
};

describe('sign-up, sign-in and sign-out', () => {
  it('signs up into "check your e-mail", then signs in, and /api/me returns user, details and no subscription', async () => {
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
    expect(res.body).toEqual({ user: null, confirmationRequired: true });
    expect(jar.has('rc_session')).toBe(false);
    const mail = (await listOutbox(t.db())).find((m) => m.to_email === 'ada@example.com');
    expect(mail?.subject).toBe('Confirm your Roomcraft account');

    const signedIn = await callRoute(
      signin,
      { method: 'POST', body: { email: 'ada@example.com', password: 'correct horse' } },
      jar,
    );
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ user: { email: 'ada@example.com', email_confirmed_at: null } });
    const cookie = signedIn.setCookies.find((c) => c.startsWith('rc_session='))!;
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

  it('answers a sign-up for a taken address exactly as for a new one, e-mails the owner, and changes nothing', async () => {
    const { id } = await signUpUser('taken@example.com', 'first-password');
    const before = await t.db().query('select * from auth.users where id = $1', [id]);

    const fresh = await callRoute(signup, {
      method: 'POST',
      body: { email: 'fresh@example.com', password: 'second-password' },
    });
    const taken = await callRoute(signup, {
      method: 'POST',
      body: { email: 'TAKEN@example.com', password: 'second-password', fullName: 'Mallory' },
    });
    expect({ status: taken.status, body: taken.body }).toEqual({ status: fresh.status, body: fresh.body });
    expect(taken.headers.get('content-type')).toBe(fresh.headers.get('content-type'));
    expect(taken.setCookies.map((c) => c.split('=')[0])).toEqual(
      fresh.setCookies.map((c) => c.split('=')[0]),
    );

    const after = await t.db().query('select * from auth.users where id = $1', [id]);
    expect(after.rows).toEqual(before.rows);
    const users = await t
      .db()
      .query<{ n: number }>("select count(*)::int as n from auth.users where email = 'taken@example.com'");
    expect(users.rows[0]!.n).toBe(1);

    // The owner hears of it, with a way back in; the visitor's password never worked.
    const mail = (await listOutbox(t.db())).find((m) => m.to_email === 'taken@example.com')!;
    expect(mail.subject).toBe('You already have a Roomcraft account');
    expect(mail.text_body).toMatch(/http:\/\/127\.0\.0\.1:\d+\/signin/);
    expect(mail.text_body).toMatch(/auth\/callback\?token_hash=[\w-]+&type=recovery/);
    expect(
      (
        await callRoute(signin, {
          method: 'POST',
          body: { email: 'taken@example.com', password: 'second-password' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await callRoute(signin, {
          method: 'POST',
          body: { email: 'taken@example.com', password: 'first-password' },
        })
      ).status,
    ).toBe(200);
  });

  it('stores only a hash of the session token and of the password', async () => {
    const { jar } = await signUpUser('hash@example.com', 'a-long-secret');
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

  it('hashes a password stored at another cost again at sign-in, at the cost of the day, and only then', async () => {
    const { id } = await signUpUser('old-cost@example.com', 'an-old-password');
    // What a sign-up made before OWASP's cost was adopted stored.
    const old = await hashPassword('an-old-password', { N: 2 ** 15, r: 8, p: 1 });
    expect(old).toMatch(/^scrypt\$32768\$8\$1\$/);
    await t.db().query('update auth.users set encrypted_password = $2 where id = $1', [id, old]);
    const stored = async () =>
      (
        await t
          .db()
          .query<{ encrypted_password: string }>('select encrypted_password from auth.users where id = $1', [
            id,
          ])
      ).rows[0]!.encrypted_password;
    const signIn = (password: string) =>
      callRoute(signin, { method: 'POST', body: { email: 'old-cost@example.com', password } });

    expect((await signIn('not-the-password')).status).toBe(400);
    expect(await stored()).toBe(old);

    expect((await signIn('an-old-password')).status).toBe(200);
    const rehashed = await stored();
    expect(rehashed).toMatch(
      new RegExp(`^scrypt\\$${PASSWORD_COST.N}\\$${PASSWORD_COST.r}\\$${PASSWORD_COST.p}\\$`),
    );
    expect(PASSWORD_COST.N).not.toBe(2 ** 15);

    expect((await signIn('an-old-password')).status).toBe(200);
    expect(await stored()).toBe(rehashed);
    expect((await signIn('not-the-password')).status).toBe(400);
  });

  it('rotates the session on sign-in and ends it on sign-out', async () => {
    const { jar } = await signUpUser('rot@example.com');
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
    await signUpUser('same@example.com');
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
    const { jar } = await signUpUser('bearer@example.com');
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
