// CommonJS on purpose: next.config.js requires it before any TypeScript is compiled.

const STRIPE_JS = 'https://js.stripe.com';
const DEFAULT_POSTHOG_HOST = 'https://us.i.posthog.com';

/**
 * PostHog's cloud serves its scripts (recorder, surveys, remote config) from a sibling assets host; a self-hosted
 * or reverse-proxied PostHog serves them itself.
 */
function posthogAssetsOrigin(host) {
  const url = new URL(host);
  const cloud = /^(us|eu)\.i\.posthog\.com$/.exec(url.hostname);
  return cloud ? `https://${cloud[1]}-assets.i.posthog.com` : url.origin;
}

/** The origin the browser SDK posts events to: a DSN's host without its public key. */
function sentryIngestOrigin(dsn) {
  try {
    return new URL(dsn).origin;
  } catch {
    throw new Error('NEXT_PUBLIC_SENTRY_DSN must be a URL (the DSN from the Sentry project settings)');
  }
}

/** Like lib/env.ts, an empty or blank variable counts as unset. */
function present(value) {
  return value && value.trim() ? value.trim() : undefined;
}

/**
 * The providers the browser talks to, decided from the same public variables the client bundle is built with
 * (headers() runs at build time, like the inlining of NEXT_PUBLIC_*).
 */
function securityHeaderOptions(env) {
  return {
    production: env.NODE_ENV === 'production',
    // Stripe.js loads whenever the publishable key is set (lib/billing/load-stripe-js.ts).
    stripe: Boolean(present(env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY)),
    posthogHost: present(env.NEXT_PUBLIC_POSTHOG_KEY)
      ? (present(env.NEXT_PUBLIC_POSTHOG_HOST) ?? DEFAULT_POSTHOG_HOST)
      : undefined,
    sentryDsn: present(env.NEXT_PUBLIC_SENTRY_DSN),
  };
}

function contentSecurityPolicy({ production, stripe, posthogHost, sentryDsn, nonce, websocket }) {
  const posthog = posthogHost ? [new URL(posthogHost).origin, posthogAssetsOrigin(posthogHost)] : [];
  const directives = {
    'default-src': ["'self'"],
    // A production page has no executable inline script (__NEXT_DATA__ and JSON-LD are data, and Turbopack's shared
    // runtime, which would inline its bootstrap, is off in next.config.js). The development server inlines its
    // hot-reload bootstrap, allowed by the nonce proxy.ts gives each page; React's development build evaluates code.
    'script-src': [
      "'self'",
      ...(stripe ? [STRIPE_JS] : []),
      ...posthog.slice(1),
      ...(nonce ? [`'nonce-${nonce}'`] : []),
      ...(production ? [] : ["'unsafe-eval'"]),
    ],
    // React style attributes and react-compare-slider's positioning are inline styles.
    'style-src': ["'self'", "'unsafe-inline'"],
    // blob: previews of uploads and of the mask being painted; data: for tiny inline placeholders.
    'img-src': ["'self'", 'data:', 'blob:'],
    'media-src': ["'self'", 'blob:'],
    'connect-src': [
      "'self'",
      ...(stripe ? ['https://api.stripe.com'] : []),
      ...posthog,
      ...(sentryDsn ? [sentryIngestOrigin(sentryDsn)] : []),
      // Hot reloading's websocket, on the host the development page was reached at.
      ...(websocket ? [websocket] : []),
    ],
    // Sentry's session replay compresses in a worker it starts from a blob.
    'worker-src': ["'self'", ...(sentryDsn ? ['blob:'] : [])],
    'frame-src': stripe ? [STRIPE_JS, 'https://hooks.stripe.com'] : ["'none'"],
    'font-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...(stripe ? ['https://checkout.stripe.com'] : [])],
    'frame-ancestors': ["'none'"],
  };
  const policy = Object.entries(directives).map(([name, sources]) => `${name} ${sources.join(' ')}`);
  if (production) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

/** The headers every response carries (next.config.js applies them to all paths, pages and API routes alike). */
function securityHeaders(options) {
  const headers = [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      key: 'Permissions-Policy',
      // The upload offers the phone camera; Stripe's payment sheet may use the Payment Request API.
      value: [
        'camera=(self)',
        'microphone=()',
        'geolocation=()',
        options.stripe ? `payment=(self "${STRIPE_JS}")` : 'payment=()',
      ].join(', '),
    },
    // frame-ancestors for browsers that predate it.
    { key: 'X-Frame-Options', value: 'DENY' },
  ];
  if (options.production) {
    headers.push({ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' });
  }
  return headers;
}

/**
 * next.config.js's header rules: every path, pages and API routes alike (locale: false matches the path as requested,
 * so every locale's pages too). The development server serves Turbopack's client middleware manifest, a script, as
 * JSON, which the browser refuses to run under nosniff (vercel/next.js#92180), so in development that one file goes
 * without it.
 */
function securityHeaderRules(options) {
  const headers = securityHeaders(options);
  // Unnamed groups only: a source with a named parameter (`/:path*`) has Next substitute the parameters into every
  // header value holding a colon on every request, compiling the whole CSP as a path pattern each time.
  if (options.production) return [{ source: '/(.*)', locale: false, headers }];
  const sniffable = headers.filter(({ key }) => key !== 'X-Content-Type-Options');
  return [
    {
      source: '/((?!_next/static/development/_clientMiddlewareManifest\\.js$).*)',
      locale: false,
      headers,
    },
    { source: '/_next/static/development/_clientMiddlewareManifest.js', locale: false, headers: sniffable },
  ];
}

module.exports = { contentSecurityPolicy, securityHeaderOptions, securityHeaderRules, securityHeaders };
