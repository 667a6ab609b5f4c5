import 'next-test-api-route-handler';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLocalEngine } from '@/lib/studio/engines/local-engine';
import { inProcessEngine } from '@/lib/studio/engines/in-process-engine';
import { EngineError } from '@/lib/studio/engines/render-engine';
import { runNextRender } from '@/lib/studio/lifecycle/run-next-render';
import * as files from '@/pages/api/files/[...key]';
import * as renderRoute from '@/pages/api/renders/[id]/index';
import * as retryRoute from '@/pages/api/renders/[id]/retry';
import * as rendersRoute from '@/pages/api/renders/index';
import { callRoute } from './helpers/call-route';
import { signUpUser } from './helpers/sign-up';
import { setupTestDatabase } from './helpers/test-database';
import { uploadImage } from './helpers/upload-image';

beforeAll(() => {
  process.env.STORAGE_DIR = mkdtempSync(path.join(tmpdir(), 'roomcraft-retry-'));
});
const t = setupTestDatabase();

/** An engine that is down: the worker's failure path is the real one. */
const brokenEngine = inProcessEngine({
  name: 'local-preview',
  render: () => Promise.reject(new EngineError('render_failed', 'The engine is out of memory.')),
});

type User = Awaited<ReturnType<typeof signUpUser>>;
type Render = { id: string; status: string; error: string | null; imageUrl: string; outputs: string[] };

const used = async (userId: string) =>
  (
    await t
      .db()
      .query<{ n: number }>(
        'select coalesce(sum(renders), 0)::int as n from public.usage where user_id = $1',
        [userId],
      )
  ).rows[0]!.n;
const read = async (user: User, id: string) =>
  ((await callRoute(renderRoute, { query: { id } }, user.jar)).body as { render: Render }).render;
const fileFor = (url: string, jar?: Map<string, string>) =>
  callRoute(files, { query: { key: url.replace('/api/files/', '').split('/') as unknown as string } }, jar);

async function failedRender(user: User) {
  const imageId = await uploadImage(user.jar, { width: 96, height: 64 });
  const created = await callRoute(
    rendersRoute,
    {
      method: 'POST',
      body: { imageId, tool: 'redesign', roomType: 'bedroom', style: 'coastal', variants: 2 },
    },
    user.jar,
  );
  const id = (created.body as { render: Render }).render.id;
  expect(await runNextRender(brokenEngine)).toBe('rendered');
  return id;
}

describe('POST /api/renders/:id/retry', () => {
  it('requeues a failed render, takes its quota again, and it can then succeed', async () => {
    const user = await signUpUser('retry@example.com');
    const id = await failedRender(user);
    expect(await read(user, id)).toMatchObject({ status: 'failed', error: 'The engine is out of memory.' });
    expect(await used(user.id)).toBe(0);

    const retried = await callRoute(retryRoute, { method: 'POST', query: { id } }, user.jar);
    expect(retried.status).toBe(202);
    expect((retried.body as { render: Render }).render).toMatchObject({ id, status: 'queued', error: null });
    expect(await used(user.id)).toBe(2);

    expect(await runNextRender(createLocalEngine())).toBe('rendered');
    const done = await read(user, id);
    expect(done.status).toBe('succeeded');
    expect(done.outputs).toHaveLength(2);

    const twice = await callRoute(retryRoute, { method: 'POST', query: { id } }, user.jar);
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ error: 'render_not_retryable' });
    expect(await used(user.id)).toBe(2);
  });

  it('refuses a retry without quota and leaves the render failed', async () => {
    const user = await signUpUser('retry-quota@example.com');
    const id = await failedRender(user);
    await t.db().query('update public.users set monthly_quota = 1 where id = $1', [user.id]);
    const retried = await callRoute(retryRoute, { method: 'POST', query: { id } }, user.jar);
    expect(retried.status).toBe(402);
    expect(retried.body).toMatchObject({ error: 'quota_exceeded' });
    expect((await read(user, id)).status).toBe('failed');
    expect(await used(user.id)).toBe(0);
  });

  it("answers 404 for another user's render", async () => {
    const owner = await signUpUser('retry-owner@example.com');
    const other = await signUpUser('retry-other@example.com');
    const id = await failedRender(owner);
    const res = await callRoute(retryRoute, { method: 'POST', query: { id } }, other.jar);
    expect(res.status).toBe(404);
    expect((await read(owner, id)).status).toBe('failed');
  });
});

describe('the original photo beside the result', () => {
  it('is downloadable by the owner, and by everyone once the render is public', async () => {
    const owner = await signUpUser('original-owner@example.com');
    const other = await signUpUser('original-other@example.com');
    const imageId = await uploadImage(owner.jar, { width: 96, height: 64 });
    const created = await callRoute(
      rendersRoute,
      { method: 'POST', body: { imageId, tool: 'redesign', roomType: 'bedroom', style: 'rustic' } },
      owner.jar,
    );
    const render = (created.body as { render: Render }).render;
    expect(render.imageUrl).toMatch(/^\/api\/files\//);
    expect((await fileFor(render.imageUrl, owner.jar)).status).toBe(200);
    expect((await fileFor(render.imageUrl, other.jar)).status).toBe(404);

    await callRoute(
      renderRoute,
      { method: 'PATCH', query: { id: render.id }, body: { isPublic: true } },
      owner.jar,
    );
    expect((await fileFor(render.imageUrl, other.jar)).status).toBe(200);
    await callRoute(
      renderRoute,
      { method: 'PATCH', query: { id: render.id }, body: { isPublic: false } },
      owner.jar,
    );
    expect((await fileFor(render.imageUrl, other.jar)).status).toBe(404);
  });
});
