import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NextConfig } from 'next';
import { buildCustomRoute } from 'next/dist/lib/build-custom-route';
import loadCustomRoutes, { type Header, type Redirect, type Rewrite } from 'next/dist/lib/load-custom-routes';
import {
  type EarlyAnswerBuild,
  earlyAnswerHeaders,
  earlyAnswerer,
  offerEarlyAnswer,
} from '@/lib/early-answers';
import { securityHeaderOptions, securityHeaderRules, securityHeaders } from '@/lib/security-headers';
import { config as proxyConfig } from '@/proxy';

// The app's own configuration, as the build loads it, and the function the build makes the proxy's matchers with.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const appConfig = require('../../next.config.js') as NextConfig & { i18n: { defaultLocale: string } };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { getMiddlewareMatchers } = require('next/dist/build/analysis/get-page-static-info') as {
  getMiddlewareMatchers(matcher: string | string[], nextConfig: unknown): { regexp: string }[];
};
const { i18n } = appConfig;

type AppConfig = {
  headers?: Header[];
  redirects?: Redirect[];
  rewrites?: Rewrite[];
  basePath?: string;
  caseSensitive?: boolean;
  /** The proxy's `config.matcher`; none: no proxy. */
  proxyMatcher?: string | string[];
};

/**
 * The build's records of an app with this project's i18n settings, made by Next's own code as `next build` makes
 * them: the routes manifest's rules (locales put in front, the trailing-slash redirect added, each source compiled)
 * and the proxy's matchers.
 */
async function buildOf(app: AppConfig = {}): Promise<EarlyAnswerBuild> {
  const nextConfig = {
    i18n,
    basePath: app.basePath ?? '',
    trailingSlash: false,
    experimental: {},
    headers: async () => app.headers ?? [],
    redirects: async () => app.redirects ?? [],
    rewrites: async () => app.rewrites ?? [],
  };
  const routes = await loadCustomRoutes(nextConfig as unknown as Parameters<typeof loadCustomRoutes>[0]);
  return {
    routesManifest: {
      basePath: nextConfig.basePath,
      caseSensitive: app.caseSensitive ?? false,
      i18n,
      headers: routes.headers.map((rule) => buildCustomRoute('header', rule)),
      onMatchHeaders: [],
      redirects: routes.redirects.map((rule) => buildCustomRoute('redirect', rule, ['/_next'])),
      rewrites: {
        beforeFiles: routes.rewrites.beforeFiles.map((rule) => buildCustomRoute('rewrite', rule)),
        afterFiles: routes.rewrites.afterFiles.map((rule) => buildCustomRoute('rewrite', rule)),
        fallback: routes.rewrites.fallback.map((rule) => buildCustomRoute('rewrite', rule)),
      },
    },
    functionsConfigManifest: app.proxyMatcher
      ? {
          functions: {
            '/_middleware': { matchers: getMiddlewareMatchers(app.proxyMatcher, nextConfig) },
          },
        }
      : undefined,
  };
}

const DENY = { key: 'X-Frame-Options', value: 'DENY' };

