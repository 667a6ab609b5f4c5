import 'next-test-api-route-handler';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as favoriteRoute from '@/pages/api/renders/[id]/favorite';
import * as renderRoute from '@/pages/api/renders/[id]/index';
import * as rendersRoute from '@/pages/api/renders/index';
import * as summaryRoute from '@/pages/api/renders/summary';
import { callRoute } from './helpers/call-route';
import { signUpUser } from './helpers/sign-up';
import { setupTestDatabase } from './helpers/test-database';
import { uploadImage } from './helpers/upload-image';

beforeAll(() => {
  process.env.STORAGE_DIR = mkdtempSync(path.join(tmpdir(), 'roomcraft-feeds-'));
});
const t = setupTestDatabase();

type User = Awaited<ReturnType<typeof signUpUser>>;
type Page = { renders: { id: string }[]; hasMore: boolean; nextCursor: string | null };

async function makeRenders(user: User, count: number) {
  await t.db().query('update public.users set monthly_quota = null where id = $1', [user.id]);
  const imageId = await uploadImage(user.jar, { width: 64, height: 48 });
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const res = await callRoute(
      rendersRoute,
      { method: 'POST', body: { imageId, tool: 'redesign', roomType: 'bedroom', style: 'modern' } },
      user.jar,
    );
    ids.push((res.body as { render: { id: string } }).render.id);
  }
  return ids;
}

const feed = async (user: User, query: Record<string, string>) => {
  const res = await callRoute(rendersRoute, { query }, user.jar);
  expect(res.status).toBe(200);
  return res.body as Page;
};

describe('GET /api/renders', () => {
  it('pages the private feed newest first, 20 at a time, with no repeats', async () => {
    const user = await signUpUser('feed@example.com');
    const ids = await makeRenders(user, 25);
    const first = await feed(user, { feed: 'private' });
    expect(first.renders).toHaveLength(20);
    expect(first.hasMore).toBe(true);
    expect(first.renders[0]!.id).toBe(ids[24]);
    const second = await feed(user, { feed: 'private', cursor: first.nextCursor! });
    expect(second.renders).toHaveLength(5);
    expect(second.hasMore).toBe(false);
    expect(second.nextCursor).toBeNull();
    const seen = [...first.renders, ...second.renders].map((r) => r.id);
    expect(new Set(seen).size).toBe(25);
    expect([...seen].sort()).toEqual([...ids].sort());

    const bad = await callRoute(rendersRoute, { query: { cursor: 'garbage' } }, user.jar);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: 'invalid_cursor' });
    expect((await callRoute(rendersRoute, { query: { feed: 'everyone' } }, user.jar)).status).toBe(400);
  });

  it("shows another user's render in the public feed only once it is made public, and only its owner can change that", async () => {
    const a = await signUpUser('public-a@example.com');
    const b = await signUpUser('public-b@example.com');
    const [renderId] = await makeRenders(a, 1);
    expect((await feed(b, { feed: 'public' })).renders.map((r) => r.id)).not.toContain(renderId);
    expect((await feed(b, { feed: 'private' })).renders).toEqual([]);
    expect(
      (
        await callRoute(
          renderRoute,
          { method: 'PATCH', query: { id: renderId! }, body: { isPublic: true } },
          b.jar,
        )
      ).status,
    ).toBe(404);

    const published = await callRoute(
      renderRoute,
      { method: 'PATCH', query: { id: renderId! }, body: { isPublic: true } },
      a.jar,
    );
    expect(published.status).toBe(200);
    expect((await feed(b, { feed: 'public' })).renders.map((r) => r.id)).toContain(renderId);
    expect(
      (
        await callRoute(
          renderRoute,
          { method: 'PATCH', query: { id: renderId! }, body: { status: 'succeeded' } },
          a.jar,
        )
      ).status,
    ).toBe(400);
  });

  it('keeps favourites per user, only of renders the user may see', async () => {
    const a = await signUpUser('fav-a@example.com');
    const b = await signUpUser('fav-b@example.com');
    const [privateId, publicId] = await makeRenders(a, 2);
    await callRoute(
      renderRoute,
      { method: 'PATCH', query: { id: publicId! }, body: { isPublic: true } },
      a.jar,
    );

    expect(
      (await callRoute(favoriteRoute, { method: 'POST', query: { id: privateId! } }, b.jar)).status,
    ).toBe(404);
    expect((await callRoute(favoriteRoute, { method: 'POST', query: { id: publicId! } }, b.jar)).status).toBe(
      200,
    );
    expect((await callRoute(favoriteRoute, { method: 'POST', query: { id: publicId! } }, b.jar)).status).toBe(
      200,
    );
    expect((await feed(b, { feed: 'favorites' })).renders.map((r) => r.id)).toEqual([publicId]);
    expect((await feed(a, { feed: 'favorites' })).renders).toEqual([]);
    expect((await callRoute(summaryRoute, {}, b.jar)).body).toEqual({
      favoriteIds: [publicId],
      favoritesCount: 1,
      completedCount: 0,
    });
    expect((await callRoute(summaryRoute, {}, a.jar)).body).toMatchObject({
      favoriteIds: [],
      favoritesCount: 0,
    });

    await callRoute(favoriteRoute, { method: 'DELETE', query: { id: publicId! } }, b.jar);
    expect((await feed(b, { feed: 'favorites' })).renders).toEqual([]);
    expect((await callRoute(summaryRoute, {}, b.jar)).body).toMatchObject({
      favoriteIds: [],
      favoritesCount: 0,
    });
  });
});

describe('DELETE /api/renders/:id', () => {
  it("deletes one's own render, refunding it when unfinished; someone else's is 404", async () => {
    const a = await signUpUser('delete-a@example.com');
    const b = await signUpUser('delete-b@example.com');
    const imageId = await uploadImage(a.jar, { width: 64, height: 48 });
    const created = await callRoute(
      rendersRoute,
      { method: 'POST', body: { imageId, tool: 'redesign', roomType: 'bedroom', style: 'modern' } },
      a.jar,
    );
    const id = (created.body as { render: { id: string } }).render.id;
    const used = async () =>
      (
        await t
          .db()
          .query<{ n: number }>(
            'select coalesce(sum(renders), 0)::int as n from public.usage where user_id = $1',
            [a.id],
          )
      ).rows[0]!.n;
    expect(await used()).toBe(1);

    expect((await callRoute(renderRoute, { method: 'DELETE', query: { id } }, b.jar)).status).toBe(404);
    expect((await callRoute(renderRoute, { method: 'DELETE', query: { id } }, a.jar)).body).toEqual({
      deleted: true,
    });
    expect(await used()).toBe(0);
    expect((await callRoute(renderRoute, { query: { id } }, a.jar)).status).toBe(404);
    expect((await callRoute(renderRoute, { method: 'DELETE', query: { id } }, a.jar)).status).toBe(404);
  });
});
