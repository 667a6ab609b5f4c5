import { getData } from '@/lib/api/fetch-json';
import type { TListingInput } from '@/lib/listing/listing-input';
import type { TBatch, TBatchSummary } from '@/lib/studio/batches/batch-request';

export type TBatchDraft = {
  style: string;
  photos: { imageId: string; tool: string; roomType: string }[];
  listing?: TListingInput;
};

export const BATCHES_KEY = '/api/batches';
export const batchKey = (id: string) => `/api/batches/${id}`;

/** A batch the server refused: its code (the page says it in the reader's language) and, for quota, what is missing. */
export class BatchRefusal extends Error {
  constructor(
    readonly code: string,
    readonly description: string,
    readonly missing: number,
  ) {
    super(description);
  }
}

/**
 * Starts a batch. Read here rather than through postData: a refusal is an expected answer the page explains (with
 * the missing units from X-Quota-Missing), not a failure to log.
 */
export async function createBatch(draft: TBatchDraft): Promise<TBatch> {
  const res = await fetch(BATCHES_KEY, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify(draft),
  });
  const body = (await res.json().catch(() => null)) as
    { batch: TBatch } | { error?: string; description?: string } | null;
  if (res.ok && body && 'batch' in body) return body.batch;
  const refusal = body && 'error' in body ? body : {};
  throw new BatchRefusal(
    refusal.error ?? 'generic',
    refusal.description ?? '',
    Number(res.headers.get('x-quota-missing') ?? 0),
  );
}

export const fetchBatch = (url: string) => getData<{ batch: TBatch }>(url).then((r) => r.batch);
export const fetchBatches = (url: string) =>
  getData<{ batches: TBatchSummary[] }>(url).then((r) => r.batches);
