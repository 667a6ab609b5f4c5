import 'next-test-api-route-handler';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { applySeed } from '@/lib/db/apply-seed';
import { API_TIERS } from '@/lib/billing/pricing-rules';
import { API_TRIAL_IMAGES_PER_MONTH } from '@/lib/pro-api/api-allowance';
import { API_RATE_LIMIT_PER_MINUTE } from '@/lib/pro-api/authenticate-api-key';
import { ZApiError } from '@/lib/pro-api/v1-schemas';
import { createLocalEngine } from '@/lib/studio/engines/local-engine';
import { quotaPeriod } from '@/lib/studio/renders/take-quota';
import { runNextRender } from '@/lib/studio/lifecycle/run-next-render';
import * as filesRoute from '@/pages/api/files/[...key]';
import * as meRoute from '@/pages/api/me';
import * as renderRoute from '@/pages/api/v1/renders/[id]';
import * as rendersRoute from '@/pages/api/v1/renders/index';
import * as usageRoute from '@/pages/api/v1/usage';
import { bearer, createKey, losePhotoOf, renderForm, roomPhoto } from './helpers/api-client';
import { callRoute } from './helpers/call-route';
import { signUpUser } from './helpers/sign-up';
import { expectLedgerToMatchCounters } from './helpers/ledger-matches-counters';
import { setupTestDatabase } from './helpers/test-database';

beforeAll(() => {
  process.env.STORAGE_DIR = mkdtempSync(path.join(tmpdir(), 'roomcraft-pro-api-'));
});
const t = setupTestDatabase();
beforeAll(() => applySeed(t.db()));

const STAGING = { tool: 'virtual-staging', room_type: 'living_room', style: 'scandinavian' };
type ApiRender = {
  id: string;
  status: string;
  outputs: string[];
  input_image_url: string;
  variants: number;
  error: string | null;
};
type Usage = {
  tier: { quantity: number; images: number } | null;
  plan: string;
  monthly_allowance: number;
  used_this_month: number;
  remaining_this_month: number;
  completed_this_month: number;
  total_completed: number;
};

let photo: Buffer;
beforeAll(async () => {
  photo = await roomPhoto();
});

const createRender = (
  key: string,
  fields: Record<string, string> = STAGING,
  headers: Record<string, string> = {},
) =>
  callRoute(rendersRoute, {
    method: 'POST',
    form: renderForm(photo, fields),
    headers: { ...bearer(key), ...headers },
  });
const usageOf = async (key: string) => (await callRoute(usageRoute, { headers: bearer(key) })).body as Usage;

const imagesOf = async (userId: string) =>
  (
    await t
      .db()
      .query<{ count: number }>('select count(*)::int as count from public.images where user_id = $1', [
        userId,
      ])
  ).rows[0]!.count;

/** Records `count` API images as already used this month by the user, charged as earlier renders were. */
const spendApiImages = (userId: string, count: number) =>
  t.db().query(
    `with charged as (
       insert into private.allowance_ledger (allowance, user_id, period, amount, reason)
       values ('api', $1, $2, $3, 'render'))
     insert into public.usage (user_id, month, api_renders) values ($1, $2::date, $3)`,
    [userId, quotaPeriod().month, count],
  );

/** A Professional subscription with `quantity` API tiers, as the billing sync records it. */
async function subscribeProfessional(userId: string, quantity: number) {
  await t.db().query(
    `insert into public.subscriptions (id, user_id, status, price_id, quantity)
     values ($1, $2, 'active', 'price_roomcraft_professional_month', $3)`,
    [`sub_api_${userId.slice(0, 8)}`, userId, quantity],
  );
}

