import { getDb } from '@/lib/db/get-db';
import { getServerEnv } from '@/lib/env';
import { startReplicateRender } from '../engines/replicate/start-replicate-render';
import type { TRender } from './render-request';
import { RENDER_COLUMNS, type RenderRow, toRenderView } from './render-view';

/**
 * Hands a committed, queued render to the engine (DESIGN §4 step 2). Replicate gets it now, so the request answers
 * with its real state (a refused prediction is already a failed, refunded render); the local engine's in-process
 * worker claims it from the queue on its own.
 */
export async function dispatchRender(render: TRender): Promise<TRender> {
  if (getServerEnv().adapters.renderEngine !== 'replicate') return render;
  await startReplicateRender(render.id);
  const db = await getDb();
  const { rows } = await db.query<RenderRow>(`select ${RENDER_COLUMNS} from public.renders where id = $1`, [
    render.id,
  ]);
  return rows[0] ? toRenderView(rows[0]) : render;
}
