import { describe, expect, it } from '@jest/globals';
import {
  type SecurityHeaderOptions,
  securityHeaderOptions,
  securityHeaderRules,
  securityHeaders,
} from '@/lib/security/security-headers';

const NONE: SecurityHeaderOptions = { production: true, stripe: false };

function headerMap(options: SecurityHeaderOptions): Map<string, string> {
  return new Map(securityHeaders(options).map(({ key, value }) => [key, value]));
}

/** The CSP as directive name → its sources. */
function csp(options: SecurityHeaderOptions): Map<string, string[]> {
  const policy = headerMap(options).get('Content-Security-Policy') ?? '';
  return new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );
}

describe('securityHeaders', () => {
  it('allows only the site itself when no provider is configured', () => {
    const policy = csp(NONE);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy.get('media-src')).toEqual(["'self'", 'blob:']);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('frame-src')).toEqual(["'none'"]);
    expect(policy.get('font-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(headerMap(NONE).get('Permissions-Policy')).toBe(
      'camera=(self), microphone=(), geolocation=(), payment=()',
    );
  });

  it('adds Stripe.js, its API, frames, checkout form and payment permission with Stripe', () => {
    const options = { ...NONE, stripe: true };
    const policy = csp(options);
    expect(policy.get('script-src')).toEqual(["'self'", 'https://js.stripe.com']);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.stripe.com']);
    expect(policy.get('frame-src')).toEqual(['https://js.stripe.com', 'https://hooks.stripe.com']);
    expect(policy.get('form-action')).toEqual(["'self'", 'https://checkout.stripe.com']);
    expect(headerMap(options).get('Permissions-Policy')).toContain('payment=(self "https://js.stripe.com")');
  });

  it("adds PostHog's API host and its assets host", () => {
    const policy = csp({ ...NONE, posthogHost: 'https://eu.i.posthog.com' });
    expect(policy.get('script-src')).toEqual(["'self'", 'https://eu-assets.i.posthog.com']);
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://eu.i.posthog.com',
      'https://eu-assets.i.posthog.com',
    ]);
  });

  it('serves PostHog scripts from a reverse proxy when the host is not PostHog Cloud', () => {
    const policy = csp({ ...NONE, posthogHost: 'https://ph.example.com/ingest' });
    expect(policy.get('script-src')).toEqual(["'self'", 'https://ph.example.com']);
  });

  it("adds Sentry's ingest origin without the DSN's key or project", () => {
    const policy = csp({ ...NONE, sentryDsn: 'https://abc123@o42.ingest.us.sentry.io/7' });
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://o42.ingest.us.sentry.io']);
    expect(policy.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(csp(NONE).get('worker-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
  });

  it('refuses a Sentry DSN that is not a URL', () => {
    expect(() => securityHeaders({ ...NONE, sentryDsn: 'not a dsn' })).toThrow(/NEXT_PUBLIC_SENTRY_DSN/);
  });

  it('sends HSTS and upgrades insecure requests in production only', () => {
    const production = headerMap(NONE);
    expect(production.get('Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains; preload');
    expect(csp(NONE).has('upgrade-insecure-requests')).toBe(true);

    const development = { ...NONE, production: false };
    expect(headerMap(development).has('Strict-Transport-Security')).toBe(false);
    expect(csp(development).has('upgrade-insecure-requests')).toBe(false);
  });

  it("allows React's development eval in development only, and a page's nonce and websocket when given", () => {
    const development = csp({ ...NONE, production: false });
    expect(development.get('script-src')).toEqual(["'self'", "'unsafe-eval'"]);
    expect(development.get('connect-src')).toEqual(["'self'"]);
    expect(csp(NONE).get('script-src')).toEqual(["'self'"]);

    const page = csp({ ...NONE, production: false, nonce: 'abc', websocket: 'ws://127.0.0.1:3000' });
    expect(page.get('script-src')).toEqual(["'self'", "'nonce-abc'", "'unsafe-eval'"]);
    expect(page.get('connect-src')).toEqual(["'self'", 'ws://127.0.0.1:3000']);
    expect(page.get('script-src')).not.toContain("'unsafe-inline'");
  });

  it('forbids framing and sniffing and keeps the referrer to the origin across sites', () => {
    const headers = headerMap({ ...NONE, stripe: true, production: false });
    expect(csp({ ...NONE, stripe: true }).get('frame-ancestors')).toEqual(["'none'"]);
    expect(headers.get('X-Frame-Options')).toBe('DENY');
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
  });
});

describe('securityHeaderRules', () => {
  it('gives every path the same headers in production', () => {
    expect(securityHeaderRules(NONE)).toEqual([
      { source: '/(.*)', locale: false, headers: securityHeaders(NONE) },
    ]);
  });

  it('names no parameter, so Next never rewrites the header values per request', () => {
    // With a named parameter Next substitutes it into every header value holding a colon (the CSP's `data:`,
    // `https:`) on every request, compiling the value as a path pattern each time.
    for (const production of [true, false]) {
      for (const { source } of securityHeaderRules({ ...NONE, production }))
        expect(source).not.toMatch(/:\w/);
    }
    const pattern = new RegExp(`^${securityHeaderRules(NONE)[0]!.source}$`);
    for (const path of [
      '/',
      '/pricing',
      '/es/account',
      '/api/me',
      '/favicon.svg',
      '/_next/static/chunks/a.js',
    ]) {
      expect(pattern.test(path)).toBe(true);
    }
  });

  it("leaves nosniff off only the development server's client middleware manifest, which it serves as JSON", () => {
    const development = { ...NONE, production: false };
    const [everything, manifest] = securityHeaderRules(development);
    const pattern = new RegExp(`^${everything!.source}$`);
    expect(pattern.test('/pricing')).toBe(true);
    expect(pattern.test('/_next/static/development/_buildManifest.js')).toBe(true);
    expect(pattern.test('/_next/static/development/_clientMiddlewareManifest.js')).toBe(false);
    expect(everything!.headers).toEqual(securityHeaders(development));
    expect(manifest!.source).toBe('/_next/static/development/_clientMiddlewareManifest.js');
    expect(manifest!.headers.map(({ key }) => key)).not.toContain('X-Content-Type-Options');
    expect(manifest!.headers.map(({ key }) => key)).toContain('Content-Security-Policy');
  });
});

describe('securityHeaderOptions', () => {
  it('turns on no provider without their public variables', () => {
    expect(
      securityHeaderOptions({ NODE_ENV: 'development', NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: ' ' }),
    ).toEqual({
      production: false,
      stripe: false,
      posthogHost: undefined,
      sentryDsn: undefined,
    });
  });

  it('reads each provider from the variables the browser bundle uses', () => {
    expect(
      securityHeaderOptions({
        NODE_ENV: 'production',
        NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
        NEXT_PUBLIC_POSTHOG_KEY: 'phc_123',
        NEXT_PUBLIC_SENTRY_DSN: 'https://abc@o1.ingest.sentry.io/2',
      }),
    ).toEqual({
      production: true,
      stripe: true,
      posthogHost: 'https://us.i.posthog.com',
      sentryDsn: 'https://abc@o1.ingest.sentry.io/2',
    });
    expect(
      securityHeaderOptions({
        NEXT_PUBLIC_POSTHOG_KEY: 'phc_123',
        NEXT_PUBLIC_POSTHOG_HOST: 'https://eu.i.posthog.com',
      }).posthogHost,
    ).toBe('https://eu.i.posthog.com');
  });
});
