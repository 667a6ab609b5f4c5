import 'next-test-api-route-handler';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createLocalEngine } from '@/lib/studio/engines/local-engine';
import { findStyle } from '@/lib/studio/catalog/styles';
import { findTool } from '@/lib/studio/catalog/tools';
import { type RenderPool, createRenderPool, renderPool } from '@/lib/studio/engines/render-pool';
import { runNextRender } from '@/lib/studio/lifecycle/run-next-render';
import * as cancelRoute from '@/pages/api/renders/[id]/cancel';
import * as renderRoute from '@/pages/api/renders/[id]/index';
import * as rendersRoute from '@/pages/api/renders/index';
import { ROOM, ellipseMask, rectMask, syntheticRoom } from '../unit/helpers/synthetic-room';
import { callRoute } from './helpers/call-route';
import { signUpUser } from './helpers/sign-up';
import { uploadImage } from './helpers/upload-image';
import { setupTestDatabase } from './helpers/test-database';

beforeAll(() => {
  process.env.STORAGE_DIR = mkdtempSync(path.join(tmpdir(), 'roomcraft-render-threads-'));
});
const t = setupTestDatabase();

// The file's pools and their threads end with it: a thread left idle (one with a tiny heap among them) must not
// outlive the file in the Jest worker that runs the next one.
const pools: RenderPool[] = [];
const track = (pool: RenderPool) => (pools.push(pool), pool);
afterAll(() => Promise.all([...pools, renderPool()].map((pool) => pool.close())));

type User = Awaited<ReturnType<typeof signUpUser>>;
type Render = { id: string; status: string; outputs: string[]; errorCode: string | null };

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

/** A cleanup of a large brushed area: the patch synthesis, the engine's longest stretch of synchronous work. */
async function cleanupRender(user: User) {
  const imageId = await uploadImage(user.jar, { data: await syntheticRoom(1024, 768) });
  const maskImageId = await uploadImage(user.jar, {
    kind: 'mask',
    data: await ellipseMask(1024, 768, ROOM.blob),
  });
  return create(user, { imageId, maskImageId, tool: 'cleanup', roomType: 'living_room', style: 'japandi' });
}

/** A cleanup of most of a 2048-pixel photo: its patch lists (JavaScript arrays) alone need more than 20 MB of heap. */
async function largeCleanupRender(user: User) {
  const imageId = await uploadImage(user.jar, { data: await syntheticRoom(2048, 1536) });
  const maskImageId = await uploadImage(user.jar, {
    kind: 'mask',
    data: await rectMask(2048, 1536, { left: 0.05, top: 0.1, right: 0.95, bottom: 0.9 }),
  });
  return create(user, { imageId, maskImageId, tool: 'cleanup', roomType: 'living_room', style: 'japandi' });
}

describe('the local engine draws in worker threads', () => {
  it('renders through the queue while the event loop stays free', async () => {
    const user = await signUpUser('threads@example.com');
    const queued = await cleanupRender(user);

    // Drawn on this thread, the cleanup holds the loop for most of its time (its patch search is one loop); drawn
    // in the pool, the loop only waits on the thread, the database and the storage.
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const started = performance.now();
    expect(await runNextRender()).toBe('rendered');
    const renderMs = performance.now() - started;
    delay.disable();

    const done = await read(user, queued.id);
    expect(done).toMatchObject({ status: 'succeeded', errorCode: null });
    expect(done.outputs).toHaveLength(1);
    expect(delay.max / 1e6).toBeLessThan(renderMs / 4);
  });

  it('ends the drawing of a render cancelled while it draws, and draws the next', async () => {
    const user = await signUpUser('cancel-thread@example.com');
    const first = await cleanupRender(user);
    const running = runNextRender();
    while (renderPool().busy() === 0) await new Promise((resolve) => setTimeout(resolve, 5));

    const res = await callRoute(cancelRoute, { method: 'POST', query: { id: first.id } }, user.jar);
    expect(res.status).toBe(200);
    // The thread was ended with the cancel, not left to finish a drawing nobody wants.
    expect(renderPool().busy()).toBe(0);
    expect(await running).toBe('rendered');
    expect(await read(user, first.id)).toMatchObject({ status: 'canceled', outputs: [] });
    expect(await used(user.id)).toBe(0);

    const second = await cleanupRender(user);
    expect(await runNextRender()).toBe('rendered');
    expect(await read(user, second.id)).toMatchObject({ status: 'succeeded' });
  });

  it('drops a render cancelled while it waits for a thread, and draws the ones around it', async () => {
    const pool = track(createRenderPool({ threads: 1 }));
    const job = {
      tool: findTool('redesign')!,
      style: findStyle('rustic')!,
      roomType: 'bedroom',
      prompt: null,
      image: await syntheticRoom(640, 480),
      mask: null,
      variant: 0,
    };
    const cancel = new AbortController();
    const first = pool.draw(job);
    const waiting = pool.draw(job, cancel.signal);
    const last = pool.draw(job);
    cancel.abort();
    await expect(waiting).rejects.toThrow('The render was cancelled.');
    // Still drawing the first: the cancel took nothing from the thread.
    expect(pool.busy()).toBe(1);
    const [a, b] = await Promise.all([first, last]);
    expect(a.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(b.equals(a)).toBe(true);
  });

  it('fails a render whose thread runs out of memory, gives the unit back, and draws the next in a new thread', async () => {
    // A heap too small for that cleanup's patch lists and large enough for the redesign.
    const engine = createLocalEngine(track(createRenderPool({ threads: 1, heapMb: 20 })));
    const user = await signUpUser('oom-thread@example.com');
    const starved = await largeCleanupRender(user);
    expect(await runNextRender(engine)).toBe('rendered');
    expect(await read(user, starved.id)).toMatchObject({
      status: 'failed',
      errorCode: 'render_failed',
      outputs: [],
    });
    expect(await used(user.id)).toBe(0);

    const imageId = await uploadImage(user.jar);
    const next = await create(user, { imageId, tool: 'redesign', roomType: 'bedroom', style: 'rustic' });
    expect(await runNextRender(engine)).toBe('rendered');
    expect(await read(user, next.id)).toMatchObject({ status: 'succeeded' });
  });
});
