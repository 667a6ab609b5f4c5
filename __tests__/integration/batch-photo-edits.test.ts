import 'next-test-api-route-handler';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createLocalEngine } from '@/lib/studio/engines/local-engine';
import { runNextRender } from '@/lib/studio/lifecycle/run-next-render';
import * as batchRoute from '@/pages/api/batches/[id]/index';
import * as kitRoute from '@/pages/api/batches/[id]/kit';
import * as batchesRoute from '@/pages/api/batches/index';
import { callRoute } from './helpers/call-route';
import { downloadFrom, unzip } from './helpers/download-zip';
import { signUpUser } from './helpers/sign-up';
import { setupTestDatabase } from './helpers/test-database';
import { uploadImage } from './helpers/upload-image';
import { webRendersUsed } from './helpers/web-renders-used';
import { readPhoto } from '../fixtures/images/photos/photo-edits';

beforeAll(() => {
  process.env.STORAGE_DIR = mkdtempSync(path.join(tmpdir(), 'roomcraft-batch-edits-'));
});
const t = setupTestDatabase();
const engine = createLocalEngine();

type User = Awaited<ReturnType<typeof signUpUser>>;
type Batch = {
  id: string;
  status: string;
  photos: { position: number; tool: string; status: string; roomType: string }[];
  kitUrl: string | null;
};

/** Real photos at a small size (the engine's time is by the pixel): a room, and house fronts with sky in view. */
const small = (name: string) => sharp(readPhoto(name)).resize(320).jpeg().toBuffer();
const createBatch = (user: User, body: unknown) =>
  callRoute(batchesRoute, { method: 'POST', body, sameOrigin: true }, user.jar);
const readBatch = async (user: User, id: string) =>
  ((await callRoute(batchRoute, { query: { id } }, user.jar)).body as { batch: Batch }).batch;
const rendersOf = async (userId: string) =>
  (await t.db().query('select id from public.renders where user_id = $1', [userId])).rows;

async function listing(user: User) {
  const room = await uploadImage(user.jar, { data: await small('living-room') });
  const houses = await uploadImage(user.jar, { data: await small('brick-houses') });
  return { room, houses };
}

