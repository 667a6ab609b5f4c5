import 'next-test-api-route-handler';
import { describe, expect, it, jest } from '@jest/globals';
import { NextRequest } from 'next/server';
import * as signinForm from '@/pages/api/auth/form/signin';
import * as signout from '@/pages/api/auth/signout';
import { proxy } from '@/proxy';
import { callRoute } from './helpers/call-route';
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
});
