import '@/lib/server-only';
import { AppError } from '@/lib/api/app-error';
import { MAX_BATCH_PHOTOS } from './batch-request';

/**
 * The room of each photo of a batch, numbered from 1 in the order the rooms first appear. The request's numbers are
 * only labels (rooms 3 and 7 are simply two rooms); a photo given none is a room of its own, as every photo was
 * before photos could share a room. The photos of one room must share its room type: they are staged with one
 * furniture set, which the room type chooses.
 */
export function roomGroups(
  photos: { roomGroup?: number; roomType: string }[],
  /** How the request names a photo's room, for the error: roomGroup, or room_group in /api/v1. */
  fieldName = 'roomGroup',
): number[] {
  const numbers = new Map<number, number>();
  const firstOf: number[] = [];
  let rooms = 0;
  return photos.map((photo, index) => {
    const label = photo.roomGroup;
    const known = label === undefined ? undefined : numbers.get(label);
    if (known === undefined) {
      rooms++;
      if (label !== undefined) numbers.set(label, rooms);
      firstOf[rooms] = index;
      return rooms;
    }
    const first = photos[firstOf[known]!]!;
    if (first.roomType !== photo.roomType) {
      const together = photos.flatMap((other, at) => (other.roomGroup === label ? [at + 1] : []));
      throw new AppError('room_group_mixed_rooms', {
        params: { photos: together.join(', '), group: label! },
        field: `photos[${index}].${fieldName}`,
      });
    }
    return known;
  });
}

/** Seeds a render's variants may add to its seed (seed + variant). */
const VARIANT_ROOM = 8;

/** The highest batch seed that leaves every room's seeds and their variants within a 32-bit signed integer. */
export const MAX_BATCH_SEED = 2 ** 31 - 1 - VARIANT_ROOM * MAX_BATCH_PHOTOS;

/**
 * The seed of a room of the batch: the batch's for its first room, the next ones a few apart, so each room's
 * variants keep to seeds of their own and two rooms may be furnished differently.
 */
export const roomSeed = (batchSeed: number, group: number) => batchSeed + VARIANT_ROOM * (group - 1);
