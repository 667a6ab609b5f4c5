import '@/lib/server-only';
import { AppError } from '@/lib/api/app-error';
import type { Queryable } from '@/lib/db/types';
import type { ImageOwner } from '../image-owner';

/**
 * The render's photo (and mask, when given) if the owner has them. Someone else's image or mask is answered exactly
 * like a missing one (404), so ids cannot be probed.
 */
export async function findRenderImages(
  tx: Queryable,
  owner: ImageOwner,
  request: { imageId: string; maskImageId?: string },
): Promise<{ photoKey: string }> {
  const [column, ownerId] = 'userId' in owner ? ['user_id', owner.userId] : ['visitor_id', owner.visitorId];
  const images = await tx.query<{ id: string; kind: string; storage_key: string }>(
    `select id, kind, storage_key from public.images where ${column} = $1 and id = any($2::uuid[])`,
    [ownerId, [request.imageId, ...(request.maskImageId ? [request.maskImageId] : [])]],
  );
  const photo = images.rows.find((row) => row.id === request.imageId);
  if (!photo) throw new AppError('image_not_found');
  if (
    request.maskImageId &&
    !images.rows.some((row) => row.id === request.maskImageId && row.kind === 'mask')
  ) {
    throw new AppError('mask_not_found');
  }
  return { photoKey: photo.storage_key };
}
