import 'next-test-api-route-handler';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { asService } from '@/lib/db/as-user';
import * as formSignin from '@/pages/api/auth/form/signin';
import * as magicLink from '@/pages/api/auth/magic-link';
import * as resetPassword from '@/pages/api/auth/reset-password';
import * as signin from '@/pages/api/auth/signin';
import * as signup from '@/pages/api/auth/signup';
import * as contact from '@/pages/api/contact';
import * as renders from '@/pages/api/renders/index';
import * as trialUploads from '@/pages/api/trial/uploads';
import * as usage from '@/pages/api/v1/usage';
import { bearer, createKey } from './helpers/api-client';
import { type RouteResponse, callRoute } from './helpers/call-route';
import { signUpUser } from './helpers/sign-up';
import { setupTestDatabase } from './helpers/test-database';
import { uploadImage } from './helpers/upload-image';

// Each client comes through one proxy with its own address, as a deployment behind a load balancer sees it.
beforeAll(() => {
  process.env.TRUSTED_PROXY_HOPS = '1';
});
const t = setupTestDatabase();

let addresses = 0;
const nextAddress = () => `198.51.100.${++addresses}`;

/** Puts a throttle's counter far over any limit, as many requests in its window would have. */
const exhaust = (key: string) =>
  t.db().query(
    `insert into private.rate_limits (key, window_started_at, hits) values ($1, now(), 100000)
       on conflict (key) do update set window_started_at = now(), hits = 100000`,
    [key],
  );

/** The one answer every throttle gives: 429, the one code, the wait in Retry-After and in the message's values. */
function expectRateLimited(res: RouteResponse) {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(res.body).toEqual({
    error: 'rate_limited',
    description: expect.any(String),
    params: { seconds: retryAfter },
  });
}

describe('every throttle answers 429 rate_limited', () => {
  it('password sign-in', async () => {
    const ip = nextAddress();
    await exhaust(`auth:signin:ip:${ip}`);
    const res = await callRoute(signin, {
      method: 'POST',
      body: { email: 'someone@example.com', password: 'password-123' },
      headers: { 'x-forwarded-for': ip },
    });
    expectRateLimited(res);
  });

  it.each([
    ['signup', signup, { email: 'new@example.com', password: 'password-123' }],
    ['magic-link', magicLink, { email: 'new@example.com' }],
    ['reset-password', resetPassword, { email: 'new@example.com' }],
  ] as const)('%s', async (action, route, body) => {
    const ip = nextAddress();
    await exhaust(`auth:${action}:ip:${ip}`);
    expectRateLimited(await callRoute(route, { method: 'POST', body, headers: { 'x-forwarded-for': ip } }));
  });

  it('the no-script sign-in form, which carries the code back to its page', async () => {
    const ip = nextAddress();
    await exhaust(`auth:signin:ip:${ip}`);
    const res = await callRoute(formSignin, {
      method: 'POST',
      rawBody: new URLSearchParams({ email: 'someone@example.com', password: 'password-123' }).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
        'x-forwarded-for': ip,
      },
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/signin?error=rate_limited');
  });

  it('the contact form', async () => {
    await exhaust('contact:email:busy@example.com');
    const res = await callRoute(contact, {
      method: 'POST',
      body: { name: 'Busy', email: 'busy@example.com', topic: 'general', message: 'One message too many.' },
      headers: { 'x-forwarded-for': nextAddress() },
    });
    expectRateLimited(res);
  });

  it('the Pro API, per key', async () => {
    const { jar } = await signUpUser('api-throttle@example.com');
    const created = await createKey(jar);
    await exhaust(`api:${created.apiKey.id}`);
    const res = await callRoute(usage, { headers: bearer(created.key) });
    expectRateLimited(res);
    expect(res.headers.get('x-ratelimit-limit')).toBe('60');
  });

  it('renders on an unlimited plan (fair use)', async () => {
    const user = await signUpUser('fair-use@example.com');
    await asService((tx) =>
      tx.query('update public.users set monthly_quota = null where id = $1', [user.id]),
    );
    const imageId = await uploadImage(user.jar, { width: 120, height: 90 });
    await exhaust(`renders:${user.id}`);
    const res = await callRoute(
      renders,
      { method: 'POST', body: { imageId, tool: 'redesign', roomType: 'living_room', style: 'japandi' } },
      user.jar,
    );
    expectRateLimited(res);
  });

  it('trial uploads', async () => {
    const ip = nextAddress();
    await exhaust(`trial-uploads-ip:${ip}`);
    const res = await callRoute(trialUploads, {
      method: 'POST',
      form: (() => {
        const form = new FormData();
        form.append('file', new Blob([Buffer.from('not reached')], { type: 'image/jpeg' }), 'room.jpg');
        return form;
      })(),
      headers: { 'x-forwarded-for': ip },
    });
    expectRateLimited(res);
  });
});
