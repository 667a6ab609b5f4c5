import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { installedPackageBin } from '@/scripts/installed-package';
import { startFakeSentry } from './helpers/fake-sentry';

let sentry: Awaited<ReturnType<typeof startFakeSentry>>;
beforeAll(async () => {
  sentry = await startFakeSentry('publickey123');
});
afterAll(() => sentry.close());

const EMAIL = 'jane.doe@example.com';
const KEY = `rc_live_${'abcdefgh'.repeat(2)}`;
const BEARER = `rc_live_${'s3cr3t'.repeat(3)}`;
const SESSION = 'session-value-9f8e7d';

describe('API 500s with Sentry on', () => {
  it('answer with a reference that is the Sentry event id, and report the error scrubbed of e-mails and keys', async () => {
    // In a process of its own: Sentry instruments all of Node, which must not leak into other suites.
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        installedPackageBin('tsx'),
        path.join('__tests__', 'integration', 'helpers', 'sentry-api-500.ts'),
        sentry.dsn,
        EMAIL,
        KEY,
        BEARER,
        SESSION,
      ],
      { env: { ...process.env, NODE_OPTIONS: '' }, timeout: 60_000 },
    );
    const answer = JSON.parse(stdout) as { status: number; body: { error: string; reference: string } };
    expect(answer).toMatchObject({
      status: 500,
      body: { error: 'internal_error', reference: expect.any(String) },
    });
    const { reference } = answer.body;

    const events = sentry.envelopes.flatMap((envelope) =>
      envelope.items.filter((item) => item.type === 'event'),
    );
    expect(events).toHaveLength(1);
    const event = events[0]!.payload as { event_id: string; tags?: Record<string, string> };
    expect(event.event_id).toBe(reference.replaceAll('-', ''));
    expect(event.tags).toMatchObject({ reference });
    expect(sentry.envelopes.every((envelope) => envelope.publicKey === 'publickey123')).toBe(true);
    const sent = JSON.stringify(sentry.envelopes);
    expect(sent).toContain('payment lookup failed');
    for (const secret of [EMAIL, KEY, BEARER, SESSION]) expect(sent).not.toContain(secret);
  });
});
