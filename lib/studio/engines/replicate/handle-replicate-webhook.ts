import { AppError } from '@/lib/api/app-error';
import { getDb } from '@/lib/db/get-db';
import { getServerEnv } from '@/lib/env';
import { type CompletionResult, completePrediction } from './complete-prediction';
import { verifyReplicateWebhook } from './verify-replicate-webhook';

/**
 * A verified delivery is handled once: its webhook-id is recorded first, so the same delivery again is refused as a
 * replay (400). If handling fails, the record is removed and the 500 makes Replicate deliver it again.
 */
export async function handleReplicateWebhook(
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
): Promise<CompletionResult> {
  if (getServerEnv().adapters.renderEngine !== 'replicate') {
    throw new AppError('not_found', { description: 'Replicate is not configured on this server.' });
  }
  const { webhookId, prediction } = verifyReplicateWebhook(rawBody, headers);
  const db = await getDb();
  const first = await db.query(
    'insert into private.replicate_webhooks (webhook_id) values ($1) on conflict do nothing returning webhook_id',
    [webhookId],
  );
  if (first.rows.length === 0) {
    throw new AppError('webhook_replayed');
  }
  try {
    return await completePrediction(prediction);
  } catch (error) {
    await db.query('delete from private.replicate_webhooks where webhook_id = $1', [webhookId]);
    throw error;
  }
}
