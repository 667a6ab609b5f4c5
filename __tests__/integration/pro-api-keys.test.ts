import 'next-test-api-route-handler';
import { describe, expect, it } from '@jest/globals';
import { hashApiKey } from '@/lib/pro-api/api-key-format';
import { MAX_ACTIVE_API_KEYS } from '@/lib/pro-api/api-keys';
import * as keyRoute from '@/pages/api/api-keys/[id]/index';
import * as rotateRoute from '@/pages/api/api-keys/[id]/rotate';
import * as apiKeysRoute from '@/pages/api/api-keys/index';
import * as meRoute from '@/pages/api/me';
import * as usageRoute from '@/pages/api/v1/usage';
import { createKey } from './helpers/api-client';
import { callRoute } from './helpers/call-route';
import { signUpUser } from './helpers/sign-up';
import { setupTestDatabase } from './helpers/test-database';

const t = setupTestDatabase();

const usage = (key: string | undefined) =>
  callRoute(usageRoute, { headers: key === undefined ? {} : { authorization: key } });
const apiKeyOf = async (jar: Map<string, string>) =>
  ((await callRoute(meRoute, {}, jar)).body as { userDetails: { api_key: string | null } }).userDetails
    .api_key;

describe('API keys', () => {
  it('are shown once, stored only as a prefix and a hash, and work until rotated or revoked', async () => {
    const { id, jar } = await signUpUser('keys@example.com');
    expect(await apiKeyOf(jar)).toBeNull();

    const created = await createKey(jar, 'Listings sync');
    expect(created.key).toMatch(/^rc_live_[A-Za-z0-9_-]{43}$/);
    expect(created.webhookSecret).toMatch(/^whsec_/);
    expect(created.apiKey).toEqual({
      id: expect.any(String),
      name: 'Listings sync',
      prefix: created.key.slice(0, 14),
      createdAt: expect.any(String),
      lastUsedAt: null,
    });
    // The key itself is nowhere in the database: only its hash finds it.
    const stored = await t.db().query('select * from public.api_keys where user_id = $1', [id]);
    expect(JSON.stringify(stored.rows)).not.toContain(created.key);
    expect(stored.rows[0]).toMatchObject({
      key_hash: hashApiKey(created.key),
      prefix: created.apiKey.prefix,
    });
    // SPEC §3: api_key tells the UI the API is on, showing only the masked prefix.
    expect(await apiKeyOf(jar)).toBe(`${created.apiKey.prefix}…`);

    const list = await callRoute(apiKeysRoute, {}, jar);
    expect(list.body).toEqual({
      apiKeys: [{ ...created.apiKey, lastUsedAt: null }],
      usage: expect.objectContaining({ plan: 'trial', monthly_allowance: 10, used_this_month: 0 }),
    });
    expect(JSON.stringify(list.body)).not.toContain(created.key);

    expect((await usage(`Bearer ${created.key}`)).status).toBe(200);
    const used = (await callRoute(apiKeysRoute, {}, jar)).body as {
      apiKeys: { lastUsedAt: string | null }[];
    };
    expect(used.apiKeys[0]!.lastUsedAt).not.toBeNull();

    const rotated = await callRoute(rotateRoute, { method: 'POST', query: { id: created.apiKey.id } }, jar);
    expect(rotated.status).toBe(201);
    const next = rotated.body as typeof created;
    expect(next.key).not.toBe(created.key);
    expect(next.webhookSecret).not.toBe(created.webhookSecret);
    expect(next.apiKey.name).toBe('Listings sync');
    expect(await usage(`Bearer ${created.key}`)).toMatchObject({
      status: 401,
      body: { error: 'invalid_api_key', description: expect.any(String) },
    });
    expect((await usage(`Bearer ${next.key}`)).status).toBe(200);
    expect(await apiKeyOf(jar)).toBe(`${next.apiKey.prefix}…`);

    const revoked = await callRoute(keyRoute, { method: 'DELETE', query: { id: next.apiKey.id } }, jar);
    expect(revoked.status).toBe(204);
    expect(await usage(`Bearer ${next.key}`)).toMatchObject({
      status: 401,
      body: { error: 'invalid_api_key' },
    });
    expect(await apiKeyOf(jar)).toBeNull();
    expect((await callRoute(apiKeysRoute, {}, jar)).body).toMatchObject({ apiKeys: [] });
    // Revoking twice, or rotating a revoked key, is a clear 404.
    expect(await callRoute(keyRoute, { method: 'DELETE', query: { id: next.apiKey.id } }, jar)).toMatchObject(
      {
        status: 404,
        body: { error: 'api_key_not_found' },
      },
    );
    expect(
      (await callRoute(rotateRoute, { method: 'POST', query: { id: next.apiKey.id } }, jar)).status,
    ).toBe(404);
  });

  it('answer 401 in the shared shape without a key, with a malformed one or with a made-up one', async () => {
    const answers = await Promise.all([
      usage(undefined),
      usage('Basic dXNlcjpwYXNz'),
      usage('Bearer not-a-key'),
      usage(`Bearer rc_live_${'A'.repeat(43)}`),
    ]);
    expect(answers.map((res) => [res.status, (res.body as { error: string }).error])).toEqual([
      [401, 'not_authenticated'],
      [401, 'not_authenticated'],
      [401, 'invalid_api_key'],
      [401, 'invalid_api_key'],
    ]);
    expect(answers[0]!.headers.get('www-authenticate')).toMatch(/^Bearer/);
    for (const res of answers)
      expect(res.body).toEqual({ error: expect.any(String), description: expect.any(String) });
  });

  it('belong to their account: another account can neither revoke nor rotate them', async () => {
    const owner = await signUpUser('keys-owner@example.com');
    const other = await signUpUser('keys-other@example.com');
    const created = await createKey(owner.jar);
    expect(
      (await callRoute(keyRoute, { method: 'DELETE', query: { id: created.apiKey.id } }, other.jar)).status,
    ).toBe(404);
    expect(
      (await callRoute(rotateRoute, { method: 'POST', query: { id: created.apiKey.id } }, other.jar)).status,
    ).toBe(404);
    expect((await callRoute(apiKeysRoute, {}, other.jar)).body).toMatchObject({ apiKeys: [] });
    expect((await usage(`Bearer ${created.key}`)).status).toBe(200);
  });

  it('refuse a missing or overlong name, and more than the live-key cap', async () => {
    const { jar } = await signUpUser('keys-many@example.com');
    expect(await callRoute(apiKeysRoute, { method: 'POST', body: { name: '  ' } }, jar)).toMatchObject({
      status: 400,
      body: { error: 'api_key_name_required', description: 'Give the key a name.', field: 'name' },
    });
    expect(
      (await callRoute(apiKeysRoute, { method: 'POST', body: { name: 'x'.repeat(61) } }, jar)).status,
    ).toBe(400);
    const keys = [];
    for (let i = 0; i < MAX_ACTIVE_API_KEYS; i++) keys.push(await createKey(jar, `key ${i}`));
    expect(await callRoute(apiKeysRoute, { method: 'POST', body: { name: 'one more' } }, jar)).toMatchObject({
      status: 409,
      body: { error: 'too_many_api_keys' },
    });
    await callRoute(keyRoute, { method: 'DELETE', query: { id: keys[0]!.apiKey.id } }, jar);
    expect((await callRoute(apiKeysRoute, { method: 'POST', body: { name: 'one more' } }, jar)).status).toBe(
      201,
    );
  });
});
