import 'next-test-api-route-handler';
import { ERROR_CATALOG } from '@/lib/api/error-catalog';
import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createLocalEngine, createLocalRenderer } from '@/lib/studio/engines/local-engine';
import { inProcessEngine } from '@/lib/studio/engines/in-process-engine';
import type { ImageRenderer } from '@/lib/studio/engines/render-engine';
import { claimRender } from '@/lib/studio/lifecycle/claim-render';
import { runNextRender } from '@/lib/studio/lifecycle/run-next-render';
import * as files from '@/pages/api/files/[...key]';
import * as renderRoute from '@/pages/api/renders/[id]/index';
import * as cancelRoute from '@/pages/api/renders/[id]/cancel';
import * as rendersRoute from '@/pages/api/renders/index';
import { callRoute } from './helpers/call-route';
import { signUpUser } from './helpers/sign-up';
import { uploadImage } from './helpers/upload-image';
import { leaseLapses, takeJobAndDie } from './helpers/dead-worker';
import { setupTestDatabase } from './helpers/test-database';

beforeAll(() => {
  process.env.STORAGE_DIR = mkdtempSync(path.join(tmpdir(), 'roomcraft-worker-'));
});
const t = setupTestDatabase();
const engine = createLocalEngine();

type User = Awaited<ReturnType<typeof signUpUser>>;
type Render = {
  id: string;
  status: string;
  outputs: string[];
  unwatermarkedOutputs: string[];
  error: string | null;
  errorCode: string | null;
  engine: string | null;
};

const uploadPhoto = (user: User) => uploadImage(user.jar);

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
const fetchOutput = (url: string, jar?: Map<string, string>) =>
  callRoute(files, { query: { key: url.replace('/api/files/', '').split('/') as unknown as string } }, jar);

