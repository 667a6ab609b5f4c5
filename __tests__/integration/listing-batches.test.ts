import 'next-test-api-route-handler';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { inProcessEngine } from '@/lib/studio/engines/in-process-engine';
import { createLocalEngine, createLocalRenderer } from '@/lib/studio/engines/local-engine';
import { EngineError } from '@/lib/studio/engines/render-engine';
import { runNextRender } from '@/lib/studio/lifecycle/run-next-render';
import { getStorage } from '@/lib/studio/storage/get-storage';
import * as batchRoute from '@/pages/api/batches/[id]/index';
import * as kitRoute from '@/pages/api/batches/[id]/kit';
import * as batchesRoute from '@/pages/api/batches/index';
import * as retryRoute from '@/pages/api/renders/[id]/retry';
import * as rendersRoute from '@/pages/api/renders/index';
import { callRoute } from './helpers/call-route';
import { downloadFrom, unzip } from './helpers/download-zip';
import { expectLedgerToMatchCounters } from './helpers/ledger-matches-counters';
import { LISTING_FACTS } from './helpers/route-table';
import { signUpUser } from './helpers/sign-up';
import { setupTestDatabase } from './helpers/test-database';
import { uploadImage } from './helpers/upload-image';

beforeAll(() => {
  process.env.STORAGE_DIR = mkdtempSync(path.join(tmpdir(), 'roomcraft-batches-'));
});
const t = setupTestDatabase();
const engine = createLocalEngine();
/** The local engine, except that it cannot do kitchens: a photo that fails for a reason of its own. */
const local = createLocalRenderer();
const noKitchens = inProcessEngine({
  name: local.name,
  render: (job) =>
    job.roomType === 'kitchen'
      ? Promise.reject(new EngineError('render_failed', 'No kitchens today.'))
      : local.render(job),
});

type User = Awaited<ReturnType<typeof signUpUser>>;
type Batch = {
  id: string;
  status: string;
  photos: {
    position: number;
    renderId: string;
    status: string;
    roomType: string;
    roomGroup: number;
    outputUrl: string | null;
  }[];
  description: string | null;
  kitUrl: string | null;
};

const photo = (user: User) => uploadImage(user.jar, { width: 160, height: 120 });
const setQuota = (user: User, quota: number | null) =>
  t.db().query('update public.users set monthly_quota = $2 where id = $1', [user.id, quota]);
const used = async (user: User) =>
  (
    await t
      .db()
      .query<{ n: number }>(
        'select coalesce(sum(renders), 0)::int as n from public.usage where user_id = $1',
        [user.id],
      )
  ).rows[0]!.n;
const createBatch = (user: User, body: unknown) =>
  callRoute(batchesRoute, { method: 'POST', body, sameOrigin: true }, user.jar);
const readBatch = async (user: User, id: string) =>
  ((await callRoute(batchRoute, { query: { id } }, user.jar)).body as { batch: Batch }).batch;
const drain = async () => {
  while ((await runNextRender(engine)) === 'rendered') {
    // Until the queue is empty.
  }
};

