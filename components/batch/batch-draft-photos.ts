import { PAINT_COLOURS } from '@/lib/studio/catalog/paint-colours';
import { type Sky, optionsFor } from '@/lib/studio/catalog/tool-options';
import type { ToolId } from '@/lib/studio/catalog/tools';
import type { TBatchDraft } from './batch-api';
import { type TDraftPhoto, needsMask } from './batch-photo-row';
import { listingRooms } from './listing-rooms';

/**
 * The uploaded photos as the batch request sends them. Rooms are numbered from 1 as the person sees them, whatever
 * labels moving photos around left; a mask brushed for a tool the photo no longer uses is not sent; a photo's own
 * sky or paint tool takes the batch's sky and the studio's first paint.
 */
export function draftPhotos(ready: TDraftPhoto[], sky: Sky): TBatchDraft['photos'] {
  const numbers = new Map(listingRooms(ready).map((room) => [room.room, room.number]));
  return ready.map((photo) => ({
    imageId: photo.imageId!,
    tool: photo.tool,
    roomType: photo.roomType,
    roomGroup: numbers.get(photo.room)!,
    ...(needsMask(photo.tool) && photo.maskImageId ? { maskImageId: photo.maskImageId } : {}),
    options: optionsFor(photo.tool as ToolId, { sky, color: PAINT_COLOURS[0].hex }),
  }));
}
