import { z } from 'zod';
import { getDb } from '@/lib/db/get-db';
import { getStorage } from '../storage/get-storage';
import { RENDER_NOT_FOUND } from './get-render';
import type { TRender } from './render-request';
import { RENDER_COLUMNS, type RenderRow, toRenderView } from './render-view';
import { refundQuota } from './take-quota';

export const ZRenderUpdate = z.strictObject(
  { isPublic: z.boolean({ message: 'isPublic must be true or false.' }) },
  { error: 'Only isPublic can be changed.' },
);

/** Makes one of the user's renders public or private. */
export async function updateRender(
  userId: string,
  renderId: string,
  input: z.infer<typeof ZRenderUpdate>,
): Promise<TRender> {
  const db = await getDb();
  const { rows } = await db.query<RenderRow>(
    `update public.renders set is_public = $3 where id = $1 and user_id = $2 returning ${RENDER_COLUMNS}`,
    [renderId, userId, input.isPublic],
  );
  if (!rows[0]) throw RENDER_NOT_FOUND;
  return toRenderView(rows[0]);
}

/** Deletes one of the user's renders and its files; an unfinished one gives its quota back, like a cancel. */
export async function deleteRender(userId: string, renderId: string): Promise<void> {
  const db = await getDb();
  const outputs = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{
      outputs: string[];
      status: string;
      quota_month: string;
      quota_units: number;
    }>(
      `delete from public.renders where id = $1 and user_id = $2
       returning outputs, status::text as status, quota_month::text as quota_month, quota_units`,
      [renderId, userId],
    );
    const deleted = rows[0];
    if (!deleted) throw RENDER_NOT_FOUND;
    if (deleted.status === 'queued' || deleted.status === 'processing') {
      await refundQuota(tx, userId, deleted.quota_month, deleted.quota_units);
    }
    return deleted.outputs;
  });
  await getStorage().delete(outputs);
}
