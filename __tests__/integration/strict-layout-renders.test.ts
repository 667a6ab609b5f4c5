import 'next-test-api-route-handler';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { applySeed } from '@/lib/db/apply-seed';
import { inProcessEngine } from '@/lib/studio/engines/in-process-engine';
import { EngineError } from '@/lib/studio/engines/render-engine';
import { runNextRender } from '@/lib/studio/lifecycle/run-next-render';
import * as renderRoute from '@/pages/api/renders/[id]/index';
import * as retryRoute from '@/pages/api/renders/[id]/retry';
import * as rendersRoute from '@/pages/api/renders/index';
import * as apiRenderRoute from '@/pages/api/v1/renders/[id]';
import * as apiRendersRoute from '@/pages/api/v1/renders/index';
import { bearer, createKey, renderForm, roomPhoto } from './helpers/api-client';
import { callRoute } from './helpers/call-route';
import { signUpUser } from './helpers/sign-up';
import { setupTestDatabase } from './helpers/test-database';
import { uploadImage } from './helpers/upload-image';
import { PHOTOS, floorRetextured, furnished, readPhoto } from '../fixtures/images/photos/photo-edits';

beforeAll(() => {
  process.env.STORAGE_DIR = mkdtempSync(path.join(tmpdir(), 'roomcraft-strict-layout-'));
});
const t = setupTestDatabase();
beforeAll(() => applySeed(t.db()));

type User = Awaited<ReturnType<typeof signUpUser>>;
type Render = { id: string; status: string; tool: string; strictLayout: boolean };

/** An engine that is down, so a render fails through the worker's real failure path. */
const brokenEngine = inProcessEngine({
  name: 'local-preview',
  render: () => Promise.reject(new EngineError('render_failed', 'The engine is out of memory.')),
});

const chargesOf = async (userId: string) =>
  (
    await t
      .db()
      .query<{ n: number }>('select count(*)::int as n from private.allowance_ledger where user_id = $1', [
        userId,
      ])
  ).rows[0]!.n;
const rendersOf = async (userId: string) =>
  (
    await t
      .db()
      .query<{ strict_layout: boolean }>('select strict_layout from public.renders where user_id = $1', [
        userId,
      ])
  ).rows;
const read = async (user: User, id: string) =>
  ((await callRoute(renderRoute, { query: { id } }, user.jar)).body as { render: Render }).render;

async function studioRender(user: User, body: Record<string, unknown>) {
  const imageId = await uploadImage(user.jar, { width: 96, height: 64 });
  return callRoute(
    rendersRoute,
    { method: 'POST', body: { imageId, roomType: 'living_room', style: 'japandi', ...body } },
    user.jar,
  );
}

describe('strict layout in the studio', () => {
  it('is taken for a restyling tool, kept on the render and shown to its owner', async () => {
    const user = await signUpUser('strict-studio@example.com');
    const created = await studioRender(user, { tool: 'redesign', strictLayout: true });
    expect(created.status).toBe(202);
    const { render } = created.body as { render: Render };
    expect(render).toMatchObject({ status: 'queued', strictLayout: true });
    expect(await read(user, render.id)).toMatchObject({ strictLayout: true });
    expect(await rendersOf(user.id)).toEqual([{ strict_layout: true }]);

    const plain = await studioRender(user, { tool: 'redesign' });
    expect((plain.body as { render: Render }).render.strictLayout).toBe(false);
  });

  it('is refused with 422 for a tool without it, and nothing is made or charged', async () => {
    const user = await signUpUser('strict-cleanup@example.com');
    const maskImageId = await uploadImage(user.jar, { kind: 'mask', width: 96, height: 64 });
    const refused = await studioRender(user, { tool: 'cleanup', maskImageId, strictLayout: true });
    expect(refused).toMatchObject({
      status: 422,
      body: { error: 'strict_layout_unavailable', description: expect.stringContaining('cleanup') },
    });
    expect(await rendersOf(user.id)).toEqual([]);
    expect(await chargesOf(user.id)).toBe(0);
  });

  it('is refused with 400 when it is not a boolean', async () => {
    const user = await signUpUser('strict-type@example.com');
    const refused = await studioRender(user, { tool: 'redesign', strictLayout: 'yes' });
    expect(refused).toMatchObject({ status: 400, body: { error: 'invalid_body' } });
    expect(await chargesOf(user.id)).toBe(0);
  });
});

