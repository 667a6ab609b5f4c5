import '@/lib/server-only';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { AppError } from '@/lib/api/app-error';
import { getServerEnv } from '@/lib/env';
import type { Prediction } from './replicate-client';

/**
 * Replicate signs webhooks the Standard Webhooks way (ANCHORS: Replicate): HMAC-SHA256 over id, timestamp and the raw
 * body, with a timestamp older than five minutes refused. A bad or stale signature is 400, like a replay.
 */
export function verifyReplicateWebhook(
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
  secret = getServerEnv().REPLICATE_WEBHOOK_SIGNING_SECRET ?? '',
): { webhookId: string; prediction: Prediction } {
  const pick = (name: string) => {
    const value = headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const signed = {
    'webhook-id': pick('webhook-id') ?? '',
    'webhook-timestamp': pick('webhook-timestamp') ?? '',
    'webhook-signature': pick('webhook-signature') ?? '',
  };
  let payload: unknown;
  try {
    payload = new Webhook(secret).verify(rawBody, signed);
  } catch (error) {
    if (error instanceof WebhookVerificationError || error instanceof SyntaxError) {
      throw new AppError('invalid_signature', {
        description: `The webhook could not be verified: ${error.message}.`,
      });
    }
    throw error;
  }
  const prediction = payload as Partial<Prediction> | null;
  if (!prediction || typeof prediction.id !== 'string' || typeof prediction.status !== 'string') {
    throw new AppError('invalid_payload');
  }
  return { webhookId: signed['webhook-id'], prediction: prediction as Prediction };
}
