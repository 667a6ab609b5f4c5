import 'next-test-api-route-handler';
import { describe, expect, it, jest } from '@jest/globals';
import type { GetServerSidePropsContext } from 'next';
import { NextRequest } from 'next/server';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { guardRequest, withApiAuth, withPageAuth } from '@/lib/auth/guards';
import { callRoute } from './helpers/call-route';
import { signUpUser } from './helpers/sign-up';
import { setupTestDatabase } from './helpers/test-database';

const t = setupTestDatabase();

function pageContext(cookie?: string, resolvedUrl = '/account?tab=billing'): GetServerSidePropsContext {
  const req = {
    headers: cookie ? { cookie } : {},
    socket: { remoteAddress: '127.0.0.1' },
  } as unknown as IncomingMessage;
  const res = { getHeader: () => undefined, setHeader: () => undefined } as unknown as ServerResponse;
  return { req, res, resolvedUrl, query: {}, locale: 'en' } as unknown as GetServerSidePropsContext;
}

describe('withApiAuth', () => {
  const route = {
    default: withApiAuth((req, res, session) => {
      if (req.query.fail) throw new Error('database is on fire');
      res.status(200).json({ email: session.user.email });
    }),
  };

  it('answers 401 not_authenticated without a session, and runs the handler with one', async () => {
    expect((await callRoute(route)).body).toEqual({
      error: 'not_authenticated',
      description: 'The user does not have an active session or is not authenticated',
    });
    const { jar } = await signUpUser('guard-api@example.com');
    const ok = await callRoute(route, {}, jar);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ email: 'guard-api@example.com' });
  });

  it('answers 500 with the error text when the handler throws', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { jar } = await signUpUser('guard-500@example.com');
    const res = await callRoute(route, { query: { fail: '1' } }, jar);
    expect(res.status).toBe(500);
    expect(res.body).toMatchObject({ error: 'internal_error', description: 'database is on fire' });
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });
});

describe('withPageAuth', () => {
  it('redirects (not permanently) to the given path with the original path', async () => {
    const result = await withPageAuth({ redirectTo: '/signin' })(pageContext());
    expect(result).toEqual({
      redirect: { destination: '/signin?redirectedFrom=%2Faccount%3Ftab%3Dbilling', permanent: false },
    });
    expect(await withPageAuth()(pageContext())).toMatchObject({
      redirect: { destination: expect.stringMatching(/^\/\?redirectedFrom=/) },
    });
  });

  it("passes the user to the page and turns the page handler's error into an error prop", async () => {
    const { jar } = await signUpUser('guard-page@example.com');
    const cookie = `rc_session=${jar.get('rc_session')}`;
    const ok = await withPageAuth({ getServerSideProps: async () => ({ props: { answer: 42 } }) })(
      pageContext(cookie),
    );
    expect(ok).toMatchObject({ props: { answer: 42, user: { email: 'guard-page@example.com' } } });
    const failing = await withPageAuth({
      getServerSideProps: async () => {
        throw new Error('no plans today');
      },
    })(pageContext(cookie));
    expect(failing).toEqual({ props: { error: 'no plans today' } });
  });

  it('lets a visitor through when authentication is not required', async () => {
    expect(await withPageAuth({ authRequired: false })(pageContext())).toEqual({ props: { user: null } });
  });
});

describe('guardRequest (proxy.ts)', () => {
  const request = (cookie?: string) =>
    new NextRequest('http://localhost:3000/account?tab=plan', { headers: cookie ? { cookie } : {} });

  it('redirects without a session, logging the spec line', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const res = await guardRequest(request(), { redirectTo: '/signin' });
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toBe(
      'http://localhost:3000/signin?redirectedFrom=%2Faccount%3Ftab%3Dplan',
    );
    expect(log).toHaveBeenCalledWith('No auth session, redirecting');
    log.mockRestore();
  });

  it('lets a signed-in user through, and redirects one the permission guard denies', async () => {
    const { jar } = await signUpUser('guard-proxy@example.com');
    const cookie = `rc_session=${jar.get('rc_session')}`;
    const passed = await guardRequest(request(cookie));
    expect(passed.headers.get('x-middleware-next')).toBe('1');

    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const denied = await guardRequest(request(cookie), {
      isPermitted: (user) => user.email.endsWith('@staff.example'),
    });
    expect(denied.status).toBe(307);
    expect(new URL(denied.headers.get('location')!).pathname).toBe('/');
    expect(log).toHaveBeenCalledWith('User is not permitted, redirecting');
    log.mockRestore();
  });

  it('redirects when the session lookup fails, logging the spec line', async () => {
    const { jar } = await signUpUser('guard-error@example.com');
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    await t.db().query('alter table local_auth.sessions rename to sessions_gone');
    try {
      const res = await guardRequest(request(`rc_session=${jar.get('rc_session')}`));
      expect(res.status).toBe(307);
      expect(log.mock.calls[0]?.[0]).toBe('Authorization error, redirecting to login page');
    } finally {
      await t.db().query('alter table local_auth.sessions_gone rename to sessions');
      log.mockRestore();
    }
  });
});
