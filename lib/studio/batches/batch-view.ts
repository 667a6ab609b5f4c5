import '@/lib/server-only';
import { fileUrl } from '../files/file-url';
import type { TBatch } from './batch-request';
import type { BatchPhotoRow, BatchRow } from './read-batch';

/** Whether a photo of the batch is waiting or rendering (a retry puts a photo of a finished batch back in the queue). */
export const isRendering = (batch: BatchRow, photos: BatchPhotoRow[]) =>
  batch.status !== 'finished' ||
  photos.some((photo) => photo.status === 'queued' || photo.status === 'processing');

/** A kit is worth downloading once every photo of the batch has ended and at least one was staged. */
export const hasKit = (batch: BatchRow, photos: BatchPhotoRow[]) =>
  !isRendering(batch, photos) && photos.some((photo) => photo.status === 'succeeded');

/** The owner's view of a batch, with `kitPath` the address of its kit (the studio's or the API's). */
export function toBatchView(batch: BatchRow, photos: BatchPhotoRow[], kitPath: string): TBatch {
  return {
    id: batch.id,
    status: batch.status,
    style: batch.style,
    photos: photos.map((photo) => ({
      position: photo.batch_position,
      renderId: photo.id,
      tool: photo.tool,
      roomType: photo.room_type,
      roomGroup: photo.room_group,
      status: photo.status,
      error: photo.error,
      imageUrl: fileUrl(photo.image_key),
      outputUrl: photo.outputs[0] ? fileUrl(photo.outputs[0]) : null,
    })),
    description: batch.description,
    warnings: batch.description_warnings,
    kitUrl: hasKit(batch, photos) ? kitPath : null,
    createdAt: batch.created_at.toISOString(),
    finishedAt: batch.finished_at?.toISOString() ?? null,
  };
}
