import 'next-test-api-route-handler';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { RenderEngine } from '@/lib/studio/engines/render-engine';
import { reconcileReplicateRenders } from '@/lib/studio/engines/replicate/reconcile-replicate-renders';
import { createReplicateEngine } from '@/lib/studio/engines/replicate/replicate-engine';
import { REPLICATE_STRICT_LAYOUT_MODELS } from '@/lib/studio/engines/replicate/replicate-models';
import { getStorage } from '@/lib/studio/storage/get-storage';
import { runNextRender } from '@/lib/studio/lifecycle/run-next-render';
import * as files from '@/pages/api/files/[...key]';
import * as cancelRoute from '@/pages/api/renders/[id]/cancel';
import * as renderRoute from '@/pages/api/renders/[id]/index';
import * as rendersRoute from '@/pages/api/renders/index';
import * as webhookRoute from '@/pages/api/webhooks/replicate';
import { callRoute } from './helpers/call-route';
import { type FakeReplicate, startFakeReplicate } from './helpers/fake-replicate';
import { signUpUser } from './helpers/sign-up';
import { setupTestDatabase } from './helpers/test-database';
import { testPhoto, uploadImage } from './helpers/upload-image';

const TOKEN = 'r8_test_token';
const SECRET = `whsec_${Buffer.from('replicate-signing-key-for-tests').toString('base64')}`;
let replicate: FakeReplicate;
let storageDir: string;

// Registered before the database helper's own beforeAll, so the config it reads already names Replicate.
beforeAll(async () => {
  replicate = await startFakeReplicate(TOKEN, SECRET);
  storageDir = mkdtempSync(path.join(tmpdir(), 'roomcraft-replicate-'));
  Object.assign(process.env, {
    REPLICATE_API_TOKEN: TOKEN,
    REPLICATE_WEBHOOK_SIGNING_SECRET: SECRET,
    REPLICATE_API_BASE: `${replicate.url}/v1`,
    STORAGE_DIR: storageDir,
  });
});
const t = setupTestDatabase();
afterAll(() => replicate.close());

type User = Awaited<ReturnType<typeof signUpUser>>;
type Render = { id: string; status: string; error: string | null; engine: string | null; outputs: string[] };

/** What a model that kept the room sends back: the photo's structure, its wall in another colour, at its own size. */
const resultImage = (colour: string) => testPhoto(768, 512, colour);
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
const predictionsOf = async (renderId: string) =>
  (
    await t
      .db()
      .query<{ prediction_id: string }>(
        'select prediction_id from public.render_predictions where render_id = $1 order by variant',
        [renderId],
      )
  ).rows.map((row) => row.prediction_id);
const deliver = (delivery: {
  rawBody: string;
  headers: Record<string, string>;
  query?: Record<string, string>;
}) => callRoute(webhookRoute, { method: 'POST', ...delivery });
const storedFiles = () =>
  readdirSync(storageDir, { recursive: true }).filter((f) => String(f).endsWith('.jpg'));

async function startRender(
  user: User,
  body: Record<string, unknown> = {},
  engine: RenderEngine = createReplicateEngine(),
) {
  const imageId = await uploadImage(user.jar, { width: 300, height: 200 });
  // The drawn test photo is no real exterior: the outdoor tools are told it is one, as if measured already.
  if (body.roomType === 'exterior') {
    await t
      .db()
      .query(`update public.images set photo_traits = '{"exterior": true}' where id = $1`, [imageId]);
  }
  const res = await callRoute(
    rendersRoute,
    {
      method: 'POST',
      body: { imageId, tool: 'redesign', roomType: 'living_room', style: 'japandi', ...body },
    },
    user.jar,
  );
  expect(res.status).toBe(202);
  const queued = (res.body as { render: Render }).render;
  expect(queued.status).toBe('queued');
  // The worker takes the render's job and hands it to Replicate.
  expect(await runNextRender(engine)).toBe('rendered');
  return read(user, queued.id);
}

