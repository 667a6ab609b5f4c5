import 'next-test-api-route-handler';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { applySeed } from '@/lib/db/apply-seed';
import { quotaPeriod } from '@/lib/studio/renders/take-quota';
import { inProcessEngine } from '@/lib/studio/engines/in-process-engine';
import { EngineError, type EngineJob } from '@/lib/studio/engines/render-engine';
import { runNextRender } from '@/lib/studio/lifecycle/run-next-render';
import * as renderRoute from '@/pages/api/renders/[id]/index';
import * as retryRoute from '@/pages/api/renders/[id]/retry';
import * as rendersRoute from '@/pages/api/renders/index';
import * as apiRendersRoute from '@/pages/api/v1/renders/index';
import * as usageRoute from '@/pages/api/v1/usage';
import { bearer, createKey, renderForm } from './helpers/api-client';
import { callRoute } from './helpers/call-route';
import { signUpUser } from './helpers/sign-up';
import { setupTestDatabase } from './helpers/test-database';
import { uploadImage } from './helpers/upload-image';
import { webRendersUsed } from './helpers/web-renders-used';
import { readPhoto } from '../fixtures/images/photos/photo-edits';

beforeAll(() => {
  process.env.STORAGE_DIR = mkdtempSync(path.join(tmpdir(), 'roomcraft-photo-edits-'));
});
const t = setupTestDatabase();
beforeAll(() => applySeed(t.db()));

type User = Awaited<ReturnType<typeof signUpUser>>;
type Render = { id: string; status: string; tool: string; options: Record<string, string>; engine: string };

// Real photos (see the fixtures' README): one room, and house fronts with sky in view.
const ROOM = readPhoto('living-room');
const HOUSES = readPhoto('brick-houses');

