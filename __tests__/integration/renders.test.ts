import 'next-test-api-route-handler';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as renderRoute from '@/pages/api/renders/[id]/index';
import * as cancelRoute from '@/pages/api/renders/[id]/cancel';
import * as rendersRoute from '@/pages/api/renders/index';
import { callRoute } from './helpers/call-route';
import { signUpUser } from './helpers/sign-up';
import { uploadImage } from './helpers/upload-image';
import { expectLedgerToMatchCounters } from './helpers/ledger-matches-counters';
import { setupTestDatabase } from './helpers/test-database';

beforeAll(() => {
  process.env.STORAGE_DIR = mkdtempSync(path.join(tmpdir(), 'roomcraft-renders-'));
});
const t = setupTestDatabase();

type User = Awaited<ReturnType<typeof signUpUser>>;
type RenderBody = { render: { id: string; status: string; watermark: boolean; variants: number } };

const uploadImageOf = (user: User, kind: 'photo' | 'mask' = 'photo') =>
  uploadImage(user.jar, { kind, width: 320, height: 240 });

const render = (user: User, body: Record<string, unknown>) =>
  callRoute(rendersRoute, { method: 'POST', body }, user.jar);
const rendersUsed = async (userId: string) => {
  const { rows } = await t
    .db()
    .query<{ renders: number }>(
      'select coalesce(sum(renders), 0)::int as renders from public.usage where user_id = $1',
      [userId],
    );
  return rows[0]!.renders;
};

describe('POST /api/renders', () => {
  it('accepts exactly 3 of 10 simultaneous requests with 3 renders left, and refuses 7 with 402', async () => {
    const user = await signUpUser('race@example.com');
    const imageId = await uploadImageOf(user);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        callRoute(
          rendersRoute,
          { method: 'POST', body: { imageId, tool: 'redesign', roomType: 'living_room', style: 'japandi' } },
          new Map(user.jar),
        ),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([202, 202, 202, 402, 402, 402, 402, 402, 402, 402]);
    const refused = results.find((r) => r.status === 402)!;
    expect(refused.body).toMatchObject({ error: 'quota_exceeded' });
    expect((refused.body as { description: string }).description).toMatch(
      /resets on \d{4}-\d{2}-01; upgrade/,
    );
    expect(refused.headers.get('x-quota-resets-at')).toMatch(/^\d{4}-\d{2}-01T00:00:00/);
    expect(await rendersUsed(user.id)).toBe(3);
    const { rows } = await t
      .db()
      .query<{ n: number }>(
        "select count(*)::int as n from public.renders where user_id = $1 and status = 'queued'",
        [user.id],
      );
    expect(rows[0]!.n).toBe(3);
  });

  it('answers 202 with the queued render, the watermark on by default for realtor tools', async () => {
    const user = await signUpUser('render-ok@example.com');
    const imageId = await uploadImageOf(user);
    const staged = await render(user, {
      imageId,
      tool: 'virtual-staging',
      roomType: 'bedroom',
      style: 'coastal',
    });
    expect(staged.status).toBe(202);
    expect((staged.body as RenderBody).render).toMatchObject({
      status: 'queued',
      watermark: true,
      variants: 1,
    });
    const plain = await render(user, {
      imageId,
      tool: 'redesign',
      roomType: 'bedroom',
      style: 'coastal',
      watermark: false,
    });
    expect((plain.body as RenderBody).render.watermark).toBe(false);
  });

  it('takes one unit per variant, and refuses variants beyond the quota', async () => {
    const user = await signUpUser('variants@example.com');
    const imageId = await uploadImageOf(user);
    expect(
      (await render(user, { imageId, tool: 'redesign', roomType: 'kitchen', style: 'modern', variants: 4 }))
        .status,
    ).toBe(402);
    expect(await rendersUsed(user.id)).toBe(0);
    expect(
      (await render(user, { imageId, tool: 'redesign', roomType: 'kitchen', style: 'modern', variants: 3 }))
        .status,
    ).toBe(202);
    expect(await rendersUsed(user.id)).toBe(3);
  });

  it('lets an unlimited plan render past the free quota', async () => {
    const user = await signUpUser('unlimited@example.com');
    await t.db().query('update public.users set monthly_quota = null where id = $1', [user.id]);
    const imageId = await uploadImageOf(user);
    for (let i = 0; i < 5; i++) {
      expect(
        (await render(user, { imageId, tool: 'lighting', roomType: 'kitchen', style: 'modern' })).status,
      ).toBe(202);
    }
  });

  it.each([
    ['an unknown tool', { tool: 'teleport' }, 422, 'unknown_tool'],
    ['an unknown style', { style: 'brutalist' }, 422, 'unknown_style'],
    ['an unknown room', { roomType: 'ballroom' }, 422, 'unknown_room_type'],
    ['a masked tool without a mask', { tool: 'cleanup' }, 422, 'mask_required'],
    ['5 variants', { variants: 5 }, 400, 'invalid_body'],
    ['a prompt too long', { prompt: 'x'.repeat(501) }, 400, 'invalid_body'],
  ])('refuses %s without taking quota', async (_name, change, status, code) => {
    const user = await signUpUser(
      `bad-render-${code}-${status}-${Math.random().toString(36).slice(2, 6)}@example.com`,
    );
    const imageId = await uploadImageOf(user);
    const res = await render(user, {
      imageId,
      tool: 'redesign',
      roomType: 'living_room',
      style: 'modern',
      ...change,
    });
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ error: code });
    expect(await rendersUsed(user.id)).toBe(0);
  });

  it('tells the user to brush the area when a masked tool has no mask', async () => {
    const user = await signUpUser('brush@example.com');
    const imageId = await uploadImageOf(user);
    const res = await render(user, { imageId, tool: 'floor-swap', roomType: 'kitchen', style: 'modern' });
    expect((res.body as { description: string }).description).toBe(
      'Floor swap changes only what you brush: brush over the area first.',
    );
  });

  it("answers 404 for someone else's image or mask, and accepts one's own mask", async () => {
    const a = await signUpUser('owner-a@example.com');
    const b = await signUpUser('owner-b@example.com');
    const aImage = await uploadImageOf(a);
    const aMask = await uploadImageOf(a, 'mask');
    const bImage = await uploadImageOf(b);
    expect(
      (await render(b, { imageId: aImage, tool: 'redesign', roomType: 'bedroom', style: 'modern' })).body,
    ).toMatchObject({ error: 'image_not_found' });
    expect(
      (
        await render(b, {
          imageId: bImage,
          maskImageId: aMask,
          tool: 'cleanup',
          roomType: 'bedroom',
          style: 'modern',
        })
      ).body,
    ).toMatchObject({
      error: 'mask_not_found',
    });
    // A photo is not a mask.
    expect(
      (
        await render(a, {
          imageId: aImage,
          maskImageId: aImage,
          tool: 'cleanup',
          roomType: 'bedroom',
          style: 'modern',
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await render(a, {
          imageId: aImage,
          maskImageId: aMask,
          tool: 'cleanup',
          roomType: 'bedroom',
          style: 'modern',
        })
      ).status,
    ).toBe(202);
    expect(await rendersUsed(b.id)).toBe(0);
  });
});

