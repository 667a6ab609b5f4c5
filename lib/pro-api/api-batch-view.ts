import '@/lib/server-only';
import { getURL } from '@/lib/site/site-url';
import { hasKit } from '@/lib/studio/batches/batch-view';
import type { BatchPhotoRow, BatchRow } from '@/lib/studio/batches/read-batch';
import { fileUrl } from '@/lib/studio/files/file-url';
import { type TApiBatch, toApiListing } from './v1-batch-schemas';

const absolute = (path: string) => getURL(path.replace(/^\//, ''));

/** A batch as /api/v1 shows it (and its webhook carries it): snake_case, with absolute URLs. */
export function toApiBatch(batch: BatchRow, photos: BatchPhotoRow[]): TApiBatch {
  return {
    id: batch.id,
    status: batch.status,
    style: batch.style,
    photos: photos.map((photo) => ({
      position: photo.batch_position,
      render_id: photo.id,
      tool: photo.tool,
      room_type: photo.room_type,
      room_group: photo.room_group,
      status: photo.status,
      error: photo.error,
      input_image_url: absolute(fileUrl(photo.image_key)),
      output_url: photo.outputs[0] ? absolute(fileUrl(photo.outputs[0])) : null,
    })),
    listing: batch.listing ? toApiListing(batch.listing) : null,
    listing_description: batch.description,
    listing_warnings: batch.description_warnings.map((warning) => ({
      phrase: warning.phrase,
      category: warning.category,
      severity: warning.severity,
      explanation: warning.explanation,
      suggestion: warning.suggestion,
    })),
    kit_url: hasKit(batch, photos) ? absolute(`/api/v1/batches/${batch.id}/kit`) : null,
    webhook_url: batch.webhook_url,
    created_at: batch.created_at.toISOString(),
    finished_at: batch.finished_at?.toISOString() ?? null,
  };
}
