import 'next-test-api-route-handler';
import { describe, expect, it, jest } from '@jest/globals';
import { NextRequest } from 'next/server';
import * as signin from '@/pages/api/auth/signin';
import * as signinForm from '@/pages/api/auth/form/signin';
import * as signout from '@/pages/api/auth/signout';
import * as updatePassword from '@/pages/api/auth/update-password';
import * as me from '@/pages/api/me';
import { proxy } from '@/proxy';
import { callRoute, cookieHeader } from './helpers/call-route';
import { signUpUser } from './helpers/sign-up';
import { setupTestDatabase } from './helpers/test-database';

setupTestDatabase();

const page = (path: string, cookie?: string) =>
  new NextRequest(`http://localhost:3000${path}`, { headers: cookie ? { cookie } : {} });

/** The session hint's Set-Cookie line on a proxy answer, if any. */
function hintSet(response: Response): string | undefined {
  return response.headers.getSetCookie().find((line) => line.startsWith('rc_signed_in='));
}

describe('the session hint', () => {
  it('is set by signing in and cleared by signing out, through the API routes', async () => {
    const { jar } = await signUpUser('hint-api@example.com');
    expect(jar.get('rc_signed_in')).toBe('1');
    const out = await callRoute(signout, { method: 'POST', sameOrigin: true }, jar);
    expect(out.status).toBe(200);
    expect(jar.has('rc_session')).toBe(false);
    expect(jar.has('rc_signed_in')).toBe(false);
  });

  it('is set by the sign-in form posted without script, readable by the page and good for the whole site', async () => {
    await signUpUser('hint-form@example.com', 'form-password-1');
    const res = await callRoute(signinForm, {
      method: 'POST',
      rawBody: new URLSearchParams({
        email: 'hint-form@example.com',
        password: 'form-password-1',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
    });
    expect(res.status).toBe(303);
    const hint = res.setCookies.find((line) => line.startsWith('rc_signed_in='));
    expect(hint).toMatch(/^rc_signed_in=1; Path=\/; SameSite=Lax$/);
  });

  it('stays off a visitor, who never gets one from a page', async () => {
    const response = await proxy(page('/pricing'));
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(hintSet(response)).toBeUndefined();
  });

  it('is added by any page to a browser holding a session cookie, and kept when it is already there', async () => {
    const { jar } = await signUpUser('hint-proxy@example.com');
    const session = `rc_session=${jar.get('rc_session')}`;
    expect(hintSet(await proxy(page('/learn', session)))).toBe('rc_signed_in=1; Path=/; SameSite=lax');
    expect(hintSet(await proxy(page('/studio', session)))).toBe('rc_signed_in=1; Path=/; SameSite=lax');
    const passed = await proxy(page('/es/studio', `${session}; rc_signed_in=1`));
    expect(passed.headers.get('x-middleware-next')).toBe('1');
    expect(hintSet(passed)).toBeUndefined();
  });

  it('is cleared by any page once the session cookie is gone, even on the way to sign-in', async () => {
    const cleared = hintSet(await proxy(page('/', 'rc_signed_in=1')));
    expect(cleared).toMatch(/^rc_signed_in=; Path=\/; Max-Age=0; .*SameSite=lax/);
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const redirected = await proxy(page('/account', 'rc_signed_in=1'));
    log.mockRestore();
    expect(redirected.status).toBe(307);
    expect(hintSet(redirected)).toMatch(/^rc_signed_in=; Path=\/; Max-Age=0/);
  });

  /** A browser whose session was ended from another one, by a new password chosen there: its cookies stay. */
  async function endedElsewhere(email: string): Promise<Map<string, string>> {
    const { jar } = await signUpUser(email, 'old-password-1');
    const other = new Map<string, string>();
    const signedIn = await callRoute(
      signin,
      { method: 'POST', body: { email, password: 'old-password-1' } },
      other,
    );
    expect(signedIn.status).toBe(200);
    const changed = await callRoute(
      updatePassword,
      { method: 'POST', body: { password: 'new-password-2' }, sameOrigin: true },
      other,
    );
    expect(changed.status).toBe(200);
    expect(jar.get('rc_signed_in')).toBe('1');
    return jar;
  }

  it('goes with a dead session cookie at the first GET /api/me, and no page sets it again', async () => {
    const jar = await endedElsewhere('hint-dead-me@example.com');
    const res = await callRoute(me, {}, jar);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ error: 'not_authenticated' });
    expect(res.setCookies).toEqual([
      expect.stringMatching(/^rc_session=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax$/),
      expect.stringMatching(/^rc_signed_in=; Max-Age=0; Path=\/; SameSite=Lax$/),
    ]);
    expect([...jar.keys()].filter((name) => name.startsWith('rc_s'))).toEqual([]);
    expect(hintSet(await proxy(page('/learn', cookieHeader(jar))))).toBeUndefined();
    // A visitor's 401 clears nothing: there was nothing to clear.
    expect((await callRoute(me)).setCookies).toEqual([]);
  });

  it('goes with a dead session cookie when a page that needs an account finds it, on the way to sign-in', async () => {
    const jar = await endedElsewhere('hint-dead-page@example.com');
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const redirected = await proxy(page('/studio', cookieHeader(jar)));
    log.mockRestore();
    expect(redirected.status).toBe(307);
    expect(redirected.headers.get('location')).toMatch(/\/signin\?redirectedFrom=%2Fstudio$/);
    const lines = redirected.headers.getSetCookie();
    expect(lines.find((line) => line.startsWith('rc_session='))).toMatch(/^rc_session=; Path=\/; Max-Age=0;/);
    expect(hintSet(redirected)).toMatch(/^rc_signed_in=; Path=\/; Max-Age=0/);
  });

  it('stays with a live session that GET /api/me and a page that needs an account both find', async () => {
    const { jar } = await signUpUser('hint-live@example.com');
    const res = await callRoute(me, {}, jar);
    expect(res.status).toBe(200);
    expect(res.setCookies).toEqual([]);
    const passed = await proxy(page('/studio', cookieHeader(jar)));
    expect(passed.headers.get('x-middleware-next')).toBe('1');
    expect(passed.headers.getSetCookie()).toEqual([]);
  });
});