describe('the Replicate engine', () => {
  it('creates a prediction per variant with our webhook, and completes the render from signed webhooks', async () => {
    const user = await signUpUser('replicate@example.com');
    const render = await startRender(user, { variants: 2 });
    expect(render).toMatchObject({ status: 'processing', engine: 'replicate' });
    const [first, second] = await predictionsOf(render.id);
    const created = replicate.predictions.get(first!)!;
    // Redesign runs on an official model: its route, no pinned version.
    expect([created.model, created.version]).toEqual(['google/nano-banana-2', null]);
    // Each prediction's webhook address names the intent recorded before it was asked for.
    const { rows: intents } = await t
      .db()
      .query<{ intent_id: string }>(
        'select intent_id from public.render_predictions where prediction_id = $1',
        [first!],
      );
    expect(created.webhook).toMatch(new RegExp(`/api/webhooks/replicate\\?intent=${intents[0]!.intent_id}$`));
    expect(created.webhook_events_filter).toEqual(['start', 'completed']);
    expect(created.input.image_input).toEqual([expect.stringMatching(/^data:image\/jpeg;base64,/)]);
    expect(String(created.input.prompt)).toContain('japandi');

    replicate.finish(first!, { status: 'succeeded', image: await resultImage('#c0a080') });
    const one = await deliver(replicate.delivery(first!));
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ received: true, outcome: 'completed' });
    expect((await read(user, render.id)).status).toBe('processing');

    replicate.finish(second!, { status: 'succeeded', image: await resultImage('#8090a0') });
    await deliver(replicate.delivery(second!));
    const done = await read(user, render.id);
    expect(done.status).toBe('succeeded');
    expect(done.outputs).toHaveLength(2);
    const output = await callRoute(
      files,
      { query: { key: done.outputs[1]!.replace('/api/files/', '').split('/') as unknown as string } },
      user.jar,
    );
    expect(output.status).toBe(200);
    // Our own copy, at the photo's size (the provider's URL would expire).
    const meta = await sharp(path.join(storageDir, done.outputs[1]!.replace('/api/files/', ''))).metadata();
    expect([meta.width, meta.height]).toEqual([300, 200]);
    expect(await used(user.id)).toBe(2);
  });

  it('completes a render when the webhooks of its variants arrive at the same moment', async () => {
    const user = await signUpUser('replicate-together@example.com');
    const render = await startRender(user, { variants: 3 });
    const ids = await predictionsOf(render.id);
    for (const id of ids) replicate.finish(id, { status: 'succeeded', image: await resultImage('#908070') });
    const answers = await Promise.all(ids.map((id) => deliver(replicate.delivery(id))));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const done = await read(user, render.id);
    expect(done.status).toBe('succeeded');
    expect(done.outputs).toHaveLength(3);
  });

  it('keeps a marked and an unmarked copy of a realtor result', async () => {
    const user = await signUpUser('replicate-watermark@example.com');
    const render = await startRender(user, { tool: 'virtual-staging' });
    const [id] = await predictionsOf(render.id);
    replicate.finish(id!, { status: 'succeeded', image: await resultImage('#d0d0d0') });
    await deliver(replicate.delivery(id!));
    const done = (await read(user, render.id)) as Render & { unwatermarkedOutputs: string[] };
    expect(done.status).toBe('succeeded');
    expect(done.unwatermarkedOutputs).toHaveLength(1);
    expect(done.unwatermarkedOutputs[0]).not.toBe(done.outputs[0]);
  });

  it('refuses replayed, stale and forged deliveries with 400 and changes nothing', async () => {
    const user = await signUpUser('replicate-replay@example.com');
    const render = await startRender(user);
    const [id] = await predictionsOf(render.id);
    replicate.finish(id!, { status: 'succeeded', image: await resultImage('#a0b0c0') });

    const stale = await deliver(replicate.delivery(id!, { timestamp: Math.floor(Date.now() / 1000) - 600 }));
    expect(stale.status).toBe(400);
    expect(stale.body).toMatchObject({ error: 'invalid_signature' });
    const forged = await deliver(
      replicate.delivery(id!, { secret: `whsec_${Buffer.from('not-the-key').toString('base64')}` }),
    );
    expect(forged.status).toBe(400);
    const tampered = replicate.delivery(id!);
    expect(
      (await deliver({ ...tampered, rawBody: tampered.rawBody.replace('succeeded', 'failed') })).status,
    ).toBe(400);
    expect((await read(user, render.id)).status).toBe('processing');

    const delivery = replicate.delivery(id!, { webhookId: 'msg_once' });
    expect((await deliver(delivery)).status).toBe(200);
    const replay = await deliver(delivery);
    expect(replay.status).toBe(400);
    expect(replay.body).toMatchObject({ error: 'webhook_replayed' });
    const done = await read(user, render.id);
    expect(done.status).toBe('succeeded');
    expect(done.outputs).toHaveLength(1);
  });

  it('fails the render with a readable message, refunds it and cancels the other variants when a prediction fails', async () => {
    const user = await signUpUser('replicate-fail@example.com');
    const render = await startRender(user, { variants: 2 });
    expect(await used(user.id)).toBe(2);
    const [first, second] = await predictionsOf(render.id);
    replicate.finish(first!, { status: 'failed', error: 'NSFW content detected in the input image' });
    expect((await deliver(replicate.delivery(first!))).status).toBe(200);

    const failed = await read(user, render.id);
    expect(failed.status).toBe('failed');
    expect(failed.error).toBe(
      'The AI provider could not finish this render: NSFW content detected in the input image. It was not counted against your designs.',
    );
    expect(await used(user.id)).toBe(0);
    expect(replicate.predictions.get(second!)!.status).toBe('canceled');
  });

  it('reconciles a render whose webhook never came by polling the prediction', async () => {
    const user = await signUpUser('replicate-lost@example.com');
    const render = await startRender(user);
    const [id] = await predictionsOf(render.id);
    replicate.finish(id!, { status: 'succeeded', image: await resultImage('#705040') });

    // Within the grace period nothing is asked; past it, the poll completes the render like the webhook would.
    expect((await reconcileReplicateRenders()).polled).toBe(0);
    const report = await reconcileReplicateRenders(0);
    expect(report).toMatchObject({ polled: 1, completed: 1 });
    const done = await read(user, render.id);
    expect(done.status).toBe('succeeded');
    expect(done.outputs).toHaveLength(1);
    // The late webhook then changes nothing.
    const late = await deliver(replicate.delivery(id!));
    expect(late.body).toMatchObject({ outcome: 'already_done' });
    expect((await read(user, render.id)).outputs).toEqual(done.outputs);
  });

  it('asks again after a 429 (waiting as long as its Retry-After says) and after a 502, and goes on', async () => {
    const user = await signUpUser('replicate-busy@example.com');
    replicate.failNextCreates(1, 429, '1');
    const before = replicate.createTimes.length;
    const render = await startRender(user);
    expect(render.status).toBe('processing');
    const asks = replicate.createTimes.slice(before);
    expect(asks).toHaveLength(2);
    expect(asks[1]! - asks[0]!).toBeGreaterThanOrEqual(1000);

    replicate.failNextCreates(1, 502);
    const again = await startRender(await signUpUser('replicate-502@example.com'));
    expect(again.status).toBe('processing');
    expect(await predictionsOf(again.id)).toHaveLength(1);
  });

  it('fails a render at once, refunded, when the provider refuses it for good', async () => {
    const user = await signUpUser('replicate-422@example.com');
    replicate.failNextCreates(1, 422);
    const before = replicate.createTimes.length;
    const render = await startRender(user);
    expect(render.status).toBe('failed');
    expect(render.error).toBe(
      'The AI provider answered 422 (Input validation failed: input.image: Does not match format uri). The render was not counted against your designs; try again.',
    );
    expect(replicate.createTimes.length - before).toBe(1);
    expect(await used(user.id)).toBe(0);
  });

  it('turns a provider 500 that lasts past the retry budget into a failed, refunded render instead of a crash', async () => {
    const user = await signUpUser('replicate-500@example.com');
    replicate.failNextCreates(1000, 500);
    try {
      const render = await startRender(user, {}, createReplicateEngine({ baseMs: 50, budgetMs: 400 }));
      expect(render.status).toBe('failed');
      expect(render.error).toBe(
        'The AI provider answered 500 (Internal Server Error: Something went wrong on our side). The render was not counted against your designs; try again.',
      );
      expect(await used(user.id)).toBe(0);
    } finally {
      replicate.failNextCreates(0);
    }
  });

  it('sends masked tools to the inpainting model with the mask', async () => {
    const user = await signUpUser('replicate-mask@example.com');
    const maskImageId = await uploadImage(user.jar, { kind: 'mask', width: 300, height: 200 });
    const render = await startRender(user, { tool: 'cleanup', maskImageId });
    const [id] = await predictionsOf(render.id);
    const prediction = replicate.predictions.get(id!)!;
    expect(prediction.model).toBe('black-forest-labs/flux-fill-pro');
    expect(prediction.input.mask).toMatch(/^data:image\/jpeg;base64,/);
    expect(replicate.requests).toContainEqual({
      method: 'POST',
      path: '/v1/models/black-forest-labs/flux-fill-pro/predictions',
    });
  });

  it('sends a render in strict layout to the line- and segmentation-conditioned model, and completes it', async () => {
    const user = await signUpUser('replicate-strict@example.com');
    const render = await startRender(user, { strictLayout: true });
    expect(render).toMatchObject({ status: 'processing', strictLayout: true });
    const [id] = await predictionsOf(render.id);
    const prediction = replicate.predictions.get(id!)!;
    // adirik/interior-design is a community model: created by its pinned version.
    expect(prediction.version).toBe('76604baddc85b1b4616e1c6475eca080da339c8875bd4996705440484a6eac38');
    expect(REPLICATE_STRICT_LAYOUT_MODELS.redesign).toMatchObject({
      model: 'adirik/interior-design',
      version: prediction.version,
    });
    expect(prediction.input).toMatchObject({ image: expect.stringMatching(/^data:image\/jpeg;base64,/) });
    expect(String(prediction.input.prompt)).toContain('japandi');
    expect(replicate.requests).toContainEqual({ method: 'POST', path: '/v1/predictions' });

    replicate.finish(id!, { status: 'succeeded', image: await resultImage('#a0b0c0') });
    await deliver(replicate.delivery(id!));
    expect(await read(user, render.id)).toMatchObject({ status: 'succeeded', strictLayout: true });
  });

  it('leaves the photo edits to the local engine: no prediction, drawn and guarded here', async () => {
    const user = await signUpUser('replicate-edit@example.com');
    const imageId = await uploadImage(user.jar, { width: 300, height: 200 });
    const res = await callRoute(
      rendersRoute,
      { method: 'POST', body: { imageId, tool: 'enhance', roomType: 'living_room', style: 'modern' } },
      user.jar,
    );
    expect(res.status).toBe(202);
    const { id } = (res.body as { render: Render }).render;
    // No engine given, as the job workers run: the render's tool chooses it.
    while ((await runNextRender()) === 'rendered');
    expect(await read(user, id)).toMatchObject({ status: 'succeeded', engine: 'local-preview' });
    expect(await predictionsOf(id)).toEqual([]);
  });

  it('completes a render from a model that answers a list of images', async () => {
    const user = await signUpUser('replicate-list@example.com');
    const render = await startRender(user, { tool: 'curb-appeal', roomType: 'exterior' });
    const [id] = await predictionsOf(render.id);
    const prediction = replicate.predictions.get(id!)!;
    expect(prediction.model).toBe('bytedance/seedream-4');
    expect(prediction.input).toMatchObject({ aspect_ratio: 'match_input_image', max_images: 1 });
    const finished = replicate.finish(id!, { status: 'succeeded', image: await resultImage('#507050') });
    expect(finished.output).toEqual([expect.stringMatching(/\/files\//)]);
    await deliver(replicate.delivery(id!));
    const done = await read(user, render.id);
    expect(done.status).toBe('succeeded');
    expect(done.outputs).toHaveLength(1);
  });

  it('fails and refunds the render when storage fails while copying the output', async () => {
    const user = await signUpUser('replicate-storage@example.com');
    const render = await startRender(user);
    const [id] = await predictionsOf(render.id);
    replicate.finish(id!, { status: 'succeeded', image: await resultImage('#b0a890') });
    const put = jest.spyOn(getStorage(), 'put').mockRejectedValueOnce(new Error('EIO: disk unavailable'));
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect((await deliver(replicate.delivery(id!))).status).toBe(200);
    } finally {
      put.mockRestore();
      errors.mockRestore();
    }
    const failed = await read(user, render.id);
    expect(failed.status).toBe('failed');
    expect(failed.error).toMatch(/could not be saved on our side/);
    expect(await used(user.id)).toBe(0);
  });

  it('cancels the predictions when the user cancels, and keeps nothing from a late result', async () => {
    const user = await signUpUser('replicate-cancel@example.com');
    const render = await startRender(user);
    const [id] = await predictionsOf(render.id);
    const before = storedFiles().length;
    const canceled = await callRoute(cancelRoute, { method: 'POST', query: { id: render.id } }, user.jar);
    expect(canceled.status).toBe(200);
    expect(replicate.predictions.get(id!)!.status).toBe('canceled');
    expect(await used(user.id)).toBe(0);

    replicate.predictions.get(id!)!.status = 'processing';
    replicate.finish(id!, { status: 'succeeded', image: await resultImage('#102030') });
    const late = await deliver(replicate.delivery(id!));
    expect(late.body).toMatchObject({ outcome: 'already_done' });
    expect((await read(user, render.id)).status).toBe('canceled');
    expect(storedFiles().length).toBe(before);
  });
});
