/** A photo as the rooms of the listing see it: the room it shows (a label), and that room's type. */
type Placed = { room: number; roomType: string };

/** A room of the listing: its number as the person sees it (from 1, in the order of its first photo). */
export type TListingRoom = { room: number; number: number; roomType: string; positions: number[] };

/** The listing's rooms in the order their first photo comes, each with its photos' positions (from 1). */
export function listingRooms(photos: Placed[]): TListingRoom[] {
  const rooms = new Map<number, TListingRoom>();
  photos.forEach((photo, index) => {
    const known = rooms.get(photo.room);
    if (known) known.positions.push(index + 1);
    else
      rooms.set(photo.room, {
        room: photo.room,
        number: rooms.size + 1,
        roomType: photo.roomType,
        positions: [index + 1],
      });
  });
  return [...rooms.values()];
}

/** A label no photo uses yet: a room of its own. */
export const newRoom = (photos: Placed[]) => Math.max(0, ...photos.map((photo) => photo.room)) + 1;

/**
 * Where a photo of this room type goes unless the person says otherwise: with the first photos of that type (a
 * listing's second kitchen photo is most likely the same kitchen), else a room of its own. `others` are the
 * listing's other photos.
 */
export function roomOfType(others: Placed[], roomType: string): number {
  return others.find((photo) => photo.roomType === roomType)?.room ?? newRoom(others);
}
