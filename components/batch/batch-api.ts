import { getData, postData } from '@/lib/api/fetch-json';
import type { TListingBody } from '@/lib/listing/listing-facts';
import type { TBatch, TBatchEdit, TBatchSummary } from '@/lib/studio/batches/batch-request';
import type { ToolOptions } from '@/lib/studio/catalog/tool-options';

export type TBatchDraft = {
  style: string;
  photos: { imageId: string; tool: string; roomType: string; roomGroup: number; options?: ToolOptions }[];
  listing?: TListingBody;
  edits?: TBatchEdit[];
};

export const BATCHES_KEY = '/api/batches';
export const batchKey = (id: string) => `/api/batches/${id}`;

/** Starts a batch; a refusal (over the quota, a photo it cannot take) throws the API error the page explains. */
export async function createBatch(draft: TBatchDraft): Promise<TBatch> {
  const { batch } = await postData<{ batch: TBatch }>({ url: BATCHES_KEY, data: draft });
  return batch;
}

export const fetchBatch = (url: string) => getData<{ batch: TBatch }>(url).then((r) => r.batch);
export const fetchBatches = (url: string) =>
  getData<{ batches: TBatchSummary[] }>(url).then((r) => r.batches);