describe('GET /api/renders/:id and cancel', () => {
  it('shows a render to its owner only, and cancelling gives the quota back once', async () => {
    const owner = await signUpUser('cancel@example.com');
    const other = await signUpUser('cancel-other@example.com');
    const imageId = await uploadImageOf(owner);
    const { render: created } = (
      await render(owner, { imageId, tool: 'redesign', roomType: 'bedroom', style: 'modern' })
    ).body as RenderBody;
    expect(await rendersUsed(owner.id)).toBe(1);

    const seen = await callRoute(renderRoute, { query: { id: created.id } }, owner.jar);
    expect(seen.status).toBe(200);
    expect((seen.body as RenderBody).render.status).toBe('queued');
    expect((await callRoute(renderRoute, { query: { id: created.id } }, other.jar)).status).toBe(404);
    expect(
      (await callRoute(cancelRoute, { method: 'POST', query: { id: created.id } }, other.jar)).status,
    ).toBe(404);

    const canceled = await callRoute(cancelRoute, { method: 'POST', query: { id: created.id } }, owner.jar);
    expect((canceled.body as RenderBody).render.status).toBe('canceled');
    expect(await rendersUsed(owner.id)).toBe(0);
    const again = await callRoute(cancelRoute, { method: 'POST', query: { id: created.id } }, owner.jar);
    expect(again.status).toBe(409);
    expect(await rendersUsed(owner.id)).toBe(0);
    expect((await callRoute(renderRoute, { query: { id: 'not-a-uuid' } }, owner.jar)).status).toBe(400);
  });
});

describe('the allowance ledger', () => {
  it('leaves every allowance counter equal to its ledger', async () => {
    await expectLedgerToMatchCounters(t.db());
  });
});
