import sharp from 'sharp';
import { getDb } from '@/lib/db/get-db';
import { type HeldRender, type RenderFailure, failRender } from '../../renders/fail-render';
import { renderFinished } from '../../renders/render-finished';
import { type StoredResult, storeResult, storedKeys } from '../../renders/store-result';
import { getStorage } from '../../storage/get-storage';
import { getReplicate } from './get-replicate';
import type { Prediction } from './replicate-client';

const TERMINAL = ['succeeded', 'failed', 'canceled'];

type Target = HeldRender & {
  variant: number;
  prediction_status: string;
  render_status: string;
  watermark: boolean;
  width: number;
  height: number;
};

export type CompletionResult = 'unknown' | 'pending' | 'already_done' | 'completed';

function providerFailure(prediction: Prediction): RenderFailure {
  if (prediction.status === 'canceled') {
    return {
      code: 'provider_failed',
      description: 'The AI provider cancelled this render. It was not counted against your designs.',
    };
  }
  const reason =
    typeof prediction.error === 'string' && prediction.error.trim() ? `: ${prediction.error.trim()}` : '';
  return {
    code: 'provider_failed',
    description: `The AI provider could not finish this render${reason.slice(0, 300)}. It was not counted against your designs.`,
  };
}

/** The first output URL: models answer one URL or a list of them. */
function outputUrl(output: unknown): string | null {
  const first = Array.isArray(output) ? output[0] : output;
  return typeof first === 'string' && /^https?:\/\//.test(first) ? first : null;
}

/** Our copy of the result, at the photo's own size so the before/after slider lines up (watermarked if asked). */
async function keepOutput(url: string, target: Target): Promise<StoredResult> {
  const downloaded = await getReplicate().download(url);
  const output: Buffer = await sharp(downloaded)
    .resize(target.width, target.height, { fit: 'fill' })
    .jpeg({ quality: 90 })
    .toBuffer();
  return storeResult(target.user_id, output, target.watermark);
}

async function cleanUpAfterFailure(renderId: string): Promise<void> {
  const db = await getDb();
  const { rows } = await db.query<{
    prediction_id: string;
    status: string;
    output_key: string | null;
    unwatermarked_key: string | null;
  }>(
    'select prediction_id, status, output_key, unwatermarked_key from public.render_predictions where render_id = $1',
    [renderId],
  );
  await getStorage()
    .delete(rows.flatMap((row) => [row.output_key, row.unwatermarked_key].filter((key) => key !== null)))
    .catch(() => undefined);
  const running = rows.filter((row) => !TERMINAL.includes(row.status));
  await Promise.allSettled(running.map((row) => getReplicate().cancelPrediction(row.prediction_id)));
}

/**
 * Applies what Replicate says about one prediction (from a webhook or from polling), idempotently: a prediction
 * already recorded as finished changes nothing. The render succeeds when every variant has its output copied into
 * our storage; the first failure fails it and gives the quota back. A failed copy (storage down) is a failure too.
 */
export async function completePrediction(prediction: Prediction): Promise<CompletionResult> {
  const db = await getDb();
  const { rows } = await db.query<Target>(
    `select r.id, coalesce(r.user_id, r.visitor_id) as user_id, r.quota_month::text as quota_month, r.quota_units, p.variant,
       p.status as prediction_status, r.status::text as render_status, r.watermark, i.width, i.height
     from public.render_predictions p
     join public.renders r on r.id = p.render_id
     join public.images i on i.id = r.image_id
     where p.prediction_id = $1`,
    [prediction.id],
  );
  const target = rows[0];
  if (!target) return 'unknown';
  if (!TERMINAL.includes(prediction.status)) return 'pending';
  if (TERMINAL.includes(target.prediction_status) || target.render_status !== 'processing')
    return 'already_done';

  if (prediction.status === 'succeeded') {
    const url = outputUrl(prediction.output);
    let kept: StoredResult;
    try {
      if (!url) throw new Error('no output URL');
      kept = await keepOutput(url, target);
    } catch (error) {
      console.error(`[renders] output of prediction ${prediction.id} could not be kept`, error);
      await db.query('update public.render_predictions set status = $2 where prediction_id = $1', [
        prediction.id,
        'failed',
      ]);
      await failRender(
        db,
        target,
        url
          ? {
              code: 'render_failed',
              description:
                'The result could not be saved on our side. It was not counted against your designs; try again.',
            }
          : {
              code: 'provider_failed',
              description:
                'The AI provider returned no image. It was not counted against your designs; try again.',
            },
      );
      await cleanUpAfterFailure(target.id);
      return 'completed';
    }
    const finished = await db.transaction(async (tx) => {
      // The render row lock orders concurrent webhooks of one render, so the last variant always sees the others.
      const locked = await tx.query(
        `select 1 from public.renders where id = $1 and status = 'processing' for update`,
        [target.id],
      );
      const recorded = await tx.query(
        `update public.render_predictions set status = 'succeeded', output_key = $2, unwatermarked_key = $3
         where prediction_id = $1 and status not in ('succeeded', 'failed', 'canceled') returning 1`,
        [prediction.id, kept.key, kept.unwatermarkedKey],
      );
      if (locked.rows.length === 0 || recorded.rows.length === 0) return false;
      const last = await tx.query(
        `update public.renders r set status = 'succeeded', finished_at = now(),
           outputs = (select jsonb_agg(output_key order by variant) from public.render_predictions where render_id = r.id),
           unwatermarked_outputs = coalesce((select jsonb_agg(unwatermarked_key order by variant)
             from public.render_predictions where render_id = r.id and unwatermarked_key is not null), '[]'::jsonb)
         where r.id = $1
           and (select count(*) from public.render_predictions
                where render_id = r.id and status = 'succeeded') = r.variants
         returning r.id`,
        [target.id],
      );
      return last.rows.length > 0 ? 'render_done' : 'variant_done';
    });
    // A duplicate delivery or a render cancelled meanwhile: this copy is not needed.
    if (!finished) await getStorage().delete(storedKeys(kept));
    if (finished === 'render_done') await renderFinished(target.id);
    return finished ? 'completed' : 'already_done';
  }

  await db.query('update public.render_predictions set status = $2 where prediction_id = $1', [
    prediction.id,
    prediction.status,
  ]);
  await failRender(db, target, providerFailure(prediction));
  await cleanUpAfterFailure(target.id);
  return 'completed';
}
