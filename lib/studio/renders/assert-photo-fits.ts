import '@/lib/server-only';
import { AppError } from '@/lib/api/app-error';
import type { ErrorCode } from '@/lib/api/error-catalog';
import type { Queryable } from '@/lib/db/types';
import type { PhotoNeed, Tool } from '../catalog/tools';
import { renderPool } from '../engines/render-pool';
import type { ImageOwner } from '../image-owner';
import { getStorage } from '../storage/get-storage';

const REFUSALS: Record<PhotoNeed, ErrorCode> = {
  sky: 'photo_has_no_sky',
  walls: 'photo_has_no_walls',
  interior: 'photo_not_interior',
  exterior: 'photo_not_exterior',
};

/** What a render of `tool` needs its photo to show; paint-walls needs no walls found where the user brushed them. */
export function photoNeedOf(tool: Pick<Tool, 'photoNeed'>, hasMask: boolean): PhotoNeed | null {
  return tool.photoNeed === 'walls' && hasMask ? null : tool.photoNeed;
}

/**
 * Whether the owner's photo shows `need`; null when there is no such photo of theirs (the render's own checks then
 * answer 404). Measured once per photo and need, on a thread of the render pool (the event loop serving requests
 * never runs the pixel loops), then kept with the upload (images.photo_traits): a retry, a second tool or a listing
 * batch of the same photo asks the database, not the pool.
 */
export async function photoShows(
  db: Queryable,
  owner: ImageOwner,
  imageId: string,
  need: PhotoNeed,
): Promise<boolean | null> {
  const [column, ownerId] = 'userId' in owner ? ['user_id', owner.userId] : ['visitor_id', owner.visitorId];
  const { rows } = await db.query<{ storage_key: string; known: boolean | null }>(
    `select storage_key, (photo_traits -> $3)::boolean as known from public.images
     where id = $1 and ${column} = $2 and kind = 'photo'`,
    [imageId, ownerId, need],
  );
  const photo = rows[0];
  if (!photo) return null;
  if (photo.known !== null) return photo.known;
  const stored = await getStorage().get(photo.storage_key);
  if (!stored) return null;
  const fits = await renderPool().inspect(stored.data, need);
  await db.query(
    `update public.images set photo_traits = photo_traits || jsonb_build_object($2::text, $3::boolean)
     where id = $1`,
    [imageId, need, fits],
  );
  return fits;
}

/** The refusal of a photo that does not show `need` for `tool`. */
export const photoRefusal = (need: PhotoNeed, tool: Pick<Tool, 'id'>, description?: string) =>
  new AppError(REFUSALS[need], { params: { tool: tool.id }, ...(description && { description }) });

/**
 * Refuses a render whose photo does not show what its tool needs (see PhotoNeed), with the need's catalogue code,
 * before anything is taken: sky replacement on a photo with no sky, staging on an exterior, and so on.
 */
export async function assertPhotoFits(
  db: Queryable,
  owner: ImageOwner,
  request: { imageId: string; maskImageId?: string },
  tool: Tool,
): Promise<void> {
  const need = photoNeedOf(tool, Boolean(request.maskImageId));
  if (!need) return;
  if ((await photoShows(db, owner, request.imageId, need)) === false) throw photoRefusal(need, tool);
}
