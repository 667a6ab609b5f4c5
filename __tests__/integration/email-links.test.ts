import 'next-test-api-route-handler';
import { describe, expect, it } from '@jest/globals';
import { authIoFromNode } from '@/lib/auth/auth-io';
import { completeEmailLink } from '@/lib/auth/complete-email-link';
import { getAuth } from '@/lib/auth/get-auth';
import { listOutbox } from '@/lib/auth/local/outbox';
import * as magicLink from '@/pages/api/auth/magic-link';
import * as me from '@/pages/api/me';
import * as resetPassword from '@/pages/api/auth/reset-password';
import * as signin from '@/pages/api/auth/signin';
import * as updatePassword from '@/pages/api/auth/update-password';
import { callRoute } from './helpers/call-route';
import { signUpUser } from './helpers/sign-up';
import { setupTestDatabase } from './helpers/test-database';
import type { IncomingMessage, ServerResponse } from 'node:http';

const t = setupTestDatabase();

/** Follows an e-mailed link the way /auth/callback does; returns where it leads and the session cookie it set. */
async function followLink(link: string) {
  const url = new URL(link);
  const headers: Record<string, string | string[]> = {};
  const req = { headers: {}, socket: { remoteAddress: '127.0.0.1' } } as unknown as IncomingMessage;
  const res = {
    getHeader: (name: string) => headers[name.toLowerCase()],
    setHeader: (name: string, value: string | string[]) => {
      headers[name.toLowerCase()] = value;
    },
  } as unknown as ServerResponse;
  const destination = await completeEmailLink(
    getAuth(),
    authIoFromNode(req, res),
    Object.fromEntries(url.searchParams),
  );
  const cookie = ([] as string[])
    .concat(headers['set-cookie'] ?? [])
    .find((c) => c.startsWith('rc_session='));
  return { destination, token: cookie?.split(';')[0]?.split('=')[1] };
}

async function lastLinkTo(email: string) {
  const mail = (await listOutbox(t.db())).find((m) => m.to_email === email);
  return mail?.text_body.match(/https?:\/\/\S+/)?.[0];
}