describe('the render worker with the local engine', () => {
  it('renders queued jobs to outputs of the input size, served to their owner only', async () => {
    const user = await signUpUser('worker@example.com');
    const imageId = await uploadPhoto(user);
    const queued = await create(user, {
      imageId,
      tool: 'redesign',
      roomType: 'living_room',
      style: 'japandi',
      variants: 2,
    });
    expect(await runNextRender(engine)).toBe('rendered');
    expect(await runNextRender(engine)).toBe('idle');

    const done = await read(user, queued.id);
    expect(done).toMatchObject({ status: 'succeeded', engine: 'local-preview', error: null });
    expect(done.outputs).toHaveLength(2);
    const output = await fetchOutput(done.outputs[0]!, user.jar);
    expect(output.status).toBe(200);
    const other = await signUpUser('worker-other@example.com');
    expect((await fetchOutput(done.outputs[0]!, other.jar)).status).toBe(404);

    const key = done.outputs[0]!.replace('/api/files/', '');
    const meta = await sharp(path.join(process.env.STORAGE_DIR!, key)).metadata();
    expect([meta.width, meta.height]).toEqual([640, 480]);
    expect(await used(user.id)).toBe(2);
  });

  it('relights a dark, blue-tinted photo toward neutral and brighter', async () => {
    const user = await signUpUser('lighting@example.com');
    const dark = await sharp({
      create: { width: 320, height: 240, channels: 3, background: { r: 40, g: 50, b: 90 } },
    })
      .composite([
        {
          input: { create: { width: 100, height: 80, channels: 3, background: { r: 70, g: 80, b: 120 } } },
          left: 20,
          top: 20,
        },
      ])
      .jpeg()
      .toBuffer();
    const imageId = await uploadImage(user.jar, { data: dark });
    const queued = await create(user, { imageId, tool: 'lighting', roomType: 'kitchen', style: 'modern' });
    await runNextRender(engine);
    const done = await read(user, queued.id);
    const before = await sharp(dark).stats();
    const after = await sharp(
      path.join(process.env.STORAGE_DIR!, done.outputs[0]!.replace('/api/files/', '')),
    ).stats();
    const mean = (s: typeof before) => s.channels.slice(0, 3).reduce((a, c) => a + c.mean, 0) / 3;
    const cast = (s: typeof before) => s.channels[2]!.mean - s.channels[0]!.mean;
    expect(mean(after)).toBeGreaterThan(mean(before));
    expect(Math.abs(cast(after))).toBeLessThan(Math.abs(cast(before)));
  });

  it('puts the "Virtually staged" band on realtor renders by default', async () => {
    const user = await signUpUser('watermark@example.com');
    const imageId = await uploadPhoto(user);
    const plain = await create(user, {
      imageId,
      tool: 'virtual-staging',
      roomType: 'bedroom',
      style: 'coastal',
      watermark: false,
    });
    const marked = await create(user, {
      imageId,
      tool: 'virtual-staging',
      roomType: 'bedroom',
      style: 'coastal',
    });
    await runNextRender(engine);
    await runNextRender(engine);
    const pixels = async (id: string, unwatermarked = false) => {
      const render = await read(user, id);
      const output = (unwatermarked ? render.unwatermarkedOutputs : render.outputs)[0]!.replace(
        '/api/files/',
        '',
      );
      // The band's corner, lower left. (stats() reads its input, so the region is cut out first.)
      const region = await sharp(path.join(process.env.STORAGE_DIR!, output))
        .extract({ left: 20, top: 435, width: 60, height: 20 })
        .toBuffer();
      return sharp(region).stats();
    };
    const darkness = (s: Awaited<ReturnType<typeof pixels>>) =>
      s.channels.slice(0, 3).reduce((a, c) => a + c.mean, 0) / 3;
    expect(darkness(await pixels(marked.id))).toBeLessThan(darkness(await pixels(plain.id)) - 30);

    // The owner can also download the result without the band; nobody else ever gets that copy, public or not.
    expect((await read(user, plain.id)).unwatermarkedOutputs).toEqual([]);
    expect(Math.abs(darkness(await pixels(marked.id, true)) - darkness(await pixels(plain.id)))).toBeLessThan(
      12,
    );
    const clean = (await read(user, marked.id)).unwatermarkedOutputs[0]!;
    expect((await fetchOutput(clean, user.jar)).status).toBe(200);
    await callRoute(
      renderRoute,
      { method: 'PATCH', query: { id: marked.id }, body: { isPublic: true } },
      user.jar,
    );
    const other = await signUpUser('watermark-other@example.com');
    expect((await fetchOutput((await read(user, marked.id)).outputs[0]!, other.jar)).status).toBe(200);
    expect((await fetchOutput(clean, other.jar)).status).toBe(404);
  });

  it('cleans up the brushed area, with a mask drawn at another size than the photo', async () => {
    const user = await signUpUser('cleanup@example.com');
    const imageId = await uploadPhoto(user);
    // The photo's dark block is 200 × 150 at (60, 200) of 640 × 480; the mask is drawn at half that size.
    const mask = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#000' } })
      .composite([
        { input: { create: { width: 110, height: 85, channels: 3, background: '#fff' } }, left: 25, top: 96 },
      ])
      .png()
      .toBuffer();
    const maskImageId = await uploadImage(user.jar, { kind: 'mask', data: mask });
    const queued = await create(user, {
      imageId,
      maskImageId,
      tool: 'cleanup',
      roomType: 'bedroom',
      style: 'modern',
    });
    await runNextRender(engine);
    const done = await read(user, queued.id);
    expect(done.status).toBe('succeeded');
    const output = path.join(process.env.STORAGE_DIR!, done.outputs[0]!.replace('/api/files/', ''));
    const region = async (left: number, top: number) =>
      sharp(await sharp(output).extract({ left, top, width: 100, height: 80 }).toBuffer()).stats();
    // Where the block was, the wall colour (#9a8f80, red 154) has taken over from the block's (#445566, red 68).
    expect((await region(110, 235)).channels[0]!.mean).toBeGreaterThan(140);
    expect((await region(400, 40)).channels[0]!.mean).toBeGreaterThan(145);
  });

  it('fails a masked render with nothing brushed, telling the user to brush, and refunds it', async () => {
    const user = await signUpUser('masked@example.com');
    const imageId = await uploadPhoto(user);
    const mask = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const maskImageId = await uploadImage(user.jar, { kind: 'mask', data: mask });
    const queued = await create(user, {
      imageId,
      maskImageId,
      tool: 'cleanup',
      roomType: 'bedroom',
      style: 'modern',
    });
    expect(await used(user.id)).toBe(1);
    await runNextRender(engine);
    expect(await read(user, queued.id)).toMatchObject({
      status: 'failed',
      error: ERROR_CATALOG.mask_empty.description,
      errorCode: 'mask_empty',
    });
    expect(await used(user.id)).toBe(0);
  });

  it('refunds and hides the cause when the engine crashes', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = await signUpUser('crash@example.com');
    const imageId = await uploadPhoto(user);
    const queued = await create(user, { imageId, tool: 'redesign', roomType: 'bedroom', style: 'modern' });
    const broken: ImageRenderer = {
      name: 'local-preview',
      render: async () => {
        throw new Error('segfault in libfoo');
      },
    };
    await runNextRender(inProcessEngine(broken));
    const failed = await read(user, queued.id);
    expect(failed.status).toBe('failed');
    expect(failed.error).not.toContain('libfoo');
    expect(failed.errorCode).toBe('render_failed');
    expect(await used(user.id)).toBe(0);
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('takes over a render whose worker died only once its lease lapsed, and keeps one result', async () => {
    const user = await signUpUser('takeover@example.com');
    const imageId = await uploadPhoto(user);
    const first = await create(user, { imageId, tool: 'redesign', roomType: 'bedroom', style: 'rustic' });
    // A worker claims the render, then its process dies.
    const dead = await takeJobAndDie('render');
    const held = await claimRender(first.id, dead.lease, engine.name);
    expect(held).not.toBeNull();
    // While the lease is live, no other worker (a starting process included) touches it.
    expect(await runNextRender(engine)).toBe('idle');
    expect((await read(user, first.id)).status).toBe('processing');

    await leaseLapses(t.db(), 'render', dead);
    expect(await runNextRender(engine)).toBe('rendered');
    const done = await read(user, first.id);
    expect(done.status).toBe('succeeded');
    expect(await used(user.id)).toBe(1);

    // The first worker was not dead after all: its late result is discarded and its files deleted.
    const filesBefore = readdirSync(path.join(process.env.STORAGE_DIR!, user.id)).length;
    await engine.dispatch(held!);
    expect(await read(user, first.id)).toMatchObject({ status: 'succeeded', outputs: done.outputs });
    expect(readdirSync(path.join(process.env.STORAGE_DIR!, user.id))).toHaveLength(filesBefore);
    expect(await used(user.id)).toBe(1);
  });

  it('keeps a render cancelled while it was processing cancelled', async () => {
    const user = await signUpUser('resume@example.com');
    const imageId = await uploadPhoto(user);
    const second = await create(user, { imageId, tool: 'redesign', roomType: 'bedroom', style: 'rustic' });
    const renderer = createLocalRenderer();
    const slow: ImageRenderer = {
      name: 'local-preview',
      async render(job) {
        await callRoute(cancelRoute, { method: 'POST', query: { id: second.id } }, user.jar);
        return renderer.render(job);
      },
    };
    await runNextRender(inProcessEngine(slow));
    expect(await read(user, second.id)).toMatchObject({ status: 'canceled', outputs: [] });
  });
});
