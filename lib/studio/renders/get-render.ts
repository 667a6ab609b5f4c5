import { AppError } from '@/lib/api/app-error';
import { asUser } from '@/lib/db/as-user';
import type { TRender } from './render-request';
import { RENDER_COLUMNS, type RenderRow, toRenderView } from './render-view';

export const RENDER_NOT_FOUND = new AppError(
  404,
  'render_not_found',
  'There is no such render, or it is not yours.',
);

/** A render its owner may see (RLS decides; public ones are visible to every signed-in user). */
export async function getRender(userId: string, renderId: string): Promise<TRender> {
  const { rows } = await asUser(userId, (tx) =>
    tx.query<RenderRow>(`select ${RENDER_COLUMNS} from public.renders where id = $1`, [renderId]),
  );
  if (!rows[0]) throw RENDER_NOT_FOUND;
  return toRenderView(rows[0]);
}
