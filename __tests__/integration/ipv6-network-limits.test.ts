import 'next-test-api-route-handler';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { AUTH_LIMIT_PER_IP } from '@/lib/auth/throttle-auth';
import { CONTACT_LIMIT_PER_IP } from '@/lib/contact/throttle-contact';
import { TRIAL_RENDERS_PER_IP_PER_DAY } from '@/lib/studio/trial/trial-limits';
import * as signin from '@/pages/api/auth/signin';
import * as contact from '@/pages/api/contact';
import * as trialRendersRoute from '@/pages/api/trial/renders/index';
import * as trialUploads from '@/pages/api/trial/uploads';
import { callRoute } from './helpers/call-route';
import { setupTestDatabase } from './helpers/test-database';
import { uploadImage } from './helpers/upload-image';

// Clients stand behind one trusted proxy: the last X-Forwarded-For entry is each one's address.
beforeAll(() => {
  process.env.STORAGE_DIR = mkdtempSync(path.join(tmpdir(), 'roomcraft-ipv6-'));
  process.env.TRUSTED_PROXY_HOPS = '1';
});
const t = setupTestDatabase();

/** A new browser (so a new trial visitor) at `address`, which uploads a photo and asks for its free render. */
async function trialRenderFrom(address: string): Promise<{ status: number; error?: string }> {
  const jar = new Map<string, string>();
  const headers = { 'x-forwarded-for': address };
  const imageId = await uploadImage(jar, { route: trialUploads, headers, width: 120, height: 90 });
  const answer = await callRoute(
    trialRendersRoute,
    {
      method: 'POST',
      headers,
      body: { imageId, tool: 'redesign', roomType: 'living_room', style: 'scandinavian' },
    },
    jar,
  );
  return { status: answer.status, error: (answer.body as { error?: string }).error };
}

const signIn = (email: string, address: string) =>
  callRoute(signin, {
    method: 'POST',
    body: { email, password: 'a-wrong-guess' },
    headers: { 'x-forwarded-for': address },
  });

describe('per-address limits for IPv6 clients', () => {
  it('give one /64 one free-trial budget, whichever of its addresses the renders come from', async () => {
    const answers = [];
    for (let i = 1; i <= TRIAL_RENDERS_PER_IP_PER_DAY + 1; i++) {
      // Each render from a fresh address of the same home network, as privacy addresses rotate.
      answers.push(await trialRenderFrom(`2001:db8:aa:1:${i.toString(16)}:0:0:${(i * 7919).toString(16)}`));
    }
    expect(answers.map((a) => a.status)).toEqual([...Array(TRIAL_RENDERS_PER_IP_PER_DAY).fill(202), 402]);
    expect(answers.at(-1)!.error).toBe('trial_used');
    // The same network written another way: still the same /64.
    expect((await trialRenderFrom('2001:0DB8:00AA:0001:FFFF:FFFF:FFFF:FFFF')).status).toBe(402);

    // The next /64 over, and an IPv4 client, have budgets of their own.
    expect((await trialRenderFrom('2001:db8:aa:2::1')).status).toBe(202);
    expect((await trialRenderFrom('::ffff:198.51.100.40')).status).toBe(202);
  });

  it('count sign-in failures from one /64 together, and not against the next /64', async () => {
    for (let i = 1; i <= AUTH_LIMIT_PER_IP; i++) {
      expect((await signIn(`nobody-${i}@example.com`, `2001:db8:bb:1::${i.toString(16)}`)).status).toBe(400);
    }
    const blocked = await signIn('nobody-next@example.com', '2001:db8:bb:1:dead:beef:0:1');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ error: 'rate_limited' });
    expect((await signIn('nobody-next@example.com', '2001:db8:bb:2::1')).status).toBe(400);
  });

  it('count an IPv4 client behind an IPv4-mapped address as that IPv4 address', async () => {
    for (let i = 1; i <= AUTH_LIMIT_PER_IP; i++) {
      const address = i % 2 === 0 ? '203.0.113.60' : '::ffff:203.0.113.60';
      expect((await signIn(`mapped-${i}@example.com`, address)).status).toBe(400);
    }
    expect((await signIn('mapped-next@example.com', '203.0.113.60')).status).toBe(429);
    expect((await signIn('mapped-next@example.com', '203.0.113.61')).status).toBe(400);
  });

  it('count contact messages from one /64 together, and record each message’s own address', async () => {
    const write = (i: number, address: string) =>
      callRoute(contact, {
        method: 'POST',
        headers: { 'x-forwarded-for': address },
        body: { name: 'Ada', email: `ipv6-${i}@example.com`, topic: 'sales', message: 'A quote, please.' },
      });
    for (let i = 1; i <= CONTACT_LIMIT_PER_IP; i++) {
      expect((await write(i, `2001:db8:cc:1::${i}`)).status).toBe(201);
    }
    expect((await write(100, '2001:db8:cc:1:ffff::1')).status).toBe(429);
    expect((await write(101, '2001:db8:cc:2::1')).status).toBe(201);
    const { rows } = await t
      .db()
      .query<{ ip_hash: string }>(
        "select ip_hash from public.contact_messages where email = 'ipv6-1@example.com'",
      );
    expect(rows).toEqual([{ ip_hash: createHash('sha256').update('2001:db8:cc:1::1').digest('hex') }]);
  });
});
