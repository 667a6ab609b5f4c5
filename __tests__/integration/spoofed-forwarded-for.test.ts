import 'next-test-api-route-handler';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { AUTH_LIMIT_PER_IP } from '@/lib/auth/throttle-auth';
import { CONTACT_LIMIT_PER_IP } from '@/lib/contact/throttle-contact';
import * as affiliate from '@/pages/api/affiliate';
import * as click from '@/pages/api/affiliate/click';
import * as signin from '@/pages/api/auth/signin';
import * as contact from '@/pages/api/contact';
import { callRoute } from './helpers/call-route';
import { signUpUser } from './helpers/sign-up';
import { setupTestDatabase } from './helpers/test-database';

// A server that clients reach directly: no proxy trusted, as without TRUSTED_PROXY_HOPS or TRUSTED_PROXY. Every
// request here comes from 127.0.0.1 (next-test-api-route-handler's own connection), each claiming another address.
beforeAll(() => {
  delete process.env.TRUSTED_PROXY_HOPS;
  delete process.env.TRUSTED_PROXY;
});
const t = setupTestDatabase();
// Signed in before the sign-in throttle test below uses up this connection's failed attempts.
let partner: Awaited<ReturnType<typeof signUpUser>>;
beforeAll(async () => {
  partner = await signUpUser('spoof-partner@example.com');
});

let spoofs = 0;
/** A different made-up X-Forwarded-For on every call, as a client resetting its limits would send. */
const spoofed = () => ({ 'x-forwarded-for': `198.51.100.${++spoofs}, 203.0.113.${spoofs}` });

describe('a spoofed X-Forwarded-For on a server behind no proxy', () => {
  it('does not reset the contact form’s per-address limit', async () => {
    const message = (n: number) => ({
      name: 'Spoofer',
      email: `spoofer${n}@example.com`,
      topic: 'general',
      message: `Message ${n}, each from a new claimed address.`,
    });
    for (let n = 0; n < CONTACT_LIMIT_PER_IP; n += 1) {
      const res = await callRoute(contact, { method: 'POST', body: message(n), headers: spoofed() });
      expect(res.status).toBe(201);
    }
    const res = await callRoute(contact, { method: 'POST', body: message(99), headers: spoofed() });
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ error: 'rate_limited' });
  });

  it('does not reset the sign-in throttle, and the session keeps the connection’s address', async () => {
    const user = await signUpUser('spoof-session@example.com');
    const { rows } = await t
      .db()
      .query<{ ip: string }>('select ip from local_auth.sessions where user_id = $1', [user.id]);
    expect(rows).toEqual([{ ip: '127.0.0.1' }]);

    // Every attempt names another e-mail, so only the per-address limit can stop them.
    const attempt = (n: number) =>
      callRoute(signin, {
        method: 'POST',
        body: { email: `nobody${n}@example.com`, password: 'not-the-password' },
        headers: spoofed(),
      });
    for (let n = 0; n < AUTH_LIMIT_PER_IP; n += 1) expect((await attempt(n)).status).toBe(400);
    const res = await attempt(AUTH_LIMIT_PER_IP);
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ error: 'rate_limited' });
  });

  it('does not count another affiliate click from the same connection within the hour', async () => {
    const { code } = (await callRoute(affiliate, { method: 'POST' }, partner.jar)).body as { code: string };
    for (let n = 0; n < 3; n += 1) {
      const res = await callRoute(click, { query: { via: code, next: '/' }, headers: spoofed() });
      expect(res.status).toBe(307);
    }
    expect((await callRoute(affiliate, {}, partner.jar)).body).toMatchObject({ clicks: 1 });
  });
});
