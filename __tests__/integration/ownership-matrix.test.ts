import 'next-test-api-route-handler';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLocalEngine } from '@/lib/studio/engines/local-engine';
import { runNextRender } from '@/lib/studio/lifecycle/run-next-render';
import * as files from '@/pages/api/files/[...key]';
import * as projectRoute from '@/pages/api/projects/[id]';
import * as projectsRoute from '@/pages/api/projects/index';
import * as cancelRoute from '@/pages/api/renders/[id]/cancel';
import * as favoriteRoute from '@/pages/api/renders/[id]/favorite';
import * as renderRoute from '@/pages/api/renders/[id]/index';
import * as retryRoute from '@/pages/api/renders/[id]/retry';
import * as rendersRoute from '@/pages/api/renders/index';
import * as videoRoute from '@/pages/api/videos/[id]';
import * as videosRoute from '@/pages/api/videos/index';
import { callRoute } from './helpers/call-route';
import { signUpUser } from './helpers/sign-up';
import { setupTestDatabase } from './helpers/test-database';
import { uploadImage } from './helpers/upload-image';

beforeAll(() => {
  process.env.STORAGE_DIR = mkdtempSync(path.join(tmpdir(), 'roomcraft-ownership-'));
});
const t = setupTestDatabase();

type Jar = Map<string, string>;
const fileQuery = (url: string) => ({ key: url.replace('/api/files/', '').split('/') as unknown as string });

/** Everything user A owns: a photo, a mask, a finished render in a project, and a video of it. */
async function ownedByA(a: { jar: Jar }) {
  const imageId = await uploadImage(a.jar, { width: 96, height: 64 });
  const maskId = await uploadImage(a.jar, { kind: 'mask', width: 96, height: 64 });
  const project = (
    (await callRoute(projectsRoute, { method: 'POST', body: { name: 'A only' } }, a.jar)).body as {
      project: { id: string };
    }
  ).project;
  const created = await callRoute(
    rendersRoute,
    {
      method: 'POST',
      body: { imageId, tool: 'redesign', roomType: 'bedroom', style: 'modern', projectId: project.id },
    },
    a.jar,
  );
  const renderId = (created.body as { render: { id: string } }).render.id;
  await runNextRender(createLocalEngine());
  const render = (
    (await callRoute(renderRoute, { query: { id: renderId } }, a.jar)).body as {
      render: { id: string; outputs: string[]; imageUrl: string };
    }
  ).render;
  const videoId = (
    (await callRoute(videosRoute, { method: 'POST', body: { renderId } }, a.jar)).body as {
      video: { id: string };
    }
  ).video.id;
  return { imageId, maskId, projectId: project.id, render, videoId };
}

describe('ownership matrix: user B gets 404 on everything of user A', () => {
  it('renders, files, projects, favourites and videos', async () => {
    const a = await signUpUser('owner-a@example.com');
    const b = await signUpUser('stranger-b@example.com');
    const mine = await ownedByA(a);
    const id = mine.render.id;

    const answers: Record<string, number> = {
      'GET render': (await callRoute(renderRoute, { query: { id } }, b.jar)).status,
      'PATCH render': (
        await callRoute(renderRoute, { method: 'PATCH', query: { id }, body: { isPublic: true } }, b.jar)
      ).status,
      'DELETE render': (await callRoute(renderRoute, { method: 'DELETE', query: { id } }, b.jar)).status,
      'cancel render': (await callRoute(cancelRoute, { method: 'POST', query: { id } }, b.jar)).status,
      'retry render': (await callRoute(retryRoute, { method: 'POST', query: { id } }, b.jar)).status,
      'favourite render': (await callRoute(favoriteRoute, { method: 'POST', query: { id } }, b.jar)).status,
      'result file': (await callRoute(files, { query: fileQuery(mine.render.outputs[0]!) }, b.jar)).status,
      'original file': (await callRoute(files, { query: fileQuery(mine.render.imageUrl) }, b.jar)).status,
      'rename project': (
        await callRoute(
          projectRoute,
          { method: 'PATCH', query: { id: mine.projectId }, body: { name: 'B' } },
          b.jar,
        )
      ).status,
      'DELETE project': (
        await callRoute(projectRoute, { method: 'DELETE', query: { id: mine.projectId } }, b.jar)
      ).status,
      'feed of project': (await callRoute(rendersRoute, { query: { project: mine.projectId } }, b.jar))
        .status,
      'GET video': (await callRoute(videoRoute, { query: { id: mine.videoId } }, b.jar)).status,
      'video of render': (await callRoute(videosRoute, { method: 'POST', body: { renderId: id } }, b.jar))
        .status,
      "render on A's photo": (
        await callRoute(
          rendersRoute,
          {
            method: 'POST',
            body: { imageId: mine.imageId, tool: 'redesign', roomType: 'bedroom', style: 'modern' },
          },
          b.jar,
        )
      ).status,
      "render with A's mask": (
        await callRoute(
          rendersRoute,
          {
            method: 'POST',
            body: {
              imageId: await uploadImage(b.jar, { width: 96, height: 64 }),
              maskImageId: mine.maskId,
              tool: 'cleanup',
              roomType: 'bedroom',
              style: 'modern',
            },
          },
          b.jar,
        )
      ).status,
    };
    expect(answers).toEqual(Object.fromEntries(Object.keys(answers).map((k) => [k, 404])));

    // Nothing of A's changed, and B's favourites stayed empty.
    const still = await callRoute(renderRoute, { query: { id } }, a.jar);
    expect(still.body).toMatchObject({
      render: { status: 'succeeded', isPublic: false, projectId: mine.projectId },
    });
    const favourites = await t.db().query('select 1 from public.favorites where user_id = $1', [b.id]);
    expect(favourites.rows).toHaveLength(0);
  });
});
