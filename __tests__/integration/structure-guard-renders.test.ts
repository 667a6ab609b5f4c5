import 'next-test-api-route-handler';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { inProcessEngine } from '@/lib/studio/engines/in-process-engine';
import type { EngineJob } from '@/lib/studio/engines/render-engine';
import { createReplicateEngine } from '@/lib/studio/engines/replicate/replicate-engine';
import { runNextRender } from '@/lib/studio/lifecycle/run-next-render';
import { getStorage } from '@/lib/studio/storage/get-storage';
import * as renderRoute from '@/pages/api/renders/[id]/index';
import * as rendersRoute from '@/pages/api/renders/index';
import * as apiRenderRoute from '@/pages/api/v1/renders/[id]';
import * as apiRendersRoute from '@/pages/api/v1/renders/index';
import * as webhookRoute from '@/pages/api/webhooks/replicate';
import { bearer, createKey, renderForm } from './helpers/api-client';
import { callRoute } from './helpers/call-route';
import { type FakeReplicate, startFakeReplicate } from './helpers/fake-replicate';
import { expectLedgerToMatchCounters } from './helpers/ledger-matches-counters';
import { signUpUser } from './helpers/sign-up';
import { setupTestDatabase } from './helpers/test-database';
import { webRendersUsed } from './helpers/web-renders-used';
import { testPhoto, uploadImage } from './helpers/upload-image';

/**
 * The structure guard on the render path: a result that moved the room is drawn (or predicted) once more, then the
 * render fails with structure_changed and is refunded; a result kept is stored at the photo's size with its score,
 * which both APIs show; a masked tool stores the photo itself outside the brushed area.
 */
const TOKEN = 'r8_guard_token';
const SECRET = `whsec_${Buffer.from('replicate-guard-signing-key').toString('base64')}`;
let replicate: FakeReplicate;

beforeAll(async () => {
  replicate = await startFakeReplicate(TOKEN, SECRET);
  // Replicate is configured for the whole file (the configuration is read once); the local renders are drawn by
  // engines the tests hand to the queue.
  Object.assign(process.env, {
    REPLICATE_API_TOKEN: TOKEN,
    REPLICATE_WEBHOOK_SIGNING_SECRET: SECRET,
    REPLICATE_API_BASE: `${replicate.url}/v1`,
    STORAGE_DIR: mkdtempSync(path.join(tmpdir(), 'roomcraft-guard-')),
  });
});
const t = setupTestDatabase();
afterAll(() => replicate.close());

type User = Awaited<ReturnType<typeof signUpUser>>;
type Render = {
  id: string;
  status: string;
  errorCode: string | null;
  outputs: string[];
  structureScore: number | null;
};

const kept = (width: number, height: number) => testPhoto(width, height, '#c8bca8');
/** The same room zoomed in by 6 %, as some editing models return it. */
async function zoomed(width: number, height: number): Promise<Buffer> {
  const inset = (size: number) => Math.round(size * 0.03);
  return sharp(await kept(width, height))
    .extract({
      left: inset(width),
      top: inset(height),
      width: width - 2 * inset(width),
      height: height - 2 * inset(height),
    })
    .resize(width, height)
    .png()
    .toBuffer();
}

const read = async (user: User, id: string) =>
  ((await callRoute(renderRoute, { query: { id } }, user.jar)).body as { render: Render }).render;
const used = (userId: string) => webRendersUsed(t.db(), userId);

async function queue(user: User, body: Record<string, unknown> = {}): Promise<string> {
  const imageId = await uploadImage(user.jar, { width: 320, height: 240 });
  const res = await callRoute(
    rendersRoute,
    { method: 'POST', body: { imageId, tool: 'redesign', roomType: 'bedroom', style: 'modern', ...body } },
    user.jar,
  );
  expect(res.status).toBe(202);
  return (res.body as { render: Render }).render.id;
}

/** An engine drawing in this process what `draw` says for each attempt at a variant. */
function drawing(draw: (job: EngineJob, attempt: number) => Promise<Buffer>) {
  const attempts = new Map<number, number>();
  return inProcessEngine({
    name: 'local-preview',
    async render(job) {
      const attempt = attempts.get(job.variant % 16) ?? 0;
      attempts.set(job.variant % 16, attempt + 1);
      return draw(job, attempt);
    },
  });
}

