import 'next-test-api-route-handler';
import { beforeAll, describe, it } from '@jest/globals';
import fc from 'fast-check';
import { Webhook } from 'standardwebhooks';
import Stripe from 'stripe';
import { callRoute } from './helpers/call-route';
import { fuzzSettings, seedFor } from './helpers/fuzz/fuzz-settings';
import { type HostileRequest, describeRequest, hostileRequest } from './helpers/fuzz/hostile-request';
import { ROUTE_SHAPES } from './helpers/fuzz/route-shapes';
import { NO_SUCH_ID, ROUTES, accessKind, loadRoute } from './helpers/route-table';
import { setupTestDatabase } from './helpers/test-database';
import { type TableSnapshot, changedTables, snapshotTables } from './helpers/snapshot-tables';

/*
 * The provider webhooks with their providers configured, so their signature checks run: junk that is unsigned,
 * signed with another secret, signed over other bytes or signed too long ago must be refused with a 4xx in the
 * shared error shape, before anything is written or fetched: every table of the database is compared before and
 * after each delivery. (Where no provider is configured they are 404, which the route fuzz suite covers.)
 */

const STRIPE_SECRET = 'whsec_fuzz_stripe_secret';
const REPLICATE_SECRET = `whsec_${Buffer.from('replicate-fuzz-signing-key').toString('base64')}`;

// Registered before the database helper's own beforeAll, so the config it reads already names both providers.
// Their APIs point at a closed port on this machine: a refused junk delivery must never reach them.
beforeAll(() => {
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: 'sk_test_fuzz',
    STRIPE_WEBHOOK_SECRET: STRIPE_SECRET,
    NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_fuzz',
    STRIPE_API_BASE: 'http://127.0.0.1:9',
    REPLICATE_API_TOKEN: 'r8_fuzz_token',
    REPLICATE_WEBHOOK_SIGNING_SECRET: REPLICATE_SECRET,
    REPLICATE_API_BASE: 'http://127.0.0.1:9/v1',
  });
});
const t = setupTestDatabase();

const { seed, runs } = fuzzSettings();
const stripe = new Stripe('sk_test_signer');

/** How the junk is signed, if at all: never in a way the route may accept. */
const SIGNINGS = ['as generated', 'wrong secret', 'other bytes', 'stale'] as const;
type Signing = (typeof SIGNINGS)[number];

const FIVE_MINUTES_AGO = () => Math.floor(Date.now() / 1000) - 301;

function signatureHeaders(
  provider: 'stripe' | 'replicate',
  signing: Signing,
  body: string,
): Record<string, string> {
  if (signing === 'as generated') return {};
  const secret = signing === 'wrong secret' ? 'whsec_d3Jvbmctc2VjcmV0' : undefined;
  const signed = signing === 'other bytes' ? `${body} ` : body;
  const timestamp = signing === 'stale' ? FIVE_MINUTES_AGO() : Math.floor(Date.now() / 1000);
  if (provider === 'stripe') {
    return {
      'stripe-signature': stripe.webhooks.generateTestHeaderString({
        payload: signed,
        secret: secret ?? STRIPE_SECRET,
        timestamp,
      }),
    };
  }
  const id = `msg_fuzz_${timestamp}`;
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': new Webhook(secret ?? REPLICATE_SECRET).sign(id, new Date(timestamp * 1000), signed),
  };
}

const known = {
  ids: [NO_SUCH_ID],
  choices: {},
  photo: new Uint8Array(0),
  fileKeys: [[NO_SUCH_ID]],
};

const webhooks = Object.entries(ROUTES).flatMap(([route, entry]) =>
  Object.entries(entry.methods).flatMap(([method, access]) =>
    accessKind(access) === 'webhook' && typeof access !== 'string' && access.webhook
      ? [[`${method} ${route}`, route, access.webhook] as const]
      : [],
  ),
);

describe('unsigned and badly signed junk to the webhooks', () => {
  it.each(webhooks)(
    '%s refuses it with a 4xx in the shared error shape, the database unchanged',
    async (name, route, provider) => {
      const handler = await loadRoute(route);
      const target = {
        route,
        method: 'POST' as const,
        access: 'webhook' as const,
        shape: ROUTE_SHAPES[route]!,
      };
      const deliveries = fc.record({
        request: hostileRequest(target, known),
        signing: fc.constantFrom(...SIGNINGS),
      });
      await fc.assert(
        fc.asyncProperty(
          deliveries,
          async ({ request, signing }: { request: HostileRequest; signing: Signing }) => {
            const body = request.body?.bytes ?? '';
            const text = typeof body === 'string' ? body : Buffer.from(body).toString('utf8');
            const before: TableSnapshot = await snapshotTables(t.db());
            const res = await callRoute(handler, {
              method: request.method,
              search: request.search,
              headers: { ...request.headers, ...signatureHeaders(provider, signing, text) },
              patchedHeaders: request.patchedHeaders,
              rawBody: body,
            });
            const error = res.body as { error?: unknown; description?: unknown } | null;
            const refused =
              res.status >= 400 &&
              res.status < 500 &&
              typeof error?.error === 'string' &&
              typeof error.description === 'string';
            if (!refused) {
              throw new Error(
                `${route} answered ${res.status} ${JSON.stringify(res.body)?.slice(0, 600)}\nfor junk signed ${signing}: ${describeRequest(request)}`,
              );
            }
            const changed = changedTables(before, await snapshotTables(t.db()));
            if (changed.length > 0) {
              throw new Error(
                `${route} refused junk signed ${signing} but wrote to ${changed.join(', ')}: ${describeRequest(request)}`,
              );
            }
          },
        ),
        { seed: seedFor(seed, name), numRuns: runs * 3 },
      );
    },
    Math.max(60_000, runs * 3 * 3_000),
  );
});
