import '@/lib/server-only';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ModelRef, Prediction, ReplicateClient } from './replicate-client';
import { ReplicateError } from './replicate-client';

export type RetryPolicy = {
  /** The first pause after a transient answer; it doubles each time, up to 30 s. */
  baseMs: number;
  /** How long one variant may keep asking (within the job's lease, which its heartbeat keeps). */
  budgetMs: number;
};

export const DEFAULT_RETRY_POLICY: RetryPolicy = { baseMs: 1000, budgetMs: 5 * 60_000 };

/**
 * Creates a prediction, asking again after a transient answer (no answer, 429, 5xx) with a growing pause, or after
 * the pause Replicate's Retry-After asks for. A definitive refusal, or a transient one past the budget, is thrown.
 * Asking again after no answer may create the prediction twice: the intent's webhook address tells the copies apart
 * (see attachToIntent).
 */
export async function createWithRetries(
  replicate: ReplicateClient,
  ref: ModelRef,
  input: Record<string, unknown>,
  webhook: string,
  policy: RetryPolicy = DEFAULT_RETRY_POLICY,
): Promise<Prediction> {
  const deadline = Date.now() + policy.budgetMs;
  for (let attempt = 0; ; attempt++) {
    try {
      return await replicate.createPrediction(ref, input, webhook);
    } catch (error) {
      if (!(error instanceof ReplicateError) || !error.transient) throw error;
      const pause =
        error.retryAfterSeconds !== null
          ? error.retryAfterSeconds * 1000
          : Math.min(30_000, policy.baseMs * 2 ** attempt);
      if (Date.now() + pause > deadline) throw error;
      await sleep(pause);
    }
  }
}