describe('the structure guard on local renders', () => {
  it('draws a refused result once more, and keeps the one that kept the room with its score', async () => {
    const user = await signUpUser('guard-local@example.com');
    const id = await queue(user);
    const seen: number[] = [];
    const engine = drawing(async (job, attempt) => {
      seen.push(job.variant);
      return attempt === 0 ? zoomed(320, 240) : kept(320, 240);
    });
    expect(await runNextRender(engine)).toBe('rendered');
    const done = await read(user, id);
    expect(done.status).toBe('succeeded');
    // The second drawing took other seeds than the variant's own.
    expect(seen).toEqual([0, 16]);
    expect(done.structureScore).toBeGreaterThan(0.5);
    expect(done.structureScore).toBeLessThanOrEqual(1);
    expect(await used(user.id)).toBe(1);
  });

  it('fails the render with structure_changed, refunded, when the second result moved the room too', async () => {
    const user = await signUpUser('guard-local-twice@example.com');
    const id = await queue(user);
    expect(await runNextRender(drawing(() => zoomed(320, 240)))).toBe('rendered');
    const failed = await read(user, id);
    expect([failed.status, failed.errorCode, failed.outputs]).toEqual(['failed', 'structure_changed', []]);
    expect(await used(user.id)).toBe(0);
    const { rows } = await t
      .db()
      .query<{ reason: string }>(
        `select reason from private.allowance_ledger where render_id = $1 and amount < 0`,
        [id],
      );
    expect(rows).toEqual([{ reason: 'failed' }]);
  });

  it('stores the photo itself outside the brushed area, whatever the engine changed there', async () => {
    const user = await signUpUser('guard-local-mask@example.com');
    const photo = await testPhoto(320, 240);
    // The brush covers the right third of the wall.
    const mask = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#000' } })
      .composite([
        { input: { create: { width: 90, height: 240, channels: 3, background: '#fff' } }, left: 230, top: 0 },
      ])
      .png()
      .toBuffer();
    const imageId = await uploadImage(user.jar, { data: photo });
    const maskImageId = await uploadImage(user.jar, { kind: 'mask', data: mask });
    const res = await callRoute(
      rendersRoute,
      {
        method: 'POST',
        body: { imageId, maskImageId, tool: 'cleanup', roomType: 'bedroom', style: 'modern' },
      },
      user.jar,
    );
    expect(res.status).toBe(202);
    const id = (res.body as { render: Render }).render.id;
    // An engine that also dimmed the whole photo a little: outside the brush, that is not kept.
    const engine = drawing(async (job) => sharp(job.image).modulate({ brightness: 0.97 }).png().toBuffer());
    expect(await runNextRender(engine)).toBe('rendered');
    const done = await read(user, id);
    expect(done.status).toBe('succeeded');
    const stored = await getStorage().get(done.outputs[0]!.replace('/api/files/', ''));
    const storedPhoto = await getStorage().get(
      (await t.db().query<{ image_key: string }>('select image_key from public.renders where id = $1', [id]))
        .rows[0]!.image_key,
    );
    const [after, before] = await Promise.all(
      [stored!.data, storedPhoto!.data].map((data) =>
        sharp(data).removeAlpha().raw().toBuffer({ resolveWithObject: true }),
      ),
    );
    expect([after!.info.width, after!.info.height]).toEqual([320, 240]);
    // Left of the brushed area and its feathered band, every pixel is the photo's own.
    let differing = 0;
    for (let y = 0; y < 240; y++) {
      for (let x = 0; x < 200; x++) {
        for (let c = 0; c < 3; c++) {
          const at = (y * 320 + x) * 3 + c;
          if (after!.data[at] !== before!.data[at]) differing++;
        }
      }
    }
    expect(differing).toBe(0);
  });
});

describe('the structure guard on hosted renders', () => {
  const deliver = (delivery: ReturnType<FakeReplicate['delivery']>) =>
    callRoute(webhookRoute, { method: 'POST', ...delivery });
  const predictionsOf = async (renderId: string) =>
    (
      await t
        .db()
        .query<{ prediction_id: string; retake: number; status: string }>(
          'select prediction_id, retake, status from public.render_predictions where render_id = $1 order by retake',
          [renderId],
        )
    ).rows;

  it('asks once more for a result that moved the room, keeps the second, and both APIs show its score', async () => {
    const user = await signUpUser('guard-hosted@example.com');
    const { key } = await createKey(user.jar);
    const made = await callRoute(apiRendersRoute, {
      method: 'POST',
      form: renderForm(await testPhoto(320, 240), {
        tool: 'redesign',
        room_type: 'bedroom',
        style: 'modern',
      }),
      headers: bearer(key),
    });
    expect(made.status).toBe(202);
    const id = (made.body as { id: string }).id;
    expect(await runNextRender(createReplicateEngine())).toBe('rendered');
    const [first] = await predictionsOf(id);
    replicate.finish(first!.prediction_id, { status: 'succeeded', image: await zoomed(640, 480) });
    expect((await deliver(replicate.delivery(first!.prediction_id))).body).toMatchObject({
      outcome: 'retaken',
    });
    const [, second] = await predictionsOf(id);
    expect(second).toMatchObject({ retake: 1 });
    expect((await predictionsOf(id))[0]!.status).toBe('rejected');

    replicate.finish(second!.prediction_id, { status: 'succeeded', image: await kept(640, 480) });
    expect((await deliver(replicate.delivery(second!.prediction_id))).body).toMatchObject({
      outcome: 'completed',
    });
    const done = await read(user, id);
    expect(done.status).toBe('succeeded');
    expect(done.outputs).toHaveLength(1);
    expect(done.structureScore).toBeGreaterThan(0.5);
    // Kept at the photo's own size, not stretched to it.
    const stored = await getStorage().get(done.outputs[0]!.replace('/api/files/', ''));
    expect(await sharp(stored!.data).metadata()).toMatchObject({ width: 320, height: 240 });
    const api = await callRoute(apiRenderRoute, { query: { id }, headers: bearer(key) });
    expect((api.body as { structure_score: number }).structure_score).toBe(done.structureScore);
  });

  it('fails the render with structure_changed, refunded, when the second prediction moved the room too', async () => {
    const user = await signUpUser('guard-hosted-twice@example.com');
    const id = await queue(user);
    expect(await runNextRender(createReplicateEngine())).toBe('rendered');
    for (const retake of [0, 1]) {
      const row = (await predictionsOf(id))[retake]!;
      replicate.finish(row.prediction_id, { status: 'succeeded', image: await zoomed(640, 480) });
      await deliver(replicate.delivery(row.prediction_id));
    }
    const failed = await read(user, id);
    expect([failed.status, failed.errorCode]).toEqual(['failed', 'structure_changed']);
    expect(await used(user.id)).toBe(0);
  });

  it('leaves every allowance counter equal to its ledger', async () => {
    await expectLedgerToMatchCounters(t.db());
  });
});
