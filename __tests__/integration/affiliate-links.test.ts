import 'next-test-api-route-handler';
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { NextConfig } from 'next';
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { NextRequest } from 'next/server';
import * as affiliateRoute from '@/pages/api/affiliate';
import * as clickRoute from '@/pages/api/affiliate/click';
import { config, proxy } from '@/proxy';
import { type RouteResponse, callRoute } from './helpers/call-route';
import { signUpUser } from './helpers/sign-up';
import { setupTestDatabase } from './helpers/test-database';

// The app's own configuration (its i18n is what shapes the matcher), as `next start` loads it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const nextConfig = require('../../next.config.js') as NextConfig;
const { locales, defaultLocale } = nextConfig.i18n!;

// The visits below come from several addresses through one proxy, as a deployment behind a load balancer sees them.
beforeAll(() => {
  process.env.TRUSTED_PROXY_HOPS = '1';
});
const t = setupTestDatabase();

/**
 * The path Next's router matches against the proxy: one that names no locale gets the default locale in front
 * (`/` → `/en`, `/pricing` → `/en/pricing`), as it does before it resolves any route.
 */
function routedPath(pathname: string): string {
  const first = pathname.split('/')[1] ?? '';
  if (locales.includes(first) || pathname.startsWith('/_next/')) return pathname;
  return pathname === '/' ? `/${defaultLocale}` : `/${defaultLocale}${pathname}`;
}

const runsProxy = (url: string) => {
  const { pathname, search } = new URL(url, 'http://localhost:3000');
  return unstable_doesMiddlewareMatch({ config, nextConfig, url: routedPath(pathname) + search });
};

/**
 * A visit as the server handles it: the proxy runs only where Next's own matcher says it does, and sends the landing
 * to the click route, which counts it and goes on to the page. Returns the click route's answer.
 */
async function visit(url: string, ip: string): Promise<RouteResponse | null> {
  if (!runsProxy(url)) return null;
  const landing = await proxy(
    new NextRequest(new URL(url, 'http://localhost:3000'), { headers: { 'x-forwarded-for': ip } }),
  );
  expect(landing.status).toBe(307);
  const click = new URL(landing.headers.get('location')!);
  expect(click.pathname).toBe('/api/affiliate/click');
  return callRoute(clickRoute, {
    query: Object.fromEntries(click.searchParams),
    headers: { 'x-forwarded-for': ip },
  });
}

const clicks = async (code: string) =>
  (
    await t
      .db()
      .query<{ n: number }>('select count(*)::int as n from public.affiliate_clicks where code = $1', [code])
  ).rows[0]!.n;

let code: string;
let link: string;
beforeAll(async () => {
  const partner = await signUpUser('links-partner@example.com');
  const joined = await callRoute(affiliateRoute, { method: 'POST' }, partner.jar);
  ({ code, link } = joined.body as { code: string; link: string });
});

describe('affiliate links', () => {
  it('record a click and remember the code from every locale root and page', async () => {
    const landings = [
      new URL(link).pathname + new URL(link).search,
      `/es?via=${code}`,
      `/fr/pricing?via=${code}`,
    ];
    expect(landings[0]).toBe(`/?via=${code}`);
    const answers = await Promise.all(
      [...landings, `/de?via=${code}`, `/fr/?via=${code}`, `/pricing?via=${code}`].map((url, i) =>
        visit(url, `198.51.100.${i + 1}`),
      ),
    );
    expect(answers.map((res) => res?.setCookies.join('; ') ?? null)).toEqual(
      answers.map(() => expect.stringContaining(`rc_via=${code}`)),
    );
    // Each goes on to the page it landed on, without the code in its address.
    expect(answers.map((res) => res?.headers.get('location'))).toEqual([
      '/',
      '/es',
      '/fr/pricing',
      '/de',
      '/fr/',
      '/pricing',
    ]);
    expect(await clicks(code)).toBe(6);
  });

  it('leave API routes and static files to themselves', () => {
    for (const url of [
      `/api/plans?via=${code}`,
      `/es/api/plans?via=${code}`,
      `/favicon.svg?via=${code}`,
      `/robots.txt?via=${code}`,
      `/_next/static/chunks/main.js?via=${code}`,
    ]) {
      expect({ url, runs: runsProxy(url) }).toEqual({ url, runs: false });
    }
  });
});
