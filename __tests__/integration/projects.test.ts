import 'next-test-api-route-handler';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as meRoute from '@/pages/api/me';
import * as projectRoute from '@/pages/api/projects/[id]';
import * as projectsRoute from '@/pages/api/projects/index';
import * as renderRoute from '@/pages/api/renders/[id]/index';
import * as rendersRoute from '@/pages/api/renders/index';
import { callRoute } from './helpers/call-route';
import { signUpUser } from './helpers/sign-up';
import { setupTestDatabase } from './helpers/test-database';
import { uploadImage } from './helpers/upload-image';

beforeAll(() => {
  process.env.STORAGE_DIR = mkdtempSync(path.join(tmpdir(), 'roomcraft-projects-'));
});
setupTestDatabase();

type User = Awaited<ReturnType<typeof signUpUser>>;
type Project = { id: string; name: string; renderCount: number };
type Render = { id: string; projectId: string | null };

async function createProject(user: User, name: string) {
  const res = await callRoute(projectsRoute, { method: 'POST', body: { name } }, user.jar);
  expect(res.status).toBe(201);
  return (res.body as { project: Project }).project;
}

async function createRender(user: User, extra: Record<string, unknown> = {}) {
  const imageId = await uploadImage(user.jar, { width: 64, height: 48 });
  return callRoute(
    rendersRoute,
    { method: 'POST', body: { imageId, tool: 'redesign', roomType: 'kitchen', style: 'modern', ...extra } },
    user.jar,
  );
}

const projectCount = async (user: User) =>
  ((await callRoute(meRoute, {}, user.jar)).body as { userDetails: { project_count: number } }).userDetails
    .project_count;

describe('projects', () => {
  it('creates, lists, renames and deletes projects, keeping project_count right', async () => {
    const user = await signUpUser('projects@example.com');
    const kitchen = await createProject(user, '  Kitchen remodel  ');
    expect(kitchen).toMatchObject({ name: 'Kitchen remodel', renderCount: 0 });
    await createProject(user, 'Listing 12 Elm St');
    expect(await projectCount(user)).toBe(2);

    const dup = await callRoute(
      projectsRoute,
      { method: 'POST', body: { name: 'kitchen REMODEL' } },
      user.jar,
    );
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ error: 'project_name_taken' });
    const empty = await callRoute(projectsRoute, { method: 'POST', body: { name: '   ' } }, user.jar);
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ description: 'Give the project a name.' });

    const renamed = await callRoute(
      projectRoute,
      { method: 'PATCH', query: { id: kitchen.id }, body: { name: 'Kitchen, final' } },
      user.jar,
    );
    expect(renamed.status).toBe(200);
    expect((renamed.body as { project: Project }).project.name).toBe('Kitchen, final');
    const list = await callRoute(projectsRoute, {}, user.jar);
    expect((list.body as { projects: Project[] }).projects.map((p) => p.name)).toEqual([
      'Kitchen, final',
      'Listing 12 Elm St',
    ]);

    const removed = await callRoute(projectRoute, { method: 'DELETE', query: { id: kitchen.id } }, user.jar);
    expect(removed.status).toBe(200);
    expect(await projectCount(user)).toBe(1);
    const again = await callRoute(projectRoute, { method: 'DELETE', query: { id: kitchen.id } }, user.jar);
    expect(again.status).toBe(404);
  });

  it('files renders into a project, filters the feed by it, and keeps renders when the project goes', async () => {
    const user = await signUpUser('project-renders@example.com');
    const project = await createProject(user, 'Beach house');
    const inside = await createRender(user, { projectId: project.id });
    expect(inside.status).toBe(202);
    const insideId = (inside.body as { render: Render }).render.id;
    const outsideId = ((await createRender(user)).body as { render: Render }).render.id;

    const filtered = await callRoute(rendersRoute, { query: { project: project.id } }, user.jar);
    expect((filtered.body as { renders: Render[] }).renders.map((r) => r.id)).toEqual([insideId]);

    const moved = await callRoute(
      renderRoute,
      { method: 'PATCH', query: { id: outsideId }, body: { projectId: project.id } },
      user.jar,
    );
    expect((moved.body as { render: Render }).render.projectId).toBe(project.id);
    const listed = await callRoute(projectsRoute, {}, user.jar);
    expect((listed.body as { projects: Project[] }).projects[0]!.renderCount).toBe(2);

    const out = await callRoute(
      renderRoute,
      { method: 'PATCH', query: { id: outsideId }, body: { projectId: null } },
      user.jar,
    );
    expect((out.body as { render: Render }).render.projectId).toBeNull();
    const nothing = await callRoute(
      renderRoute,
      { method: 'PATCH', query: { id: outsideId }, body: {} },
      user.jar,
    );
    expect(nothing.status).toBe(400);

    await callRoute(projectRoute, { method: 'DELETE', query: { id: project.id } }, user.jar);
    const kept = await callRoute(renderRoute, { query: { id: insideId } }, user.jar);
    expect(kept.status).toBe(200);
    expect((kept.body as { render: Render }).render.projectId).toBeNull();
  });

  it("answers 404 for another user's project everywhere, and takes no quota for it", async () => {
    const owner = await signUpUser('project-owner@example.com');
    const other = await signUpUser('project-other@example.com');
    const project = await createProject(owner, 'Private plans');

    const rename = await callRoute(
      projectRoute,
      { method: 'PATCH', query: { id: project.id }, body: { name: 'Mine now' } },
      other.jar,
    );
    expect(rename.status).toBe(404);
    expect(
      (await callRoute(projectRoute, { method: 'DELETE', query: { id: project.id } }, other.jar)).status,
    ).toBe(404);
    const render = await createRender(other, { projectId: project.id });
    expect(render.status).toBe(404);
    expect(render.body).toMatchObject({ error: 'project_not_found' });
    const feed = await callRoute(rendersRoute, { query: { project: project.id } }, other.jar);
    expect(feed.status).toBe(404);
    const otherRender = ((await createRender(other)).body as { render: Render }).render;
    const move = await callRoute(
      renderRoute,
      { method: 'PATCH', query: { id: otherRender.id }, body: { projectId: project.id } },
      other.jar,
    );
    expect(move.status).toBe(404);
    const me = (await callRoute(meRoute, {}, other.jar)).body as { rendersThisMonth: number };
    expect(me.rendersThisMonth).toBe(1);
    expect((await callRoute(projectsRoute, {}, other.jar)).body).toEqual({ projects: [] });
  });
});
