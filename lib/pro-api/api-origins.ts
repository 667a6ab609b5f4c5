import type { Queryable } from '@/lib/db/types';
import type { BatchPayer } from '@/lib/studio/batches/batch-payer';

/**
 * An Idempotency-Key held by what is being made (a Pro API render or batch): `claim` runs first in its transaction,
 * before anything is taken (a concurrent request with the same key waits there, then rolls back and answers with what
 * this one made); `attach` records what was made once it is inserted.
 */
export type IdempotencyHold = {
  claim(tx: Queryable): Promise<void>;
  attach(tx: Queryable, madeId: string): Promise<void>;
};

/** A render asked for through the Pro API: paid from the API allowance, with its key, webhook and idempotency. */
export type ApiRenderOrigin = {
  keyId: string;
  webhookUrl: string | null;
  /** Takes the units from the API allowance in the render's transaction; returns the usage month. */
  takeUnits: (tx: Queryable, userId: string, units: number) => Promise<string>;
  idempotency?: IdempotencyHold;
};

/** A batch asked for through the Pro API: paid from the API allowance, with its key, webhook and idempotency. */
export type ApiBatchOrigin = {
  keyId: string;
  webhookUrl: string | null;
  payer: BatchPayer;
  idempotency?: IdempotencyHold;
};
