/**
 * @jest-environment-options {"globalsCleanup": "off"}
 */
// Sentry patches globals that Jest's clean-up between files would otherwise walk into (a stack overflow at exit).
import 'next-test-api-route-handler';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import * as Sentry from '@sentry/nextjs';
import { withApi } from '@/lib/api/with-api';
import { callRoute } from './helpers/call-route';
import { startFakeSentry } from './helpers/fake-sentry';

let sentry: Awaited<ReturnType<typeof startFakeSentry>>;

beforeAll(async () => {
  sentry = await startFakeSentry('publickey123');
  process.env.NEXT_PUBLIC_SENTRY_DSN = sentry.dsn;
  // What instrumentation.ts does on a server with a DSN.
  const { initSentryServer } = await import('@/sentry.server.config');
  initSentryServer(sentry.dsn);
});
afterAll(async () => {
  await Sentry.close(2000);
  await sentry.close();
});

// Put together at run time, so Sentry's source context of this file never holds them as they are.
const EMAIL = ['jane.doe', 'example.com'].join('@');
const KEY = `rc_live_${'abcdefgh'.repeat(2)}`;
const BEARER = `rc_live_${'s3cr3t'.repeat(3)}`;
const SESSION = 'session'.split('').reverse().join('');

/** A route whose handler fails in a way nobody expected, with personal data in the error. */
const failing = {
  default: withApi({
    methods: ['POST'],
    auth: 'none',
    async handler() {
      throw new Error(`payment lookup failed for ${EMAIL} with key ${KEY}`);
    },
  }),
};

describe('API 500s with Sentry on', () => {
  it('answer with a reference that is the Sentry event id, and report the error scrubbed of e-mails and keys', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await callRoute(failing, {
      method: 'POST',
      headers: { authorization: `Bearer ${BEARER}`, cookie: `rc_session=${SESSION}` },
    });
    expect(res.status).toBe(500);
    const { reference } = res.body as { error: string; reference: string };
    expect(res.body).toMatchObject({ error: 'internal_error', reference: expect.any(String) });

    await Sentry.flush(5000);
    const events = sentry.envelopes.flatMap((envelope) =>
      envelope.items.filter((item) => item.type === 'event'),
    );
    expect(events).toHaveLength(1);
    const event = events[0]!.payload as { event_id: string; tags?: Record<string, string> };
    expect(event.event_id).toBe(reference.replaceAll('-', ''));
    expect(event.tags).toMatchObject({ reference });
    expect(sentry.envelopes[0]!.publicKey).toBe('publickey123');
    const sent = JSON.stringify(sentry.envelopes);
    expect(sent).toContain('payment lookup failed');
    for (const secret of [EMAIL, KEY, BEARER, SESSION]) expect(sent).not.toContain(secret);
  });
});
