import '@/lib/server-only';
import { AppError } from '@/lib/api/app-error';
import type { Queryable } from '@/lib/db/types';
import type { TFairHousingWarning, TListingInput, TListingLanguage } from '@/lib/listing/listing-input';
import { RENDER_COLUMNS, type RenderRow } from '../renders/render-view';
import type { TBatchStatus } from './batch-request';
import type { AppliedEdit } from './plan-batch-edits';

export type BatchRow = {
  id: string;
  status: TBatchStatus;
  style: string;
  /** The facts the description was written from, as given (null when none were). */
  listing: TListingInput | null;
  description: string | null;
  description_warnings: TFairHousingWarning[];
  language: TListingLanguage | null;
  webhook_url: string | null;
  /** The photo edits applied to its photos, with the photos each skipped. */
  edits: AppliedEdit[];
  api_key_id: string | null;
  created_at: Date;
  finished_at: Date | null;
};

export type BatchPhotoRow = RenderRow & { batch_position: number; room_group: number };

export const BATCH_NOT_FOUND = new AppError('batch_not_found');

/**
 * A batch and its photos in order, read under the owner's session (row-level security decides); someone else's
 * batch is answered like a missing one.
 */
export async function readBatch(
  tx: Queryable,
  batchId: string,
): Promise<{ batch: BatchRow; photos: BatchPhotoRow[] }> {
  const { rows } = await tx.query<BatchRow>(
    `select id, status, style, listing, description, description_warnings, listing ->> 'language' as language, webhook_url, edits,
       api_key_id, created_at, finished_at
     from public.listing_batches where id = $1 and user_id = auth.uid()`,
    [batchId],
  );
  const batch = rows[0];
  if (!batch) throw BATCH_NOT_FOUND;
  const { rows: photos } = await tx.query<BatchPhotoRow>(
    `select ${RENDER_COLUMNS}, batch_position, room_group from public.renders where batch_id = $1 order by batch_position`,
    [batchId],
  );
  return { batch, photos };
}
