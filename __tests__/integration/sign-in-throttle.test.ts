import 'next-test-api-route-handler';
import { beforeAll, describe, expect, it } from '@jest/globals';
import * as signin from '@/pages/api/auth/signin';
import { callRoute } from './helpers/call-route';
import { signUpUser } from './helpers/sign-up';
import { setupTestDatabase } from './helpers/test-database';

// The attempts come from many addresses through one proxy, as a deployment behind a load balancer sees them.
beforeAll(() => {
  process.env.TRUSTED_PROXY_HOPS = '1';
});
const t = setupTestDatabase();

/** A password sign-in from the client address `ip`, in the browser whose cookies `jar` holds (a new one if none). */
const signIn = (email: string, password: string, ip: string, jar?: Map<string, string>) =>
  callRoute(signin, { method: 'POST', body: { email, password }, headers: { 'x-forwarded-for': ip } }, jar);

describe('sign-in throttle', () => {
  it('stops one address guessing one account after 10 wrong passwords, even with the right one', async () => {
    await signUpUser('throttle@example.com');
    for (let i = 0; i < 10; i++) {
      expect((await signIn('throttle@example.com', `guess-${i}-xx`, '198.51.100.7')).status).toBe(400);
    }
    const blocked = await signIn('throttle@example.com', 'password-123', '198.51.100.7');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ error: 'rate_limited' });
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Another account tried from the same address is not locked out by it.
    expect((await signIn('other@example.com', 'whatever-1', '198.51.100.7')).status).toBe(400);
  });

  it('lets the account in again once the window has passed', async () => {
    await t
      .db()
      .query(
        "update private.rate_limits set window_started_at = now() - interval '16 minutes' where key like 'auth:signin:%'",
      );
    expect((await signIn('throttle@example.com', 'password-123', '198.51.100.7')).status).toBe(200);
  });

  it('does not let 50 wrong passwords from other addresses keep the owner out of their own browser', async () => {
    const owner = await signUpUser('owner@example.com', 'owners-password');
    // The owner's browser has signed in before, and so carries the account's known-device cookie.
    expect(owner.jar.has('rc_device')).toBe(true);
    const answers: number[] = [];
    for (let i = 1; i <= 50; i++) {
      answers.push((await signIn('owner@example.com', `guess-${i}-xx`, `203.0.113.${i}`)).status);
    }
    // Spread over 50 addresses, the guessing still stops after 10 tries: the account is closed to unknown browsers.
    expect(answers).toEqual([...Array(10).fill(400), ...Array(40).fill(429)]);
    expect((await signIn('owner@example.com', 'owners-password', '192.0.2.50')).status).toBe(429);

    // The owner's own browser gets in, from any address.
    const signedIn = await signIn('owner@example.com', 'owners-password', '192.0.2.50', owner.jar);
    expect(signedIn.status).toBe(200);
    // A typo there is only a wrong password.
    expect((await signIn('owner@example.com', 'a-typo', '192.0.2.50', owner.jar)).status).toBe(400);
    expect((await signIn('owner@example.com', 'owners-password', '192.0.2.50', owner.jar)).status).toBe(200);
  });

  it('opens only its own account with a known-device cookie, and none with a forged one', async () => {
    const mine = await signUpUser('mine@example.com');
    await signUpUser('theirs@example.com');
    for (let i = 1; i <= 10; i++) await signIn('theirs@example.com', `guess-${i}-xx`, `203.0.113.${100 + i}`);
    expect((await signIn('theirs@example.com', 'password-123', '192.0.2.60', mine.jar)).status).toBe(429);
    const device = mine.jar.get('rc_device')!;
    const [expiry] = device.split('.');
    const forged = new Map([['rc_device', `${expiry}.${'A'.repeat(22)}`]]);
    expect((await signIn('theirs@example.com', 'password-123', '192.0.2.61', forged)).status).toBe(429);
  });

  it('stops one address trying many accounts after 50 failures, however many of its sign-ins succeed', async () => {
    await signUpUser('office@example.com');
    for (let i = 1; i <= 49; i++) {
      expect((await signIn(`nobody-${i}@example.com`, 'guess-xx', '198.51.100.20')).status).toBe(400);
    }
    // An office behind one address: its people's sign-ins never count against it.
    for (let i = 0; i < 3; i++) {
      expect((await signIn('office@example.com', 'password-123', '198.51.100.20')).status).toBe(200);
    }
    expect((await signIn('nobody-50@example.com', 'guess-xx', '198.51.100.20')).status).toBe(400);
    const blocked = await signIn('nobody-51@example.com', 'guess-xx', '198.51.100.20');
    expect(blocked.status).toBe(429);
    expect((await signIn('office@example.com', 'password-123', '198.51.100.20')).status).toBe(429);
    // Elsewhere, the same accounts are tried as before.
    expect((await signIn('nobody-51@example.com', 'guess-xx', '198.51.100.21')).status).toBe(400);
  });
});