describe('strict layout on a retry', () => {
  async function failedRender(user: User, body: Record<string, unknown>) {
    const created = await studioRender(user, body);
    expect(created.status).toBe(202);
    // The renders of the tests above are still queued: the broken engine fails them all.
    while ((await runNextRender(brokenEngine)) === 'rendered');
    const { id } = (created.body as { render: Render }).render;
    expect(await read(user, id)).toMatchObject({ status: 'failed', strictLayout: false });
    return id;
  }

  it('is turned on by { strictLayout: true }, and kept by a later plain retry', async () => {
    const user = await signUpUser('strict-retry@example.com');
    const id = await failedRender(user, { tool: 'virtual-staging' });

    const strict = await callRoute(
      retryRoute,
      { method: 'POST', query: { id }, body: { strictLayout: true } },
      user.jar,
    );
    expect(strict.status).toBe(202);
    expect((strict.body as { render: Render }).render).toMatchObject({
      status: 'queued',
      strictLayout: true,
    });
    expect(await rendersOf(user.id)).toEqual([{ strict_layout: true }]);

    expect(await runNextRender(brokenEngine)).toBe('rendered');
    expect(await read(user, id)).toMatchObject({ status: 'failed', strictLayout: true });
    const again = await callRoute(retryRoute, { method: 'POST', query: { id } }, user.jar);
    expect(again.status).toBe(202);
    expect((again.body as { render: Render }).render.strictLayout).toBe(true);
  });

  it('is refused for a tool without it, leaving the render failed and uncharged', async () => {
    const user = await signUpUser('strict-retry-cleanup@example.com');
    const maskImageId = await uploadImage(user.jar, { kind: 'mask', width: 96, height: 64 });
    const id = await failedRender(user, { tool: 'cleanup', maskImageId });
    const charges = await chargesOf(user.id);

    const refused = await callRoute(
      retryRoute,
      { method: 'POST', query: { id }, body: { strictLayout: true } },
      user.jar,
    );
    expect(refused).toMatchObject({ status: 422, body: { error: 'strict_layout_unavailable' } });
    expect(await read(user, id)).toMatchObject({ status: 'failed', strictLayout: false });
    expect(await chargesOf(user.id)).toBe(charges);
  });
});

describe('strict_layout on the Pro API', () => {
  const STAGING = { tool: 'virtual-staging', room_type: 'living_room', style: 'scandinavian' };

  it('is taken for a restyling tool and shown as strict_layout', async () => {
    const user = await signUpUser('strict-api@example.com');
    const { key } = await createKey(user.jar);
    const created = await callRoute(apiRendersRoute, {
      method: 'POST',
      form: renderForm(await roomPhoto(), { ...STAGING, strict_layout: 'true' }),
      headers: bearer(key),
    });
    expect(created.status).toBe(202);
    const render = created.body as { id: string; strict_layout: boolean };
    expect(render.strict_layout).toBe(true);
    const shown = await callRoute(apiRenderRoute, { query: { id: render.id }, headers: bearer(key) });
    expect(shown.body).toMatchObject({ id: render.id, strict_layout: true });
    expect(await rendersOf(user.id)).toEqual([{ strict_layout: true }]);
  });

  it('is refused with 422 for a tool without it, before anything is stored or charged', async () => {
    const user = await signUpUser('strict-api-cleanup@example.com');
    const { key } = await createKey(user.jar);
    const photo = await roomPhoto();
    const refused = await callRoute(apiRendersRoute, {
      method: 'POST',
      form: renderForm(photo, { ...STAGING, tool: 'cleanup', strict_layout: 'true' }, photo),
      headers: bearer(key),
    });
    expect(refused).toMatchObject({ status: 422, body: { error: 'strict_layout_unavailable' } });
    const json = await callRoute(apiRendersRoute, {
      method: 'POST',
      body: { ...STAGING, tool: 'lighting', image_url: 'https://example.com/room.jpg', strict_layout: true },
      headers: bearer(key),
    });
    expect(json).toMatchObject({ status: 422, body: { error: 'strict_layout_unavailable' } });
    expect(await rendersOf(user.id)).toEqual([]);
    expect(await chargesOf(user.id)).toBe(0);
    const { rows } = await t
      .db()
      .query<{ n: number }>('select count(*)::int as n from public.images where user_id = $1', [user.id]);
    expect(rows[0]!.n).toBe(0);
  });
});

describe('strict layout on the local engine', () => {
  it('holds the render to a tighter guard: a result a plain render keeps, a strict one refuses (refunded)', async () => {
    // The renders of the tests above are still queued: the broken engine fails them first.
    while ((await runNextRender(brokenEngine)) === 'rendered');
    const user = await signUpUser('strict-local@example.com');
    const room = PHOTOS.find((photo) => photo.name === 'living-room')!;
    // The same drawing for both: a new floor and new furniture hiding some of the room's lines.
    const restyling = inProcessEngine({
      name: 'local-preview',
      render: async (job) => furnished(await floorRetextured(job.image, room), room),
    });
    const queued: Record<string, string> = {};
    for (const strictLayout of [false, true]) {
      const imageId = await uploadImage(user.jar, { data: readPhoto('living-room') });
      const created = await callRoute(
        rendersRoute,
        {
          method: 'POST',
          body: { imageId, tool: 'redesign', roomType: 'living_room', style: 'modern', strictLayout },
        },
        user.jar,
      );
      expect(created.status).toBe(202);
      queued[String(strictLayout)] = (created.body as { render: Render }).render.id;
    }
    while ((await runNextRender(restyling)) === 'rendered');

    expect(await read(user, queued.false!)).toMatchObject({ status: 'succeeded', strictLayout: false });
    expect(await read(user, queued.true!)).toMatchObject({
      status: 'failed',
      errorCode: 'structure_changed',
      strictLayout: true,
    });
    const { rows } = await t
      .db()
      .query<{ reason: string }>(
        'select reason from private.allowance_ledger where render_id = $1 and amount < 0',
        [queued.true],
      );
    expect(rows).toEqual([{ reason: 'failed' }]);
  });
});
