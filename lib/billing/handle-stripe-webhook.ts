import '@/lib/server-only';
import { AppError } from '@/lib/api/app-error';
import { getServerEnv } from '@/lib/env';
import { getStripe } from './payments/stripe-client';
import { type BillingEvent, type EventOutcome, processBillingEvent } from './sync/process-billing-event';

/** Seconds a signed event stays acceptable: older signatures are refused as replays (Stripe's own default). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * Verifies a webhook's signature over the raw body, then applies the event. A bad or stale signature is 400 with
 * nothing written; a failure while applying propagates (500) so Stripe retries.
 */
export async function handleStripeWebhook(
  rawBody: string,
  signature: string | undefined,
): Promise<EventOutcome> {
  const env = getServerEnv();
  if (env.adapters.payments !== 'stripe') {
    throw new AppError('not_found', { description: 'Stripe is not configured on this server.' });
  }
  if (!signature)
    throw new AppError('invalid_signature', { description: 'The Stripe-Signature header is missing.' });
  let event: BillingEvent;
  try {
    event = getStripe().webhooks.constructEvent(
      rawBody,
      signature,
      env.STRIPE_WEBHOOK_SECRET!,
      WEBHOOK_TOLERANCE_SECONDS,
    ) as unknown as BillingEvent;
  } catch (error) {
    throw new AppError('invalid_signature', {
      description: `Webhook signature verification failed: ${(error as Error).message}`,
    });
  }
  const outcome = await processBillingEvent(event);
  if (outcome === 'unknown_customer') {
    console.warn(
      `[billing] ${event.type} ${event.id} is for a customer we do not know; acknowledged, nothing written`,
    );
  }
  return outcome;
}
