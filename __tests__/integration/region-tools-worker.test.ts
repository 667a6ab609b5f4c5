import 'next-test-api-route-handler';
import { ERROR_CATALOG } from '@/lib/api/error-catalog';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLocalEngine } from '@/lib/studio/engines/local-engine';
import { runNextRender } from '@/lib/studio/lifecycle/run-next-render';
import * as renderRoute from '@/pages/api/renders/[id]/index';
import * as rendersRoute from '@/pages/api/renders/index';
import { engineScene } from '../fixtures/engine-scenes/engine-scenes';
import { callRoute } from './helpers/call-route';
import { signUpUser } from './helpers/sign-up';
import { uploadImage } from './helpers/upload-image';
import { setupTestDatabase } from './helpers/test-database';

beforeAll(() => {
  process.env.STORAGE_DIR = mkdtempSync(path.join(tmpdir(), 'roomcraft-region-tools-'));
});
const t = setupTestDatabase();
const engine = createLocalEngine();

type User = Awaited<ReturnType<typeof signUpUser>>;
type Render = { id: string; status: string; outputs: string[]; error: string | null };

async function create(user: User, body: Record<string, unknown>) {
  const res = await callRoute(rendersRoute, { method: 'POST', body }, user.jar);
  expect(res.status).toBe(202);
  return (res.body as { render: Render }).render;
}
const read = async (user: User, id: string) =>
  ((await callRoute(renderRoute, { query: { id } }, user.jar)).body as { render: Render }).render;
const used = async (userId: string) =>
  (
    await t
      .db()
      .query<{ n: number }>(
        'select coalesce(sum(renders), 0)::int as n from public.usage where user_id = $1',
        [userId],
      )
  ).rows[0]!.n;

describe('pool renovation through the render worker with the local engine', () => {
  it('fails a photo without a pool, saying so, and gives the unit back', async () => {
    const user = await signUpUser('no-pool@example.com');
    const imageId = await uploadImage(user.jar);
    const queued = await create(user, {
      imageId,
      tool: 'pool-renovation',
      roomType: 'patio',
      style: 'coastal',
    });
    expect(await used(user.id)).toBe(1);

    expect(await runNextRender(engine)).toBe('rendered');
    expect(await read(user, queued.id)).toMatchObject({
      status: 'failed',
      error: ERROR_CATALOG.no_pool_found.description,
      errorCode: 'no_pool_found',
      outputs: [],
    });
    expect(await used(user.id)).toBe(0);
  });

  it('renews a pool it finds, and counts the render', async () => {
    const user = await signUpUser('pool@example.com');
    // Wider than the engine's working copy (320), as local-engine-regions draws it: the engine's cost is by the pixel.
    const { image } = await engineScene('pool', 400);
    const imageId = await uploadImage(user.jar, { data: image });
    const queued = await create(user, {
      imageId,
      tool: 'pool-renovation',
      roomType: 'patio',
      style: 'coastal',
    });

    await runNextRender(engine);
    const done = await read(user, queued.id);
    expect(done).toMatchObject({ status: 'succeeded', error: null });
    expect(done.outputs).toHaveLength(1);
    expect(await used(user.id)).toBe(1);
  });
});