/** Coloured noise: no sky, no wall, nothing flat anywhere. */
async function noisePhoto(): Promise<Buffer> {
  const width = 320;
  const height = 240;
  const data = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let i = 0; i < data.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    data[i] = seed >> 23;
  }
  return sharp(data, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

const chargesOf = async (userId: string) =>
  (
    await t
      .db()
      .query<{ n: number }>('select count(*)::int as n from private.allowance_ledger where user_id = $1', [
        userId,
      ])
  ).rows[0]!.n;
const rendersOf = async (userId: string) =>
  (await t.db().query('select id from public.renders where user_id = $1', [userId])).rows;
const traitsOf = async (imageId: string) =>
  (
    await t
      .db()
      .query<{ photo_traits: Record<string, boolean> }>(
        'select photo_traits from public.images where id = $1',
        [imageId],
      )
  ).rows[0]!.photo_traits;

async function expectNothingTaken(user: User) {
  expect(await rendersOf(user.id)).toEqual([]);
  expect(await chargesOf(user.id)).toBe(0);
  expect(await webRendersUsed(t.db(), user.id)).toBe(0);
}

const studioRender = (user: User, imageId: string, body: Record<string, unknown>) =>
  callRoute(
    rendersRoute,
    { method: 'POST', body: { imageId, roomType: 'living_room', style: 'modern', ...body } },
    user.jar,
  );
const read = async (user: User, id: string) =>
  ((await callRoute(renderRoute, { query: { id } }, user.jar)).body as { render: Render }).render;

/** An engine that sends the photo back as it is and keeps the jobs it was given. */
function recordingEngine() {
  const jobs: EngineJob[] = [];
  return {
    jobs,
    engine: inProcessEngine({
      name: 'local-preview',
      render: (job) => {
        jobs.push(job);
        return Promise.resolve(job.image);
      },
    }),
  };
}
const brokenEngine = inProcessEngine({
  name: 'local-preview',
  render: () => Promise.reject(new EngineError('render_failed', 'The engine is out of memory.')),
});

describe('tool options in the studio', () => {
  it.each([
    ['sky-replacement', undefined, 'option_required'],
    ['sky-replacement', {}, 'option_required'],
    ['sky-replacement', { sky: 'purple' }, 'option_invalid'],
    ['sky-replacement', { sky: 'blue', color: '#000000' }, 'option_not_taken'],
    ['paint-walls', {}, 'option_required'],
    ['paint-walls', { color: '#12345' }, 'option_invalid'],
    ['paint-walls', { color: 'navy' }, 'option_invalid'],
    ['enhance', { sky: 'blue' }, 'option_not_taken'],
    ['redesign', { color: '#FFFFFF' }, 'option_not_taken'],
  ])('refuses %s with options %j as %s, before anything is made or charged', async (tool, options, code) => {
    const user = await signUpUser(
      `options-${tool}-${code}-${JSON.stringify(options ?? null).length}@example.com`,
    );
    const imageId = await uploadImage(user.jar, { data: HOUSES });
    const refused = await studioRender(user, imageId, { tool, ...(options && { options }) });
    expect(refused).toMatchObject({ status: 422, body: { error: code, params: { tool } } });
    await expectNothingTaken(user);
    // Refused on the request alone: the photo was not even looked at.
    expect(await traitsOf(imageId)).toEqual({});
  });

  it('refuses options that are not an object with 400', async () => {
    const user = await signUpUser('options-not-object@example.com');
    const imageId = await uploadImage(user.jar, { data: HOUSES });
    const refused = await studioRender(user, imageId, { tool: 'sky-replacement', options: 'dusk' });
    expect(refused).toMatchObject({ status: 400, body: { error: 'invalid_body' } });
    await expectNothingTaken(user);
  });

  it('stores the options, shows them, hands them to the engine and keeps them on a retry', async () => {
    const user = await signUpUser('options-kept@example.com');
    const imageId = await uploadImage(user.jar, { data: ROOM });
    const created = await studioRender(user, imageId, { tool: 'paint-walls', options: { color: '#2e5a88' } });
    expect(created.status).toBe(202);
    const { render } = created.body as { render: Render };
    // Normalised to upper case, as stored.
    expect(render).toMatchObject({ tool: 'paint-walls', options: { color: '#2E5A88' } });
    expect(await webRendersUsed(t.db(), user.id)).toBe(1);

    while ((await runNextRender(brokenEngine)) === 'rendered');
    expect(await read(user, render.id)).toMatchObject({ status: 'failed', options: { color: '#2E5A88' } });

    const retried = await callRoute(retryRoute, { method: 'POST', query: { id: render.id } }, user.jar);
    expect(retried.status).toBe(202);
    const { jobs, engine } = recordingEngine();
    expect(await runNextRender(engine)).toBe('rendered');
    expect(jobs.map((job) => [job.tool.id, job.options])).toEqual([['paint-walls', { color: '#2E5A88' }]]);
    expect(await read(user, render.id)).toMatchObject({ status: 'succeeded', options: { color: '#2E5A88' } });
  });

  it('gives a tool without options an empty set', async () => {
    const user = await signUpUser('options-none@example.com');
    const imageId = await uploadImage(user.jar, { data: ROOM });
    const created = await studioRender(user, imageId, { tool: 'enhance' });
    expect(created.status).toBe(202);
    expect((created.body as { render: Render }).render.options).toEqual({});
  });
});

describe('the kind of photo a tool needs', () => {
  it.each([
    ['sky-replacement', 'photo_has_no_sky', { sky: 'dusk' }],
    ['day-to-dusk', 'photo_has_no_sky', undefined],
    ['curb-appeal', 'photo_not_exterior', undefined],
    ['landscaping', 'photo_not_exterior', undefined],
  ])('refuses %s on a room photo as %s, with nothing charged', async (tool, code, options) => {
    const user = await signUpUser(`kind-room-${tool}@example.com`);
    const imageId = await uploadImage(user.jar, { data: ROOM });
    const refused = await studioRender(user, imageId, { tool, ...(options && { options }) });
    expect(refused).toMatchObject({ status: 422, body: { error: code, params: { tool } } });
    await expectNothingTaken(user);
  });

  it.each(['virtual-staging', 'room-converter'])(
    'refuses %s on a photo of house fronts, with nothing charged',
    async (tool) => {
      const user = await signUpUser(`kind-houses-${tool}@example.com`);
      const imageId = await uploadImage(user.jar, { data: HOUSES });
      const refused = await studioRender(user, imageId, { tool });
      expect(refused).toMatchObject({ status: 422, body: { error: 'photo_not_interior' } });
      await expectNothingTaken(user);
    },
  );

  it('takes the sky tools and the outdoor tools on house fronts, and measures the photo once', async () => {
    const user = await signUpUser('kind-houses-ok@example.com');
    const imageId = await uploadImage(user.jar, { data: HOUSES });
    const sky = await studioRender(user, imageId, {
      tool: 'sky-replacement',
      options: { sky: 'golden-hour' },
    });
    expect(sky.status).toBe(202);
    expect((sky.body as { render: Render }).render.options).toEqual({ sky: 'golden-hour' });
    expect(await traitsOf(imageId)).toEqual({ sky: true });
    expect((await studioRender(user, imageId, { tool: 'day-to-dusk' })).status).toBe(202);
    expect((await studioRender(user, imageId, { tool: 'curb-appeal' })).status).toBe(202);
    expect(await traitsOf(imageId)).toEqual({ sky: true, exterior: true });
    expect(await webRendersUsed(t.db(), user.id)).toBe(3);
  });

  it('reads a measured photo from the upload: a photo recorded as skyless is refused without looking again', async () => {
    const user = await signUpUser('kind-cached@example.com');
    const imageId = await uploadImage(user.jar, { data: HOUSES });
    await t.db().query(`update public.images set photo_traits = '{"sky": false}' where id = $1`, [imageId]);
    const refused = await studioRender(user, imageId, { tool: 'day-to-dusk' });
    expect(refused).toMatchObject({ status: 422, body: { error: 'photo_has_no_sky' } });
  });

  it('takes staging on the room photo', async () => {
    const user = await signUpUser('kind-room-ok@example.com');
    const imageId = await uploadImage(user.jar, { data: ROOM });
    expect((await studioRender(user, imageId, { tool: 'virtual-staging' })).status).toBe(202);
    expect(await traitsOf(imageId)).toEqual({ interior: true });
  });

  it('refuses paint-walls where no wall is found, unless the walls are brushed', async () => {
    const user = await signUpUser('kind-walls@example.com');
    const imageId = await uploadImage(user.jar, { data: await noisePhoto() });
    const refused = await studioRender(user, imageId, { tool: 'paint-walls', options: { color: '#9CAF88' } });
    expect(refused).toMatchObject({ status: 422, body: { error: 'photo_has_no_walls' } });
    await expectNothingTaken(user);

    const maskImageId = await uploadImage(user.jar, { kind: 'mask', width: 320, height: 240 });
    const brushed = await studioRender(user, imageId, {
      tool: 'paint-walls',
      maskImageId,
      options: { color: '#9CAF88' },
    });
    expect(brushed.status).toBe(202);
  });

  it('leaves a photo of another account alone: 404, not a verdict on it', async () => {
    const owner = await signUpUser('kind-owner@example.com');
    const other = await signUpUser('kind-other@example.com');
    const imageId = await uploadImage(owner.jar, { data: ROOM });
    const answer = await studioRender(other, imageId, { tool: 'day-to-dusk' });
    expect(answer).toMatchObject({ status: 404, body: { error: 'image_not_found' } });
    expect(await traitsOf(imageId)).toEqual({});
  });
});

describe('the photo edits drawn by the local engine', () => {
  it('enhances the room and replaces the sky of the houses, through the structure guard', async () => {
    // The queue is emptied first: earlier tests left renders queued.
    while ((await runNextRender(brokenEngine)) === 'rendered');
    const user = await signUpUser('edits-drawn@example.com');
    const room = await uploadImage(user.jar, { data: ROOM });
    const houses = await uploadImage(user.jar, { data: HOUSES });
    const ids = [];
    for (const [imageId, body] of [
      [room, { tool: 'enhance' }],
      [houses, { tool: 'sky-replacement', options: { sky: 'blue' } }],
    ] as const) {
      const created = await studioRender(user, imageId, body);
      expect(created.status).toBe(202);
      ids.push((created.body as { render: Render }).render.id);
    }
    // No engine given: each render's tool picks it (the photo edits are always the local engine's).
    while ((await runNextRender()) === 'rendered');
    for (const id of ids) {
      expect(await read(user, id)).toMatchObject({ status: 'succeeded', engine: 'local-preview' });
    }
  });
});

describe('tool options and photo kinds in the Pro API', () => {
  async function apiUser(email: string) {
    const user = await signUpUser(email);
    await t.db().query(
      `insert into public.subscriptions (id, user_id, status, price_id, quantity)
       values ($1, $2, 'active', 'price_roomcraft_professional_month', 1)`,
      [`sub_edits_${user.id.slice(0, 8)}`, user.id],
    );
    const { key } = await createKey(user.jar);
    return { ...user, key };
  }
  const apiRender = (key: string, photo: Buffer, fields: Record<string, string>) =>
    callRoute(apiRendersRoute, {
      method: 'POST',
      form: renderForm(photo, { room_type: 'exterior', style: 'modern', ...fields }),
      headers: bearer(key),
    });
  const usedThisMonth = async (key: string) =>
    ((await callRoute(usageRoute, { headers: bearer(key) })).body as { used_this_month: number })
      .used_this_month;
  const imagesOf = async (userId: string) =>
    (await t.db().query('select id from public.images where user_id = $1', [userId])).rows.length;

  it('takes options as JSON text in a form, shows them, and counts one image', async () => {
    const user = await apiUser('api-options@example.com');
    const created = await apiRender(user.key, HOUSES, {
      tool: 'sky-replacement',
      options: JSON.stringify({ sky: 'dusk' }),
    });
    expect(created).toMatchObject({
      status: 202,
      body: { tool: 'sky-replacement', options: { sky: 'dusk' } },
    });
    expect(await usedThisMonth(user.key)).toBe(1);
  });

  it.each([
    [{ tool: 'sky-replacement' }, 'option_required'],
    [{ tool: 'sky-replacement', options: '{"sky":"night"}' }, 'option_invalid'],
    [{ tool: 'straighten', options: '{"sky":"blue"}' }, 'option_not_taken'],
    [{ tool: 'paint-walls', options: '{"color":"#ABC"}' }, 'option_invalid'],
  ])('refuses %j with 422 %s, before the photo is stored or anything is counted', async (fields, code) => {
    const user = await apiUser(`api-refused-${code}-${fields.tool}@example.com`);
    const refused = await apiRender(user.key, HOUSES, fields);
    expect(refused).toMatchObject({ status: 422, body: { error: code } });
    expect(await usedThisMonth(user.key)).toBe(0);
    expect(await imagesOf(user.id)).toBe(0);
  });

  it('refuses options that are not JSON with 400', async () => {
    const user = await apiUser('api-options-text@example.com');
    const refused = await apiRender(user.key, HOUSES, { tool: 'sky-replacement', options: 'dusk' });
    expect(refused).toMatchObject({ status: 400, body: { error: 'invalid_body' } });
    expect(await usedThisMonth(user.key)).toBe(0);
  });

  it('refuses the wrong kind of photo with nothing counted and the upload discarded', async () => {
    const user = await apiUser('api-kind@example.com');
    const sky = await apiRender(user.key, ROOM, { tool: 'day-to-dusk' });
    expect(sky).toMatchObject({ status: 422, body: { error: 'photo_has_no_sky' } });
    const staging = await apiRender(user.key, HOUSES, { tool: 'virtual-staging', room_type: 'living_room' });
    expect(staging).toMatchObject({ status: 422, body: { error: 'photo_not_interior' } });
    expect(await usedThisMonth(user.key)).toBe(0);
    expect(await imagesOf(user.id)).toBe(0);
    const { rows } = await t
      .db()
      .query<{ n: number }>(
        'select coalesce(sum(api_renders), 0)::int as n from public.usage where user_id = $1 and month = $2::date',
        [user.id, quotaPeriod().month],
      );
    expect(rows[0]!.n).toBe(0);
  });
});