describe('earlyAnswerHeaders', () => {
  it("gives /api/me every header next.config.js's rules give every answer, with this app's proxy in place", async () => {
    // next.config.js itself, under this test run's environment.
    const build = await buildOf({ headers: await appConfig.headers!(), proxyMatcher: proxyConfig.matcher });
    expect(earlyAnswerHeaders(build, '/api/me')).toEqual(securityHeaders(securityHeaderOptions(process.env)));
    const production = { production: true, stripe: true };
    const rules = await buildOf({
      headers: securityHeaderRules(production),
      proxyMatcher: proxyConfig.matcher,
    });
    expect(earlyAnswerHeaders(rules, '/api/me')).toEqual(securityHeaders(production));
  });

  it('matches the rules as Next does: with the default locale in front, case-insensitively, later values winning', async () => {
    const build = await buildOf({
      headers: [
        { source: '/(.*)', locale: false, headers: [DENY, { key: 'Referrer-Policy', value: 'no-referrer' }] },
        // Next puts the locales in front of this one, and matches `/en/api/me`.
        { source: '/API/(.*)', headers: [{ key: 'referrer-policy', value: 'same-origin' }] },
        // Without the locale in front it never matches `/en/api/me` in Next either.
        { source: '/api/me', locale: false, headers: [{ key: 'X-Unseen', value: '1' }] },
        { source: '/pricing', headers: [{ key: 'Cache-Control', value: 'public' }] },
      ],
    });
    expect(earlyAnswerHeaders(build, '/api/me')).toEqual([
      DENY,
      { key: 'referrer-policy', value: 'same-origin' },
    ]);
    const caseSensitive = await buildOf({
      caseSensitive: true,
      headers: [{ source: '/API/(.*)', headers: [DENY] }],
    });
    expect(earlyAnswerHeaders(caseSensitive, '/api/me')).toEqual([]);
  });

  it.each<[string, AppConfig]>([
    [
      'a header rule depends on a request header',
      { headers: [{ source: '/api/me', has: [{ type: 'header', key: 'x-a' }], headers: [DENY] }] },
    ],
    [
      'a header rule depends on a missing cookie',
      { headers: [{ source: '/api/me', missing: [{ type: 'cookie', key: 'a' }], headers: [DENY] }] },
    ],
    [
      'a header rule substitutes a parameter',
      { headers: [{ source: '/api/:name', headers: [{ key: 'X-Route', value: ':name' }] }] },
    ],
    [
      'a header rule sets a cookie',
      { headers: [{ source: '/api/me', headers: [{ key: 'Set-Cookie', value: 'a=1' }] }] },
    ],
    [
      'a redirect matches',
      { redirects: [{ source: '/api/me', destination: '/api/v2/me', permanent: false }] },
    ],
    ['a rewrite matches', { rewrites: [{ source: '/api/:path*', destination: '/api/v2/:path*' }] }],
    ['the proxy matches', { proxyMatcher: ['/', '/api/me'] }],
    ['the proxy matches every path', { proxyMatcher: '/:path*' }],
    ['the app has a base path', { basePath: '/app' }],
    [
      'a rewrite matches in another case, which Next matches whatever the setting',
      { caseSensitive: true, rewrites: [{ source: '/API/me', destination: '/api/v2/me' }] },
    ],
  ])('gives up (null), leaving the path to Next, when %s', async (_, app) => {
    expect(earlyAnswerHeaders(await buildOf(app), '/api/me')).toBeNull();
  });

  it('is not stopped by rules on other paths, nor by the trailing-slash redirect Next adds', async () => {
    const build = await buildOf({
      headers: [
        { source: '/(.*)', locale: false, headers: [DENY] },
        { source: '/api/plans', has: [{ type: 'header', key: 'x-a' }], headers: [DENY] },
      ],
      redirects: [{ source: '/old', destination: '/', permanent: true }],
      rewrites: [{ source: '/docs/:path*', destination: '/learn/:path*' }],
      proxyMatcher: ['/', '/studio/:path*'],
    });
    expect(build.routesManifest.redirects?.some((rule) => rule.source === '/:path+/')).toBe(true);
    expect(earlyAnswerHeaders(build, '/api/me')).toEqual([DENY]);
  });

  it('gives up when the build has a proxy without matchers (it runs on every path)', async () => {
    const build = { ...(await buildOf()), middlewareManifest: { middleware: { '/': {} } } };
    expect(earlyAnswerHeaders(build, '/api/me')).toBeNull();
  });

  it("reads both of the build's proxy manifests, a Node proxy's and an edge one's", async () => {
    const build = await buildOf({ proxyMatcher: ['/studio/:path*'] });
    const edge = { matchers: getMiddlewareMatchers(['/api/:path*'], { i18n }) };
    expect(earlyAnswerHeaders(build, '/api/me')).toEqual([]);
    expect(
      earlyAnswerHeaders({ ...build, middlewareManifest: { middleware: { '/': edge } } }, '/api/me'),
    ).toBeNull();
  });
});

describe('earlyAnswerer', () => {
  let server: Server;
  let url: string;
  const calls: string[] = [];

  beforeAll(async () => {
    offerEarlyAnswer('/test/early', async (req, res) => {
      calls.push(req.url!);
      res.setHeader('Cache-Control', 'no-store');
      res.end('early');
    });
    offerEarlyAnswer('/test/throws', () => {
      throw new Error('thrown before any promise');
    });
    offerEarlyAnswer('/test/rejects', async () => {
      throw new Error('rejected');
    });
    const build = await buildOf({
      headers: [
        { source: '/(.*)', locale: false, headers: [DENY, { key: 'Cache-Control', value: 'public' }] },
        { source: '/test/refused', has: [{ type: 'query', key: 'x' }], headers: [DENY] },
      ],
    });
    offerEarlyAnswer('/test/refused', async (_req, res) => void res.end('early'));
    const answerEarly = earlyAnswerer(build);
    server = createServer((req: IncomingMessage, res: ServerResponse) => {
      if (!answerEarly(req, res)) res.setHeader('X-By', 'next').end('next');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("answers GET on an offered path with the rules' headers, the answer's own winning", async () => {
    const res = await fetch(`${url}/test/early?a=1`);
    expect(await res.text()).toBe('early');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(calls).toEqual(['/test/early?a=1']);
  });

  it('leaves to Next other methods, paths not offered, other spellings, and paths whose rules need Next', async () => {
    const by = (path: string, method = 'GET') =>
      fetch(`${url}${path}`, { method }).then((res) => res.headers.get('x-by'));
    const answeredBy = await Promise.all([
      by('/test/early', 'HEAD'),
      by('/test/early', 'POST'),
      by('/test/early/'),
      by('/test//early'),
      by('/test/other'),
      by('/test/refused'),
    ]);
    expect(answeredBy).toEqual(['next', 'next', 'next', 'next', 'next', 'next']);
    expect(calls).toEqual(['/test/early?a=1']);
  });

  it('answers 500 when an answer fails outside its own error handling, thrown or rejected', async () => {
    for (const path of ['/test/throws', '/test/rejects']) {
      expect((await fetch(`${url}${path}`)).status).toBe(500);
    }
  });
});
