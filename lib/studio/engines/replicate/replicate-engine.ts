import { getDb } from '@/lib/db/get-db';
import type { RenderEngine } from '../render-engine';
import { getReplicate } from './get-replicate';
import { REPLICATE_ENGINE_NAME, startReplicateRender } from './start-replicate-render';

/**
 * Replicate as a render engine: dispatch starts the predictions (they finish through the signed webhook, or the
 * reconciler when one is lost), cancel stops the ones still running so nobody pays for results thrown away.
 */
export function createReplicateEngine(): RenderEngine {
  return {
    name: REPLICATE_ENGINE_NAME,
    dispatch: startReplicateRender,
    async cancel(renderId) {
      const db = await getDb();
      const { rows } = await db.query<{ prediction_id: string }>(
        `select prediction_id from public.render_predictions
         where render_id = $1 and status not in ('succeeded', 'failed', 'canceled')`,
        [renderId],
      );
      await Promise.allSettled(rows.map((row) => getReplicate().cancelPrediction(row.prediction_id)));
    },
  };
}