describe('API renders', () => {
  it('render an uploaded photo, count one image of the allowance, and keep the completed counters right', async () => {
    const { id, jar } = await signUpUser('api-render@example.com');
    const { key } = await createKey(jar);

    const created = await createRender(key, { ...STAGING, prompt: 'light oak floors', watermark: 'true' });
    expect(created.status).toBe(202);
    const render = created.body as ApiRender;
    expect(render).toMatchObject({
      status: 'queued',
      tool: 'virtual-staging',
      room_type: 'living_room',
      style: 'scandinavian',
      prompt: 'light oak floors',
      variants: 1,
      watermark: true,
      outputs: [],
      webhook_url: null,
    });
    expect(render.input_image_url).toMatch(/^https?:\/\/[^/]+\/api\/files\//);
    expect(created.headers.get('location')).toBe(`/api/v1/renders/${render.id}`);
    expect(created.headers.get('x-ratelimit-limit')).toBe(String(API_RATE_LIMIT_PER_MINUTE));
    expect(await usageOf(key)).toMatchObject({
      tier: null,
      plan: 'trial',
      monthly_allowance: API_TRIAL_IMAGES_PER_MONTH,
      used_this_month: 1,
      remaining_this_month: API_TRIAL_IMAGES_PER_MONTH - 1,
      completed_this_month: 0,
      total_completed: 0,
    });
    // The API allowance is its own: the web quota is untouched.
    const me = (await callRoute(meRoute, {}, jar)).body as {
      rendersThisMonth: number;
      userDetails: { api_completed_month: number; api_total_completed: number };
    };
    expect(me.rendersThisMonth).toBe(0);

    expect(await runNextRender(createLocalEngine())).toBe('rendered');
    const done = (await callRoute(renderRoute, { query: { id: render.id }, headers: bearer(key) }))
      .body as ApiRender;
    expect(done.status).toBe('succeeded');
    expect(done.outputs).toHaveLength(1);
    expect(await usageOf(key)).toMatchObject({
      used_this_month: 1,
      completed_this_month: 1,
      total_completed: 1,
    });
    const after = (await callRoute(meRoute, {}, jar)).body as typeof me;
    expect(after.userDetails).toMatchObject({ api_completed_month: 1, api_total_completed: 1 });

    // The result downloads with the same key, and with nobody else's.
    const fileKey = new URL(done.outputs[0]!).pathname.replace('/api/files/', '').split('/');
    const file = await callRoute(filesRoute, { query: { key: fileKey } as never, headers: bearer(key) });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    const stranger = await createKey((await signUpUser('api-stranger@example.com')).jar);
    expect(
      (await callRoute(filesRoute, { query: { key: fileKey } as never, headers: bearer(stranger.key) }))
        .status,
    ).toBe(404);
    expect(
      (
        await callRoute(filesRoute, {
          query: { key: fileKey } as never,
          headers: bearer(`rc_live_${'B'.repeat(43)}`),
        })
      ).status,
    ).toBe(401);
    expect(
      (await callRoute(renderRoute, { query: { id: render.id }, headers: bearer(stranger.key) })).status,
    ).toBe(404);

    // A new month starts api_completed_month again; the total stays.
    await t.db().query(`update public.users set api_completed_month_of = '2020-01-01' where id = $1`, [id]);
    expect(await usageOf(key)).toMatchObject({ completed_this_month: 0, total_completed: 1 });
    const rolled = (await callRoute(meRoute, {}, jar)).body as typeof me;
    expect(rolled.userDetails).toMatchObject({ api_completed_month: 0, api_total_completed: 1 });
  });

  it('lists the account’s API renders newest first in pages, and deletes one (an unfinished one gives its image back)', async () => {
    const { jar } = await signUpUser('api-list@example.com');
    const { key } = await createKey(jar);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push(((await createRender(key)).body as ApiRender).id);
    const first = (await callRoute(rendersRoute, { query: { limit: '2' }, headers: bearer(key) })).body as {
      data: ApiRender[];
      has_more: boolean;
      next_cursor: string;
    };
    expect(first.data.map((r) => r.id)).toEqual([ids[2], ids[1]]);
    expect(first.has_more).toBe(true);
    const second = (
      await callRoute(rendersRoute, {
        query: { limit: '2', cursor: first.next_cursor },
        headers: bearer(key),
      })
    ).body as typeof first;
    expect(second).toMatchObject({ has_more: false, next_cursor: null });
    expect(second.data.map((r) => r.id)).toEqual([ids[0]]);
    expect(await callRoute(rendersRoute, { query: { limit: '500' }, headers: bearer(key) })).toMatchObject({
      status: 400,
      body: { error: 'invalid_query' },
    });
    expect(
      await callRoute(rendersRoute, { query: { cursor: 'nonsense' }, headers: bearer(key) }),
    ).toMatchObject({
      status: 400,
      body: { error: 'invalid_cursor' },
    });

    expect((await usageOf(key)).used_this_month).toBe(3);
    const deleted = await callRoute(renderRoute, {
      method: 'DELETE',
      query: { id: ids[1]! },
      headers: bearer(key),
    });
    expect(deleted.status).toBe(204);
    expect((await usageOf(key)).used_this_month).toBe(2);
    expect((await callRoute(renderRoute, { query: { id: ids[1]! }, headers: bearer(key) })).status).toBe(404);
    expect((await callRoute(renderRoute, { query: { id: 'not-a-uuid' }, headers: bearer(key) })).status).toBe(
      400,
    );
  });

  it('refuses malformed bodies and unknown choices clearly, charging nothing', async () => {
    const { jar } = await signUpUser('api-bad@example.com');
    const { key } = await createKey(jar);
    const json = (body: unknown) => callRoute(rendersRoute, { method: 'POST', body, headers: bearer(key) });
    const answers = [
      await callRoute(rendersRoute, { method: 'POST', rawBody: '{"tool":', headers: bearer(key) }),
      await json({ ...STAGING }),
      await json({ ...STAGING, image_url: 'https://example.com/a.jpg', colour: 'red' }),
      await json({ ...STAGING, image_url: 'https://example.com/a.jpg', variants: 9 }),
      await json({ ...STAGING, tool: 'teleport', image_url: 'https://example.com/a.jpg' }),
      await json({ ...STAGING, style: 'baroque', image_url: 'https://example.com/a.jpg' }),
      await json({ ...STAGING, tool: 'cleanup', image_url: 'https://example.com/a.jpg' }),
      await createRender(key, { ...STAGING, variants: 'two' }),
      await callRoute(rendersRoute, {
        method: 'POST',
        form: (() => {
          const form = new FormData();
          form.append('tool', 'redesign');
          return form;
        })(),
        headers: bearer(key),
      }),
    ];
    expect(answers.map((res) => [res.status, (res.body as { error: string }).error])).toEqual([
      [400, 'invalid_json'],
      [400, 'invalid_body'],
      [400, 'invalid_body'],
      [400, 'invalid_body'],
      [422, 'unknown_tool'],
      [422, 'unknown_style'],
      [422, 'mask_required'],
      [400, 'invalid_body'],
      [400, 'missing_file'],
    ]);
    // The documented error shape and nothing more: a catalogue code, a description, and the field at fault.
    for (const res of answers) expect(ZApiError.strict().safeParse(res.body).error).toBeUndefined();
    const notImage = await callRoute(rendersRoute, {
      method: 'POST',
      form: renderForm(Buffer.from('just text, not a photo'), STAGING),
      headers: bearer(key),
    });
    expect(notImage).toMatchObject({ status: 415, body: { error: 'unsupported_type' } });
    expect((await usageOf(key)).used_this_month).toBe(0);
  });

  it('takes a masked tool’s mask as a second file', async () => {
    const { jar } = await signUpUser('api-mask@example.com');
    const { key } = await createKey(jar);
    const mask = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#000' } })
      .composite([
        { input: { create: { width: 80, height: 80, channels: 3, background: '#fff' } }, left: 100, top: 80 },
      ])
      .png()
      .toBuffer();
    const res = await callRoute(rendersRoute, {
      method: 'POST',
      form: renderForm(photo, { tool: 'cleanup', room_type: 'bedroom', style: 'modern' }, mask),
      headers: bearer(key),
    });
    expect(res).toMatchObject({ status: 202, body: { tool: 'cleanup', status: 'queued' } });
  });
});

describe('the API allowance', () => {
  it(`gives an account without an API tier ${API_TRIAL_IMAGES_PER_MONTH} images a month, then answers 402`, async () => {
    const { jar } = await signUpUser('api-trial@example.com');
    const { key } = await createKey(jar);
    expect((await createRender(key, { ...STAGING, variants: '4' })).status).toBe(202);
    expect((await createRender(key, { ...STAGING, variants: '4' })).status).toBe(202);
    // 8 used: 3 more would pass the allowance, so they are refused whole; 2 fit exactly.
    expect(await createRender(key, { ...STAGING, variants: '3' })).toMatchObject({
      status: 402,
      body: { error: 'api_quota_exceeded', description: expect.stringContaining('10 API images') },
    });
    expect((await createRender(key, { ...STAGING, variants: '2' })).status).toBe(202);
    const refused = await createRender(key);
    expect(refused.status).toBe(402);
    expect(refused.headers.get('x-quota-resets-at')).toBe(quotaPeriod().resetsAt);
    expect(await usageOf(key)).toMatchObject({ used_this_month: 10, remaining_this_month: 0 });
  });

  it.each(API_TIERS.map((tier) => [tier.quantity, tier.images] as const))(
    'gives the Professional tier ×%i exactly %i images a month',
    async (quantity, images) => {
      const { id, jar } = await signUpUser(`api-tier-${quantity}@example.com`);
      await subscribeProfessional(id, quantity);
      const { key } = await createKey(jar);
      expect(await usageOf(key)).toMatchObject({
        tier: { quantity, images },
        plan: 'professional',
        monthly_allowance: images,
        used_this_month: 0,
      });
      // All but the last image already used this month.
      await spendApiImages(id, images - 1);
      expect((await createRender(key)).status).toBe(202);
      expect(await createRender(key)).toMatchObject({ status: 402, body: { error: 'api_quota_exceeded' } });
      expect(await usageOf(key)).toMatchObject({ used_this_month: images, remaining_this_month: 0 });
    },
  );

  it('never lets concurrent requests spend the last image twice', async () => {
    const { id, jar } = await signUpUser('api-race@example.com');
    const { key } = await createKey(jar);
    await spendApiImages(id, API_TRIAL_IMAGES_PER_MONTH - 1);
    const answers = await Promise.all(Array.from({ length: 4 }, () => createRender(key)));
    expect(answers.map((res) => res.status).sort()).toEqual([202, 402, 402, 402]);
    expect((await usageOf(key)).used_this_month).toBe(API_TRIAL_IMAGES_PER_MONTH);
    // A refused request keeps none of the photo it sent.
    expect(await imagesOf(id)).toBe(1);
  });

  it('gives a failed render’s images back', async () => {
    const { jar } = await signUpUser('api-refund@example.com');
    const { key } = await createKey(jar);
    const render = (await createRender(key, { ...STAGING, variants: '2' })).body as ApiRender;
    expect((await usageOf(key)).used_this_month).toBe(2);
    // The photo vanished from storage: the worker fails the render (after earlier tests' queued ones).
    await losePhotoOf(t.db(), render.id);
    while ((await runNextRender(createLocalEngine())) === 'rendered') {
      // Next one.
    }
    const failed = (await callRoute(renderRoute, { query: { id: render.id }, headers: bearer(key) }))
      .body as ApiRender;
    expect(failed.status).toBe('failed');
    expect(failed.error).toEqual(expect.any(String));
    expect(await usageOf(key)).toMatchObject({
      used_this_month: 0,
      completed_this_month: 0,
      total_completed: 0,
    });
  });
});

describe('Idempotency-Key', () => {
  it('answers a repeat with the same render and charges once; another body with the same key is 409', async () => {
    const { jar } = await signUpUser('api-idempotent@example.com');
    const { key } = await createKey(jar);
    const headers = { 'idempotency-key': 'order-1234' };
    const first = await createRender(key, STAGING, headers);
    const again = await createRender(key, STAGING, headers);
    expect(first.status).toBe(202);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((again.body as ApiRender).id).toBe((first.body as ApiRender).id);
    expect((await usageOf(key)).used_this_month).toBe(1);

    const different = await createRender(key, { ...STAGING, style: 'japandi' }, headers);
    expect(different).toMatchObject({ status: 409, body: { error: 'idempotency_key_reused' } });
    const otherPhoto = await callRoute(rendersRoute, {
      method: 'POST',
      form: renderForm(await roomPhoto(300, 200), STAGING),
      headers: { ...bearer(key), ...headers },
    });
    expect(otherPhoto.status).toBe(409);
    // Another key value is another render.
    expect((await createRender(key, STAGING, { 'idempotency-key': 'order-1235' })).status).toBe(202);
    expect((await usageOf(key)).used_this_month).toBe(2);
    expect((await createRender(key, STAGING, { 'idempotency-key': 'x'.repeat(256) })).status).toBe(400);
  });

  it('gives concurrent requests with the same key one render and one charge', async () => {
    const { id, jar } = await signUpUser('api-idempotent-race@example.com');
    const { key } = await createKey(jar);
    const headers = { 'idempotency-key': 'batch-7' };
    const answers = await Promise.all(Array.from({ length: 3 }, () => createRender(key, STAGING, headers)));
    expect(new Set(answers.map((res) => (res.body as ApiRender).id)).size).toBe(1);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 200, 202]);
    expect((await usageOf(key)).used_this_month).toBe(1);
    expect(await imagesOf(id)).toBe(1);
  });

  it('answers concurrent requests with one key with the one render even when only one image is left', async () => {
    // The key is claimed before the image is taken: the others wait for it and replay, instead of answering 402.
    const { id, jar } = await signUpUser('api-idempotent-last@example.com');
    const { key } = await createKey(jar);
    await spendApiImages(id, API_TRIAL_IMAGES_PER_MONTH - 1);
    const headers = { 'idempotency-key': 'last-image' };
    const answers = await Promise.all(Array.from({ length: 4 }, () => createRender(key, STAGING, headers)));
    expect(answers.map((res) => res.status).sort()).toEqual([200, 200, 200, 202]);
    expect(new Set(answers.map((res) => (res.body as ApiRender).id)).size).toBe(1);
    for (const res of answers) {
      expect(res.headers.get('idempotent-replayed')).toBe(res.status === 200 ? 'true' : null);
    }
    expect((await usageOf(key)).used_this_month).toBe(API_TRIAL_IMAGES_PER_MONTH);
    const { rows } = await t
      .db()
      .query<{ count: number }>('select count(*)::int as count from public.renders where user_id = $1', [id]);
    expect(rows[0]!.count).toBe(1);
    // The losers stored their photos before they lost: those are removed again.
    expect(await imagesOf(id)).toBe(1);
  });
});

describe('the rate limit', () => {
  it(`allows ${API_RATE_LIMIT_PER_MINUTE} requests a minute per key, then 429 with Retry-After`, async () => {
    const { jar } = await signUpUser('api-rate@example.com');
    const { key } = await createKey(jar);
    const other = await createKey(jar, 'Second');
    for (let i = 0; i < API_RATE_LIMIT_PER_MINUTE; i++) {
      const res = await callRoute(usageRoute, { headers: bearer(key) });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-ratelimit-remaining')).toBe(String(API_RATE_LIMIT_PER_MINUTE - i - 1));
    }
    const limited = await callRoute(usageRoute, { headers: bearer(key) });
    expect(limited).toMatchObject({
      status: 429,
      body: { error: 'rate_limited', description: expect.any(String) },
    });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    // The limit is per key.
    expect((await callRoute(usageRoute, { headers: bearer(other.key) })).status).toBe(200);
  });
});

describe('the allowance ledger', () => {
  it('leaves every allowance counter equal to its ledger', async () => {
    await expectLedgerToMatchCounters(t.db());
  });
});
