import '@/lib/server-only';
import { AppError } from '@/lib/api/app-error';
import { asUser } from '@/lib/db/as-user';
import type { TRenderView } from './render-request';
import { RENDER_COLUMNS, type RenderRow, renderViewFor } from './render-view';

export const RENDER_NOT_FOUND = new AppError('render_not_found');

/**
 * A render the user may see (RLS decides: their own, and public ones), in full if it is theirs and in its public view
 * otherwise.
 */
export async function getRender(userId: string, renderId: string): Promise<TRenderView> {
  const { rows } = await asUser(userId, (tx) =>
    tx.query<RenderRow>(`select ${RENDER_COLUMNS} from public.renders where id = $1`, [renderId]),
  );
  if (!rows[0]) throw RENDER_NOT_FOUND;
  return renderViewFor(userId, rows[0]);
}
