import 'next-test-api-route-handler';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLocalEngine } from '@/lib/studio/engines/local-engine';
import { RENDER_COLUMNS, type RenderRow, renderViewFor } from '@/lib/studio/renders/render-view';
import { runNextRender } from '@/lib/studio/lifecycle/run-next-render';
import * as filesRoute from '@/pages/api/files/[...key]';
import * as favoriteRoute from '@/pages/api/renders/[id]/favorite';
import * as renderRoute from '@/pages/api/renders/[id]/index';
import * as rendersRoute from '@/pages/api/renders/index';
import * as projectsRoute from '@/pages/api/projects/index';
import * as trialRendersRoute from '@/pages/api/trial/renders/index';
import * as trialUploads from '@/pages/api/trial/uploads';
import { callRoute } from './helpers/call-route';
import { signUpUser } from './helpers/sign-up';
import { setupTestDatabase } from './helpers/test-database';
import { uploadImage } from './helpers/upload-image';

beforeAll(() => {
  process.env.STORAGE_DIR = mkdtempSync(path.join(tmpdir(), 'roomcraft-render-views-'));
});
const t = setupTestDatabase();

type Jar = Map<string, string>;
type Render = Record<string, unknown> & { id: string; outputs: string[]; unwatermarkedOutputs?: string[] };

/** Everything anyone but the owner may see of a render: pinned, so a new owner-only field cannot leak by default. */
const PUBLIC_KEYS = [
  'createdAt',
  'engine',
  'finishedAt',
  'id',
  'imageUrl',
  'isPublic',
  'mine',
  'outputs',
  'roomType',
  'status',
  'style',
  'tool',
  'variants',
].sort();

const OWNER_ONLY_KEYS = [
  'error',
  'errorCode',
  'imageId',
  'projectId',
  'prompt',
  'strictLayout',
  'options',
  'structureScore',
  'unwatermarkedOutputs',
  'watermark',
];

const keysOf = (value: unknown) => Object.keys(value as object).sort();
const fileQuery = (url: string) =>
  ({ key: url.replace('/api/files/', '').split('/') }) as unknown as Record<string, string>;

let owner: { id: string; jar: Jar };
let viewer: { id: string; jar: Jar };
let published: Render;

beforeAll(async () => {
  owner = await signUpUser('views-owner@example.com');
  viewer = await signUpUser('views-viewer@example.com');
  // Full size: the watermark band needs room.
  const imageId = await uploadImage(owner.jar);
  const project = await callRoute(
    projectsRoute,
    { method: 'POST', body: { name: 'Private plans' } },
    owner.jar,
  );
  // Virtual staging is watermarked by default, so the owner also gets each result without the band.
  const created = await callRoute(
    rendersRoute,
    {
      method: 'POST',
      body: {
        imageId,
        tool: 'virtual-staging',
        roomType: 'bedroom',
        style: 'coastal',
        prompt: 'for 12 Elm Street, unit 4',
        projectId: (project.body as { project: { id: string } }).project.id,
      },
    },
    owner.jar,
  );
  const id = (created.body as { render: { id: string } }).render.id;
  expect(await runNextRender(createLocalEngine())).toBe('rendered');
  const made = await callRoute(
    renderRoute,
    { method: 'PATCH', query: { id }, body: { isPublic: true } },
    owner.jar,
  );
  published = (made.body as { render: Render }).render;
  expect(published).toMatchObject({ status: 'succeeded', isPublic: true });
  expect(published.unwatermarkedOutputs).toHaveLength(1);
});

describe("another user's public render", () => {
  it('carries exactly the public fields when opened', async () => {
    const res = await callRoute(renderRoute, { query: { id: published.id } }, viewer.jar);
    expect(res.status).toBe(200);
    const render = (res.body as { render: Render }).render;
    expect(keysOf(render)).toEqual(PUBLIC_KEYS);
    expect(render).toMatchObject({ id: published.id, mine: false, outputs: published.outputs });
  });

  it('carries exactly the public fields in the public and favourite feeds', async () => {
    await callRoute(favoriteRoute, { method: 'POST', query: { id: published.id } }, viewer.jar);
    for (const feed of ['public', 'favorites']) {
      const res = await callRoute(rendersRoute, { query: { feed } }, viewer.jar);
      const renders = (res.body as { renders: Render[] }).renders;
      expect({ feed, keys: renders.map(keysOf) }).toEqual({ feed, keys: [PUBLIC_KEYS] });
    }
  });

  it('is shown in full to its owner, in the same feed', async () => {
    const opened = (await callRoute(renderRoute, { query: { id: published.id } }, owner.jar)).body as {
      render: Render;
    };
    expect(keysOf(opened.render)).toEqual([...PUBLIC_KEYS, ...OWNER_ONLY_KEYS].sort());
    expect(opened.render.mine).toBe(true);
    const feed = (await callRoute(rendersRoute, { query: { feed: 'public' } }, owner.jar)).body as {
      renders: Render[];
    };
    expect(feed.renders.map((render) => render.mine)).toEqual([true]);
  });

  it('never serves its copy without the watermark to anyone but the owner', async () => {
    const clean = fileQuery(published.unwatermarkedOutputs![0]!);
    const shown = fileQuery(published.outputs[0]!);
    expect({
      viewer: (await callRoute(filesRoute, { query: clean }, viewer.jar)).status,
      anonymous: (await callRoute(filesRoute, { query: clean })).status,
      owner: (await callRoute(filesRoute, { query: clean }, owner.jar)).status,
      publicCopy: (await callRoute(filesRoute, { query: shown })).status,
    }).toEqual({ viewer: 404, anonymous: 404, owner: 200, publicCopy: 200 });
  });
});

describe('an anonymous visitor', () => {
  it('gets no render from the account routes, only the 401 of the shared shape', async () => {
    for (const res of [
      await callRoute(renderRoute, { query: { id: published.id } }),
      await callRoute(rendersRoute, { query: { feed: 'public' } }),
    ]) {
      expect({ status: res.status, keys: keysOf(res.body) }).toEqual({
        status: 401,
        keys: ['description', 'error'],
      });
    }
  });

  it('would be given exactly the public fields by the one view every route builds from a row', async () => {
    const row = async (id: string) =>
      (await t.db().query<RenderRow>(`select ${RENDER_COLUMNS} from public.renders where id = $1`, [id]))
        .rows[0]!;
    expect(keysOf(renderViewFor(null, await row(published.id)))).toEqual(PUBLIC_KEYS);

    // A free-trial render has no owning user; nobody without an id is its owner for that.
    const visitor = new Map<string, string>();
    const imageId = await uploadImage(visitor, { route: trialUploads, width: 96, height: 64 });
    const trial = await callRoute(
      trialRendersRoute,
      { method: 'POST', body: { imageId, tool: 'redesign', roomType: 'living_room', style: 'modern' } },
      visitor,
    );
    const trialRender = (trial.body as { render: Render }).render;
    expect(trialRender.mine).toBe(true);
    expect(keysOf(renderViewFor(null, await row(trialRender.id)))).toEqual(PUBLIC_KEYS);
  });
});
