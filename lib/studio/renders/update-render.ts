import '@/lib/server-only';
import { z } from 'zod';
import { getDb } from '@/lib/db/get-db';
import { cancelPredictions, runningPredictionIds } from '../engines/replicate/cancel-running-predictions';
import { assertOwnProject } from '../projects/projects';
import { getStorage } from '../storage/get-storage';
import { RENDER_NOT_FOUND } from './get-render';
import type { TRender } from './render-request';
import { RENDER_COLUMNS, type RenderRow, toRenderView } from './render-view';

export const ZRenderUpdate = z
  .strictObject(
    {
      isPublic: z.boolean({ message: 'isPublic must be true or false.' }).optional(),
      projectId: z
        .uuid({ message: 'projectId must be the id of one of your projects, or null.' })
        .nullable()
        .optional(),
    },
    { error: 'Only isPublic and projectId can be changed.' },
  )
  .refine((input) => input.isPublic !== undefined || input.projectId !== undefined, {
    message: 'Send isPublic, projectId or both.',
  });

/** Makes one of the user's renders public or private, and moves it into a project of theirs or out of it. */
export async function updateRender(
  userId: string,
  renderId: string,
  input: z.infer<typeof ZRenderUpdate>,
): Promise<TRender> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    if (input.projectId) await assertOwnProject(tx, userId, input.projectId);
    const { rows } = await tx.query<RenderRow>(
      `update public.renders set
         is_public = coalesce($3, is_public),
         project_id = case when $4 then $5::uuid else project_id end
       where id = $1 and user_id = $2 returning ${RENDER_COLUMNS}`,
      [renderId, userId, input.isPublic ?? null, input.projectId !== undefined, input.projectId ?? null],
    );
    if (!rows[0]) throw RENDER_NOT_FOUND;
    return toRenderView(rows[0]);
  });
}

/**
 * Deletes one of the user's renders and its files (results and videos); an unfinished one gives its units back,
 * like a cancel (the deletion trigger refunds its charge, as it does when a render goes with its photo), and its
 * predictions still running at Replicate are cancelled: read before they go with the render, cancelled once it is gone.
 */
export async function deleteRender(userId: string, renderId: string): Promise<void> {
  const db = await getDb();
  const { files, running } = await db.transaction(async (tx) => {
    const running = await runningPredictionIds(tx, renderId);
    // Its videos go with it (cascade): their files are collected first.
    const videos = await tx.query<{ storage_key: string }>(
      'select storage_key from public.videos where render_id = $1 and user_id = $2 and storage_key is not null',
      [renderId, userId],
    );
    const { rows } = await tx.query<{ outputs: string[]; unwatermarked_outputs: string[] }>(
      'delete from public.renders where id = $1 and user_id = $2 returning outputs, unwatermarked_outputs',
      [renderId, userId],
    );
    const deleted = rows[0];
    if (!deleted) throw RENDER_NOT_FOUND;
    return {
      files: [...deleted.outputs, ...deleted.unwatermarked_outputs, ...videos.rows.map((v) => v.storage_key)],
      running,
    };
  });
  await cancelPredictions(running);
  await getStorage().delete(files);
}
