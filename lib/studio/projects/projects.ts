import '@/lib/server-only';
import { AppError } from '@/lib/api/app-error';
import { getDb } from '@/lib/db/get-db';
import type { Queryable } from '@/lib/db/types';
import { fileUrl } from '../files/file-url';
import type { TProject } from './project-input';

export const PROJECT_NOT_FOUND = new AppError('project_not_found');
const NAME_TAKEN = new AppError('project_name_taken');

type ProjectRow = {
  id: string;
  name: string;
  render_count: number;
  cover_key: string | null;
  created_at: Date;
  updated_at: Date;
};

const PROJECT_SELECT = `select p.id, p.name, p.created_at, p.updated_at,
    (select count(*)::int from public.renders r where r.project_id = p.id) as render_count,
    (select r.outputs ->> 0 from public.renders r
      where r.project_id = p.id and r.status = 'succeeded' order by r.created_at desc limit 1) as cover_key
  from public.projects p`;

const toProjectView = (row: ProjectRow): TProject => ({
  id: row.id,
  name: row.name,
  renderCount: row.render_count,
  coverUrl: row.cover_key ? fileUrl(row.cover_key) : null,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

/** The unique index on (user, lower(name)) is the one judge of duplicates, also under concurrent requests. */
const isNameTaken = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';

async function readProject(db: Queryable, userId: string, projectId: string): Promise<TProject> {
  const { rows } = await db.query<ProjectRow>(`${PROJECT_SELECT} where p.id = $1 and p.user_id = $2`, [
    projectId,
    userId,
  ]);
  if (!rows[0]) throw PROJECT_NOT_FOUND;
  return toProjectView(rows[0]);
}

/** The user's projects, most recently changed first. */
export async function listProjects(userId: string): Promise<TProject[]> {
  const db = await getDb();
  const { rows } = await db.query<ProjectRow>(
    `${PROJECT_SELECT} where p.user_id = $1 order by p.updated_at desc, p.id`,
    [userId],
  );
  return rows.map(toProjectView);
}

export async function createProject(userId: string, name: string): Promise<TProject> {
  const db = await getDb();
  try {
    const { rows } = await db.query<{ id: string }>(
      'insert into public.projects (user_id, name) values ($1, $2) returning id',
      [userId, name],
    );
    return await readProject(db, userId, rows[0]!.id);
  } catch (error) {
    throw isNameTaken(error) ? NAME_TAKEN : error;
  }
}

export async function renameProject(userId: string, projectId: string, name: string): Promise<TProject> {
  const db = await getDb();
  try {
    const { rows } = await db.query(
      'update public.projects set name = $3, updated_at = now() where id = $1 and user_id = $2 returning id',
      [projectId, userId, name],
    );
    if (rows.length === 0) throw PROJECT_NOT_FOUND;
    return await readProject(db, userId, projectId);
  } catch (error) {
    throw isNameTaken(error) ? NAME_TAKEN : error;
  }
}

/** Deletes the project; its renders stay in the user's feed, outside any project. */
export async function deleteProject(userId: string, projectId: string): Promise<void> {
  const db = await getDb();
  const { rows } = await db.query('delete from public.projects where id = $1 and user_id = $2 returning id', [
    projectId,
    userId,
  ]);
  if (rows.length === 0) throw PROJECT_NOT_FOUND;
}

/** Refuses a project that is not the user's, exactly like a missing one. */
export async function assertOwnProject(db: Queryable, userId: string, projectId: string): Promise<void> {
  const { rows } = await db.query('select 1 from public.projects where id = $1 and user_id = $2', [
    projectId,
    userId,
  ]);
  if (rows.length === 0) throw PROJECT_NOT_FOUND;
}