describe('photo edits in a listing batch', () => {
  it('enhances and straightens every photo, puts a new sky on the exterior only, and says so in the kit', async () => {
    const user = await signUpUser('batch-edits@example.com');
    await t.db().query('update public.users set monthly_quota = 10 where id = $1', [user.id]);
    const { room, houses } = await listing(user);
    const res = await createBatch(user, {
      style: 'modern',
      photos: [
        { imageId: room, tool: 'lighting', roomType: 'living_room' },
        { imageId: houses, tool: 'lighting', roomType: 'exterior' },
      ],
      edits: [
        { tool: 'enhance' },
        { tool: 'straighten' },
        { tool: 'sky-replacement', options: { sky: 'blue' } },
      ],
    });
    expect(res.status).toBe(202);
    const created = (res.body as { batch: Batch }).batch;
    // The photos' own renders first, then each edit of every photo that shows what it needs: no sky on the room.
    expect(created.photos.map((p) => [p.position, p.tool, p.roomType])).toEqual([
      [1, 'lighting', 'living_room'],
      [2, 'lighting', 'exterior'],
      [3, 'enhance', 'living_room'],
      [4, 'enhance', 'exterior'],
      [5, 'straighten', 'living_room'],
      [6, 'straighten', 'exterior'],
      [7, 'sky-replacement', 'exterior'],
    ]);
    expect(await webRendersUsed(t.db(), user.id)).toBe(7);
    const { rows } = await t
      .db()
      .query<{ tool: string; options: object; watermark: boolean }>(
        'select tool, options, watermark from public.renders where batch_id = $1 order by batch_position',
        [created.id],
      );
    expect(rows.find((row) => row.tool === 'sky-replacement')).toMatchObject({ options: { sky: 'blue' } });
    // A corrected photo is no staging: no "Virtually staged" mark on the edits.
    expect(rows.filter((row) => row.tool !== 'lighting').every((row) => !row.watermark)).toBe(true);

    while ((await runNextRender(engine)) === 'rendered');
    const done = await readBatch(user, created.id);
    expect(done.photos.map((p) => p.status)).toEqual(Array(7).fill('succeeded'));

    const kit = await downloadFrom(kitRoute, { query: { id: created.id } }, user.jar);
    const files = await unzip(kit.body);
    expect([...files.keys()].sort()).toEqual([
      '01-living-room-enhance.jpg',
      '01-living-room-modern-lighting.jpg',
      '01-living-room-original.jpg',
      '01-living-room-straighten.jpg',
      '02-exterior-enhance.jpg',
      '02-exterior-modern-lighting.jpg',
      '02-exterior-original.jpg',
      '02-exterior-sky-replacement.jpg',
      '02-exterior-straighten.jpg',
      'virtual-staging-disclosure.txt',
    ]);
    const note = files.get('virtual-staging-disclosure.txt')!.toString('utf8');
    expect(note).toContain('Photo edits');
    expect(note).toContain(
      '02-exterior-sky-replacement.jpg is 02-exterior-original.jpg with Sky replacement applied.',
    );
    expect(note).toContain('01-living-room-enhance.jpg is 01-living-room-original.jpg with Enhance applied.');
    expect(note).toContain('Sky replacement was not applied to photos 1:');
    // Seven real drawings and their guard checks, on a machine that may be busy with more.
  }, 300_000);

  it('refuses a photo whose own tool needs another kind of photo, naming it, with nothing charged', async () => {
    const user = await signUpUser('batch-edits-kind@example.com');
    const { room, houses } = await listing(user);
    const res = await createBatch(user, {
      style: 'modern',
      photos: [
        { imageId: houses, tool: 'curb-appeal', roomType: 'exterior' },
        { imageId: room, tool: 'day-to-dusk', roomType: 'living_room' },
      ],
    });
    expect(res).toMatchObject({
      status: 422,
      body: { error: 'photo_has_no_sky', description: expect.stringContaining('Photo 2') },
    });
    expect(await rendersOf(user.id)).toEqual([]);
    expect(await webRendersUsed(t.db(), user.id)).toBe(0);
  });

  it.each([
    [[{ tool: 'virtual-staging' }], 'batch_edit_unavailable'],
    [[{ tool: 'enhance' }, { tool: 'enhance' }], 'batch_edit_repeated'],
    [[{ tool: 'sky-replacement' }], 'option_required'],
    [[{ tool: 'paint-walls', options: { color: 'red' } }], 'option_invalid'],
  ])('refuses the edits %j with 422 %s, with nothing charged', async (edits, code) => {
    const user = await signUpUser(`batch-edits-${code}@example.com`);
    const { room } = await listing(user);
    const res = await createBatch(user, {
      style: 'modern',
      photos: [{ imageId: room, tool: 'lighting', roomType: 'living_room' }],
      edits,
    });
    expect(res).toMatchObject({ status: 422, body: { error: code } });
    expect(await rendersOf(user.id)).toEqual([]);
    expect(await webRendersUsed(t.db(), user.id)).toBe(0);
  });

  it('takes the options of a photo’s own tool', async () => {
    const user = await signUpUser('batch-edits-options@example.com');
    const { houses } = await listing(user);
    const res = await createBatch(user, {
      style: 'modern',
      photos: [{ imageId: houses, tool: 'sky-replacement', roomType: 'exterior', options: { sky: 'dusk' } }],
    });
    expect(res.status).toBe(202);
    const { rows } = await t
      .db()
      .query<{ options: object }>('select options from public.renders where user_id = $1', [user.id]);
    expect(rows).toEqual([{ options: { sky: 'dusk' } }]);
  });
});