describe('a listing batch from the studio', () => {
  it('stages every photo under one unit each, refunds the one that fails, and delivers the kit', async () => {
    const user = await signUpUser('batch-owner@example.com');
    await setQuota(user, 10);
    const images = [await photo(user), await photo(user), await photo(user)];
    const res = await createBatch(user, {
      style: 'scandinavian',
      photos: [
        { imageId: images[0], tool: 'lighting', roomType: 'living_room' },
        { imageId: images[1], tool: 'lighting', roomType: 'kitchen' },
        { imageId: images[2], tool: 'lighting', roomType: 'bedroom' },
      ],
      listing: LISTING_FACTS,
    });
    expect(res.status).toBe(202);
    const created = (res.body as { batch: Batch }).batch;
    expect(created).toMatchObject({ status: 'processing', kitUrl: null });
    expect(created.photos.map((p) => [p.position, p.status, p.roomType])).toEqual([
      [1, 'queued', 'living_room'],
      [2, 'queued', 'kitchen'],
      [3, 'queued', 'bedroom'],
    ]);
    expect(created.description).toMatch(/Riverside/);
    expect(await used(user)).toBe(3);
    // No rooms given: each photo is a room of its own, with seeds of its own a few apart in the batch's family.
    const seeds = await t
      .db()
      .query<{ seed: number; room_group: number }>(
        'select seed, room_group from public.renders where batch_id = $1 order by batch_position',
        [created.id],
      );
    expect(seeds.rows.map((row) => row.room_group)).toEqual([1, 2, 3]);
    expect(seeds.rows.map((row) => row.seed - seeds.rows[0]!.seed)).toEqual([0, 8, 16]);

    // The kitchen fails: that photo alone gives its unit back.
    expect(await runNextRender(noKitchens)).toBe('rendered');
    expect((await readBatch(user, created.id)).status).toBe('processing');
    expect(await runNextRender(noKitchens)).toBe('rendered');
    expect(await runNextRender(noKitchens)).toBe('rendered');

    const done = await readBatch(user, created.id);
    expect(done.status).toBe('finished');
    expect(done.photos.map((p) => p.status)).toEqual(['succeeded', 'failed', 'succeeded']);
    expect(done.kitUrl).toBe(`/api/batches/${created.id}/kit`);
    expect(await used(user)).toBe(2);

    const kit = await downloadFrom(kitRoute, { query: { id: created.id } }, user.jar);
    expect(kit.status).toBe(200);
    expect(kit.headers.get('content-type')).toBe('application/zip');
    expect(kit.headers.get('content-disposition')).toMatch(
      /^attachment; filename="listing-kit-scandinavian-[0-9a-f]{8}\.zip"$/,
    );
    // Streamed as it is written, never measured whole first.
    expect(kit.headers.get('content-length')).toBeNull();
    const files = await unzip(kit.body);
    expect([...files.keys()].sort()).toEqual([
      '01-living-room-original.jpg',
      '01-living-room-scandinavian-lighting.jpg',
      '02-kitchen-original.jpg',
      '03-bedroom-original.jpg',
      '03-bedroom-scandinavian-lighting.jpg',
      'listing-description.txt',
      'virtual-staging-disclosure.txt',
    ]);
    // The staged file is the marked result, not the copy without the mark.
    const { rows } = await t
      .db()
      .query<{ outputs: string[]; unwatermarked_outputs: string[]; image_key: string; watermark: boolean }>(
        'select outputs, unwatermarked_outputs, image_key, watermark from public.renders where id = $1',
        [done.photos[0]!.renderId],
      );
    const render = rows[0]!;
    expect(render.watermark).toBe(true);
    const storage = getStorage();
    expect(files.get('01-living-room-scandinavian-lighting.jpg')).toEqual(
      (await storage.get(render.outputs[0]!))!.data,
    );
    expect(files.get('01-living-room-scandinavian-lighting.jpg')).not.toEqual(
      (await storage.get(render.unwatermarked_outputs[0]!))!.data,
    );
    expect(files.get('01-living-room-original.jpg')).toEqual((await storage.get(render.image_key))!.data);
    expect(files.get('listing-description.txt')!.toString('utf8').trim()).toBe(done.description);
    const disclosure = files.get('virtual-staging-disclosure.txt')!.toString('utf8');
    expect(disclosure).toContain('Virtually staged');
    expect(disclosure).toContain(
      '03-bedroom-scandinavian-lighting.jpg is a virtually staged version of 03-bedroom-original.jpg.',
    );
    expect(disclosure).not.toContain('02-kitchen');

    const german = await downloadFrom(kitRoute, { query: { id: created.id, lang: 'de' } }, user.jar);
    expect((await unzip(german.body)).get('virtual-staging-disclosure.txt')!.toString('utf8')).toMatch(
      /^Hinweis auf virtuelles Home Staging/,
    );

    const listed = await callRoute(batchesRoute, {}, user.jar);
    expect(listed.body).toEqual({
      batches: [expect.objectContaining({ id: created.id, status: 'finished', photoCount: 3, succeeded: 2 })],
    });
  });

  it('reopens a finished batch when one of its photos is retried, and finishes it again once that photo ends', async () => {
    const user = await signUpUser('batch-retry@example.com');
    await setQuota(user, 10);
    const res = await createBatch(user, {
      style: 'modern',
      photos: [
        { imageId: await photo(user), tool: 'lighting', roomType: 'living_room' },
        { imageId: await photo(user), tool: 'lighting', roomType: 'kitchen' },
      ],
    });
    const id = (res.body as { batch: Batch }).batch.id;
    while ((await runNextRender(noKitchens)) === 'rendered') {
      // Until both photos have ended, the kitchen failed.
    }
    const finished = await readBatch(user, id);
    expect(finished).toMatchObject({ status: 'finished', kitUrl: `/api/batches/${id}/kit` });
    expect(await used(user)).toBe(1);
    const kitchen = finished.photos[1]!;

    const retried = await callRoute(
      retryRoute,
      { method: 'POST', query: { id: kitchen.renderId }, sameOrigin: true },
      user.jar,
    );
    expect(retried.status).toBe(202);
    // The retry is charged like a new render, and the batch runs again: no kit while the kitchen renders.
    expect(await used(user)).toBe(2);
    const reopened = await readBatch(user, id);
    expect(reopened).toMatchObject({ status: 'processing', kitUrl: null });
    expect(reopened.photos.map((p) => p.status)).toEqual(['succeeded', 'queued']);
    const { rows: open } = await t
      .db()
      .query<{ finished_at: Date | null }>('select finished_at from public.listing_batches where id = $1', [
        id,
      ]);
    expect(open[0]!.finished_at).toBeNull();
    const refused = await downloadFrom(kitRoute, { query: { id } }, user.jar);
    expect(refused.status).toBe(409);
    expect(JSON.parse(refused.body.toString('utf8'))).toMatchObject({ error: 'batch_still_rendering' });

    await drain();
    const again = await readBatch(user, id);
    expect(again).toMatchObject({ status: 'finished', kitUrl: `/api/batches/${id}/kit` });
    expect(again.photos.map((p) => p.status)).toEqual(['succeeded', 'succeeded']);
    const kit = await downloadFrom(kitRoute, { query: { id } }, user.jar);
    expect(kit.status).toBe(200);
    expect([...(await unzip(kit.body)).keys()]).toContain('02-kitchen-modern-lighting.jpg');
    expect(await used(user)).toBe(2);
    await expectLedgerToMatchCounters(t.db());
  });

  it('stages the photos of one room with one seed and one set of pieces, and the kit says which', async () => {
    const user = await signUpUser('batch-rooms@example.com');
    await setQuota(user, 10);
    const images = [await photo(user), await photo(user), await photo(user), await photo(user)];
    const staging = (imageId: string | undefined, roomType: string, roomGroup: number) => ({
      imageId,
      tool: 'virtual-staging',
      roomType,
      roomGroup,
    });
    const res = await createBatch(user, {
      style: 'japandi',
      photos: [
        staging(images[0], 'living_room', 5),
        staging(images[1], 'bedroom', 2),
        staging(images[2], 'living_room', 5),
        staging(images[3], 'bedroom', 9),
      ],
    });
    expect(res.status).toBe(202);
    const created = (res.body as { batch: Batch }).batch;
    expect(created.photos.map((p) => p.roomGroup)).toEqual([1, 2, 1, 3]);

    // The drawing is handed its room's seed: the living room's two photos one, each bedroom one of its own.
    const seeds = new Map<number, number | undefined>();
    const recording = inProcessEngine({
      name: local.name,
      render: async (job) => {
        const { rows } = await t
          .db()
          .query<{ batch_position: number }>(
            'select batch_position from public.renders where batch_id = $1 and status = $2',
            [created.id, 'processing'],
          );
        seeds.set(rows[0]!.batch_position, job.seed);
        return local.render(job);
      },
    });
    while ((await runNextRender(recording)) === 'rendered') {
      // Until the batch is done.
    }
    expect(seeds.size).toBe(4);
    expect(seeds.get(1)).toEqual(expect.any(Number));
    expect(seeds.get(3)).toBe(seeds.get(1));
    expect(new Set([seeds.get(1), seeds.get(2), seeds.get(4)]).size).toBe(3);

    const done = await readBatch(user, created.id);
    expect(done.photos.map((p) => p.status)).toEqual(Array(4).fill('succeeded'));
    for (const [language, heading, room] of [
      ['en', 'Photos staged together', 'Living room:'],
      ['es', 'Fotos amuebladas juntas', 'Salón:'],
      ['fr', 'Photos meublées ensemble', 'Salon :'],
      ['de', 'Gemeinsam eingerichtete Fotos', 'Wohnzimmer:'],
    ] as const) {
      const kit = await downloadFrom(kitRoute, { query: { id: created.id, lang: language } }, user.jar);
      const disclosure = (await unzip(kit.body)).get('virtual-staging-disclosure.txt')!.toString('utf8');
      const lines = disclosure.split('\n');
      expect(lines).toContain(heading);
      // The living room's two photos, listed together; the two bedrooms were staged apart.
      expect(lines).toContain(
        `${room} 01-living-room-japandi-virtual-staging.jpg, 03-living-room-japandi-virtual-staging.jpg`,
      );
      expect(
        lines.filter((line) => line.includes('02-bedroom-japandi') && line.includes('04-bedroom')),
      ).toEqual([]);
    }
  });

  it("renders a brushed photo with that photo's own mask, and whole-photo tools with none", async () => {
    const user = await signUpUser('batch-brushed@example.com');
    const images = [await photo(user), await photo(user), await photo(user)];
    // What a brush leaves: black, with the brushed area (the dark block of the photo) in white.
    const brushedArea = await sharp({ create: { width: 160, height: 120, channels: 3, background: '#000' } })
      .composite([
        { input: { create: { width: 60, height: 45, channels: 3, background: '#fff' } }, left: 12, top: 48 },
      ])
      .png()
      .toBuffer();
    const masks = [
      await uploadImage(user.jar, { kind: 'mask', data: brushedArea }),
      await uploadImage(user.jar, { kind: 'mask', data: brushedArea }),
    ];
    // A photo is not a mask, and someone else's mask is not found either.
    const other = await signUpUser('batch-brushed-other@example.com');
    const theirs = await uploadImage(other.jar, { kind: 'mask', width: 160, height: 120 });
    for (const maskImageId of [images[1], theirs]) {
      const refused = await createBatch(user, {
        style: 'modern',
        photos: [{ imageId: images[0], maskImageId, tool: 'declutter', roomType: 'bedroom' }],
      });
      expect([refused.status, (refused.body as { error: string }).error]).toEqual([404, 'mask_not_found']);
    }
    expect(await used(user)).toBe(0);

    const res = await createBatch(user, {
      style: 'modern',
      photos: [
        { imageId: images[0], maskImageId: masks[0], tool: 'declutter', roomType: 'bedroom' },
        { imageId: images[1], tool: 'lighting', roomType: 'kitchen' },
        { imageId: images[2], maskImageId: masks[1], tool: 'cleanup', roomType: 'living_room' },
      ],
    });
    expect(res.status).toBe(202);
    const created = (res.body as { batch: Batch }).batch;
    const { rows } = await t
      .db()
      .query<{ batch_position: number; mask_image_id: string | null }>(
        'select batch_position, mask_image_id from public.renders where batch_id = $1 order by batch_position',
        [created.id],
      );
    expect(rows).toEqual([
      { batch_position: 1, mask_image_id: masks[0] },
      { batch_position: 2, mask_image_id: null },
      { batch_position: 3, mask_image_id: masks[1] },
    ]);

    // The engine is handed each photo's mask as stored.
    const seen: { tool: string; mask: Buffer | null }[] = [];
    const recording = inProcessEngine({
      name: local.name,
      render: (job) => {
        seen.push({ tool: job.tool.id, mask: job.mask });
        return local.render(job);
      },
    });
    while ((await runNextRender(recording)) === 'rendered') {
      // Until the batch is done.
    }
    const stored = async (imageId: string) => {
      const { rows: found } = await t
        .db()
        .query<{ storage_key: string }>('select storage_key from public.images where id = $1', [imageId]);
      return (await getStorage().get(found[0]!.storage_key))!.data;
    };
    const byTool = new Map(seen.map((job) => [job.tool, job.mask]));
    expect(seen).toHaveLength(3);
    expect(byTool.get('declutter')).toEqual(await stored(masks[0]!));
    expect(byTool.get('cleanup')).toEqual(await stored(masks[1]!));
    expect(byTool.get('lighting')).toBeNull();
    const done = await readBatch(user, created.id);
    expect(done.photos.map((p) => p.status)).toEqual(['succeeded', 'succeeded', 'succeeded']);
  });

  it('takes no writer slot when the batch is refused after writing its description, and keeps none', async () => {
    const user = await signUpUser('batch-refused-listing@example.com');
    const other = await signUpUser('batch-refused-listing-other@example.com');
    // Found missing only inside the batch's transaction, after the description was written.
    const theirs = await uploadImage(other.jar, { kind: 'mask', width: 160, height: 120 });
    const refused = await createBatch(user, {
      style: 'modern',
      listing: LISTING_FACTS,
      photos: [{ imageId: await photo(user), maskImageId: theirs, tool: 'declutter', roomType: 'bedroom' }],
    });
    expect([refused.status, (refused.body as { error: string }).error]).toEqual([404, 'mask_not_found']);
    const { rows: usage } = await t
      .db()
      .query<{ used: number }>('select used from private.listing_usage where subject = $1', [
        `user:${user.id}`,
      ]);
    // The slot is taken in the batch's own transaction, so a refused batch leaves no use and no charge behind.
    expect(usage.reduce((sum, row) => sum + row.used, 0)).toBe(0);
    const { rows: charges } = await t
      .db()
      .query(`select 1 from private.allowance_ledger where allowance = 'listing' and user_id = $1`, [
        user.id,
      ]);
    expect(charges).toEqual([]);
    const { rows: kept } = await t
      .db()
      .query('select id from public.listing_descriptions where user_id = $1', [user.id]);
    expect(kept).toEqual([]);
  });

  it('refuses a batch the quota cannot pay, whole, saying how many units are missing', async () => {
    const user = await signUpUser('batch-short@example.com');
    await setQuota(user, 4);
    const image = await photo(user);
    const photos = Array.from({ length: 3 }, () => ({
      imageId: image,
      tool: 'lighting',
      roomType: 'bedroom',
    }));
    expect((await createBatch(user, { style: 'modern', photos })).status).toBe(202);

    const refused = await createBatch(user, { style: 'modern', photos });
    expect(refused.status).toBe(402);
    expect((refused.body as { error: string }).error).toBe('batch_quota_exceeded');
    expect((refused.body as { description: string }).description).toMatch(/needs 3 designs and 1 are left/);
    expect(refused.headers.get('x-quota-missing')).toBe('2');
    expect(await used(user)).toBe(3);
    const { rows } = await t.db().query('select 1 from public.listing_batches where user_id = $1', [user.id]);
    expect(rows).toHaveLength(1);
    await drain();
  });

  it('answers bad input clearly, naming the photo', async () => {
    const user = await signUpUser('batch-bad@example.com');
    const image = await photo(user);
    const ok = { imageId: image, tool: 'lighting', roomType: 'bedroom' };
    const answer = async (body: unknown) => {
      const res = await createBatch(user, body);
      return [
        res.status,
        (res.body as { error: string }).error,
        (res.body as { description: string }).description,
      ];
    };
    expect(await answer({ style: 'modern', photos: [] })).toEqual([
      400,
      'invalid_body',
      'Add at least one photo.',
    ]);
    expect(await answer({ style: 'modern', photos: Array(41).fill(ok) })).toEqual([
      400,
      'invalid_body',
      'A batch holds at most 40 photos.',
    ]);
    expect(await answer({ style: 'modern', photos: [ok, { ...ok, tool: 'teleport' }] })).toEqual([
      422,
      'unknown_tool',
      'Photo 2: There is no tool "teleport".',
    ]);
    expect((await answer({ style: 'modern', photos: [{ ...ok, tool: 'declutter' }] })).slice(0, 2)).toEqual([
      422,
      'mask_required',
    ]);
    expect((await answer({ style: 'gothic', photos: [ok] })).slice(0, 2)).toEqual([422, 'unknown_style']);
    for (const roomGroup of [0, 41, 1.5, '1']) {
      expect(await answer({ style: 'modern', photos: [{ ...ok, roomGroup }] })).toEqual([
        400,
        'invalid_body',
        'roomGroup must be a whole number from 1 to 40.',
      ]);
    }
    const mixed = await createBatch(user, {
      style: 'modern',
      photos: [
        { ...ok, roomGroup: 4 },
        { ...ok, roomType: 'kitchen', roomGroup: 2 },
        { ...ok, roomType: 'kitchen', roomGroup: 4 },
      ],
    });
    expect([mixed.status, mixed.body]).toEqual([
      422,
      expect.objectContaining({
        error: 'room_group_mixed_rooms',
        description: expect.stringMatching(/^Photos 1, 3 are one room \(room 4\) but not of one room type/),
        field: 'photos[2].roomGroup',
      }),
    ]);
    const other = await signUpUser('batch-bad-other@example.com');
    const theirs = await uploadImage(other.jar, { width: 160, height: 120 });
    expect((await answer({ style: 'modern', photos: [ok, { ...ok, imageId: theirs }] })).slice(0, 2)).toEqual(
      [404, 'image_not_found'],
    );
    // Nothing was taken or queued by any refusal.
    expect(await used(user)).toBe(0);
    expect(
      (await t.db().query('select 1 from public.renders where user_id = $1', [user.id])).rows,
    ).toHaveLength(0);
  });

  it("is its owner's alone", async () => {
    const owner = await signUpUser('batch-private@example.com');
    const stranger = await signUpUser('batch-stranger@example.com');
    const image = await photo(owner);
    const res = await createBatch(owner, {
      style: 'modern',
      photos: [{ imageId: image, tool: 'lighting', roomType: 'bedroom' }],
    });
    const id = (res.body as { batch: Batch }).batch.id;
    await drain();
    expect((await callRoute(batchRoute, { query: { id } }, stranger.jar)).status).toBe(404);
    expect((await downloadFrom(kitRoute, { query: { id } }, stranger.jar)).status).toBe(404);
    expect((await callRoute(batchesRoute, {}, stranger.jar)).body).toEqual({ batches: [] });
    expect((await downloadFrom(kitRoute, { query: { id } }, owner.jar)).status).toBe(200);
  });

  it("lets another account's render go after one photo of a batch, even a subscriber's batch", async () => {
    const agent = await signUpUser('batch-agent@example.com');
    const neighbour = await signUpUser('batch-neighbour@example.com');
    await setQuota(agent, null);
    // A subscriber's renders outrank a free account's; a batch's photos after its first still yield to them.
    await t
      .db()
      .query(
        `insert into public.subscriptions (id, user_id, status) values ('sub_batch_agent', $1, 'active')`,
        [agent.id],
      );
    const image = await photo(agent);
    const batch = await createBatch(agent, {
      style: 'modern',
      photos: Array.from({ length: 6 }, () => ({ imageId: image, tool: 'lighting', roomType: 'bedroom' })),
    });
    expect(batch.status).toBe(202);
    const single = await callRoute(
      rendersRoute,
      {
        method: 'POST',
        sameOrigin: true,
        body: { imageId: await photo(neighbour), tool: 'lighting', roomType: 'kitchen', style: 'modern' },
      },
      neighbour.jar,
    );
    const singleId = (single.body as { render: { id: string } }).render.id;
    const status = async () =>
      (await t.db().query<{ status: string }>('select status from public.renders where id = $1', [singleId]))
        .rows[0]!.status;
    // One render of the batch at most goes before it.
    await runNextRender(engine);
    const afterOne = await status();
    await runNextRender(engine);
    expect([afterOne, await status()]).toContain('succeeded');
    await drain();
    const batchId = (batch.body as { batch: Batch }).batch.id;
    expect((await readBatch(agent, batchId)).photos.map((p) => p.status)).toEqual(Array(6).fill('succeeded'));
  });
});
