import '@/lib/server-only';
import { AppError } from '@/lib/api/app-error';
import { getDb } from '@/lib/db/get-db';
import { getServerEnv } from '@/lib/env';
import { type CompletionResult, completePrediction } from './complete-prediction';
import { verifyReplicateWebhook } from './verify-replicate-webhook';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A verified delivery is handled once: its webhook-id is recorded first, so the same delivery again is refused as a
 * replay (400). If handling fails, the record is removed and the 500 makes Replicate deliver it again. `intent` is
 * the query parameter of the webhook address we gave with the prediction (the intent it was created for); anything
 * but an intent id is ignored.
 */
export async function handleReplicateWebhook(
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
  intent?: unknown,
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
    return await completePrediction(
      prediction,
      typeof intent === 'string' && UUID.test(intent) ? intent : null,
    );
  } catch (error) {
    await db.query('delete from private.replicate_webhooks where webhook_id = $1', [webhookId]);
    throw error;
  }
}