describe('e-mailed links', () => {
  it('sends a confirmation on sign-up that confirms the address once', async () => {
    const { id } = await signUpUser('confirm@example.com');
    const link = await lastLinkTo('confirm@example.com');
    // Sent during the sign-up request, so it points at the address that request reached.
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/auth\/callback\?token_hash=[\w-]+&type=signup/);
    const first = await followLink(link!);
    expect(first.destination).toBe('/');
    expect(first.token).toBeDefined();
    const { rows } = await t.db().query('select email_confirmed_at from auth.users where id = $1', [id]);
    expect(rows[0]!.email_confirmed_at).toBeInstanceOf(Date);
    // A link works once.
    expect((await followLink(link!)).destination).toBeNull();
  });

  it('signs in with a magic link and returns to a same-site target only', async () => {
    await signUpUser('magic@example.com');
    const res = await callRoute(magicLink, {
      method: 'POST',
      body: { email: 'magic@example.com', next: '/account' },
    });
    expect(res.status).toBe(200);
    const followed = await followLink((await lastLinkTo('magic@example.com'))!);
    expect(followed.destination).toBe('/account');
    const profile = await callRoute(me, {}, new Map([['rc_session', followed.token!]]));
    expect((profile.body as { user: { email: string } }).user.email).toBe('magic@example.com');

    await callRoute(magicLink, {
      method: 'POST',
      body: { email: 'magic@example.com', next: '//evil.example' },
    });
    expect((await followLink((await lastLinkTo('magic@example.com'))!)).destination).toBe('/');
  });

  it('answers a magic link or reset for an unknown address exactly like a known one, and sends nothing', async () => {
    const before = (await listOutbox(t.db())).length;
    const unknown = await callRoute(magicLink, { method: 'POST', body: { email: 'ghost@example.com' } });
    const reset = await callRoute(resetPassword, { method: 'POST', body: { email: 'ghost@example.com' } });
    expect([unknown.status, unknown.body, reset.status, reset.body]).toEqual([
      200,
      { ok: true },
      200,
      { ok: true },
    ]);
    expect((await listOutbox(t.db())).length).toBe(before);
  });

  it('resets a password by e-mailed link, ending the other sessions', async () => {
    const other = await signUpUser('reset@example.com', 'old-password-1');
    await callRoute(resetPassword, { method: 'POST', body: { email: 'reset@example.com' } });
    const followed = await followLink((await lastLinkTo('reset@example.com'))!);
    expect(followed.destination).toBe('/reset-password');
    const jar = new Map([['rc_session', followed.token!]]);

    const short = await callRoute(updatePassword, { method: 'POST', body: { password: 'short' } }, jar);
    expect(short.status).toBe(400);
    const saved = await callRoute(
      updatePassword,
      { method: 'POST', body: { password: 'new-password-2' } },
      jar,
    );
    expect(saved.status).toBe(200);

    expect((await callRoute(me, {}, other.jar)).status).toBe(401);
    expect((await callRoute(me, {}, jar)).status).toBe(200);
    const oldPw = await callRoute(signin, {
      method: 'POST',
      body: { email: 'reset@example.com', password: 'old-password-1' },
    });
    expect(oldPw.status).toBe(400);
    const newPw = await callRoute(signin, {
      method: 'POST',
      body: { email: 'reset@example.com', password: 'new-password-2' },
    });
    expect(newPw.status).toBe(200);
  });

  it('voids every link mailed before a new password, and signs in with none of them after it', async () => {
    const email = 'void@example.com';
    await signUpUser(email, 'old-password-1');
    const confirmation = (await lastLinkTo(email))!;
    await callRoute(magicLink, { method: 'POST', body: { email } });
    const signInLink = (await lastLinkTo(email))!;
    await callRoute(resetPassword, { method: 'POST', body: { email } });
    const earlierReset = (await lastLinkTo(email))!;
    await callRoute(resetPassword, { method: 'POST', body: { email } });
    const followed = await followLink((await lastLinkTo(email))!);
    expect(followed.destination).toBe('/reset-password');

    const jar = new Map([['rc_session', followed.token!]]);
    expect(
      (await callRoute(updatePassword, { method: 'POST', body: { password: 'new-password-2' } }, jar)).status,
    ).toBe(200);
    for (const link of [earlierReset, signInLink, confirmation]) {
      expect(await followLink(link)).toEqual({ destination: null, token: undefined });
    }
    const left = await t
      .db()
      .query<{ n: number }>(
        'select count(*)::int as n from local_auth.one_time_tokens o join auth.users u on u.id = o.user_id where u.email = $1',
        [email],
      );
    expect(left.rows[0]!.n).toBe(0);
  });

  it('voids earlier links on a password change from the account too', async () => {
    const { jar } = await signUpUser('change@example.com', 'old-password-1');
    await callRoute(resetPassword, { method: 'POST', body: { email: 'change@example.com' } });
    const reset = (await lastLinkTo('change@example.com'))!;
    await callRoute(updatePassword, { method: 'POST', body: { password: 'new-password-2' } }, jar);
    expect((await followLink(reset)).destination).toBeNull();
  });

  it('refuses a forged or expired link', async () => {
    expect(
      (await followLink('http://localhost:3000/auth/callback?token_hash=forged&type=magiclink')).destination,
    ).toBeNull();
    await signUpUser('expired@example.com');
    await callRoute(magicLink, { method: 'POST', body: { email: 'expired@example.com' } });
    await t.db().query("update local_auth.one_time_tokens set expires_at = now() - interval '1 second'");
    expect((await followLink((await lastLinkTo('expired@example.com'))!)).destination).toBeNull();
  });
});
