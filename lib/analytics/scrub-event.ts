import type { Event } from '@sentry/nextjs';

const FILTERED = '[Filtered]';

/** Secrets and personal data that can hide inside any string: messages, URLs, bodies, breadcrumbs. */
const SECRET_PATTERNS: [RegExp, string][] = [
  // Query parameters that carry a secret or an address (e-mail links, OAuth codes), whatever their value.
  [
    /([?&](?:token|access_token|refresh_token|code|email|key|api_key|apikey|password|secret)=)[^&#\s]*/gi,
    '$1[Filtered]',
  ],
  // E-mail addresses, also URL-encoded (ada%40example.com).
  [/[\w.%+-]+(?:@|%40)[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}/gi, '[email]'],
  // Before the generic key patterns, so the scheme word stays readable.
  [/\b(Bearer|Basic|Token)\s+[\w.~+/=-]+/gi, '$1 [token]'],
  // JSON Web Tokens: three base64url parts, the first always a JSON object ("eyJ").
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]*/g, '[token]'],
  // Our API keys (rc_live_, rc_test_), Stripe (sk_, rk_, whsec_), OpenAI (sk-), Replicate (r8_), PostHog (phx_).
  [/\b(?:rc_(?:live|test)_|sk_|rk_|whsec_|r8_|phx_)\w{8,}/g, '[key]'],
  [/\bsk-[\w-]{16,}/g, '[key]'],
];

/** Fields whose whole value is a secret, whatever it looks like (also as the last part: `http.request.header.cookie`). */
const SECRET_KEYS =
  /(?:^|[._-])(authorization|proxy-authorization|cookie|cookies|set-cookie|x-api-key|api[-_]?key|password|passwd|secret|token|access[-_]?token|refresh[-_]?token|session|email)$/i;

export function scrubString(value: string): string {
  return SECRET_PATTERNS.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), value);
}

/** A copy of `value` with secret fields filtered and every string scrubbed; cycles and deep nesting are cut. */
export function scrubValue(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') return scrubString(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth > 10 || seen.has(value)) return FILTERED;
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1, seen));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      SECRET_KEYS.test(key) && item != null ? FILTERED : scrubValue(item, depth + 1, seen),
    ]),
  );
}

/**
 * Sentry's beforeSend (and beforeSendTransaction): no e-mail address, token, API key, cookie or authorization
 * header leaves the app, wherever the SDK or our code put it. The user is kept as an id only.
 */
export function scrubEvent<T extends Event>(event: T): T {
  const scrubbed = scrubValue(event) as T;
  if (scrubbed.request) {
    delete scrubbed.request.cookies;
    if (scrubbed.request.headers) {
      scrubbed.request.headers = Object.fromEntries(
        Object.entries(scrubbed.request.headers).filter(([name]) => !SECRET_KEYS.test(name)),
      );
    }
  }
  if (event.user) scrubbed.user = event.user.id === undefined ? {} : { id: event.user.id };
  return scrubbed;
}

/**
 * Sentry's beforeSendSpan: spans are streamed on their own (Sentry 11's default trace lifecycle), so their name and
 * attributes (URLs with query strings, request headers) are scrubbed the same way.
 */
export function scrubSpan<T extends { name: string; attributes?: unknown }>(span: T): T {
  return { ...span, name: scrubString(span.name), attributes: scrubValue(span.attributes) };
}
