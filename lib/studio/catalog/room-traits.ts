import type english from '@/locales/en/catalog.json';

export type RoomId = keyof typeof english.rooms;

/**
 * What the browser reads of a room type, without its English name (room-types.ts adds it, for prompts and the API):
 * pages show it from the `catalog` translations, so no bundle carries it.
 */
export type RoomTraits = { id: RoomId; exterior: boolean };

export const ROOM_TRAITS: readonly RoomTraits[] = [
  { id: 'living_room', exterior: false },
  { id: 'bedroom', exterior: false },
  { id: 'kitchen', exterior: false },
  { id: 'dining_room', exterior: false },
  { id: 'bathroom', exterior: false },
  { id: 'home_office', exterior: false },
  { id: 'kids_room', exterior: false },
  { id: 'nursery', exterior: false },
  { id: 'guest_room', exterior: false },
  { id: 'basement', exterior: false },
  { id: 'attic', exterior: false },
  { id: 'entryway', exterior: false },
  { id: 'laundry_room', exterior: false },
  { id: 'walk_in_closet', exterior: false },
  { id: 'gaming_room', exterior: false },
  { id: 'patio', exterior: true },
  { id: 'exterior', exterior: true },
  { id: 'garden', exterior: true },
];

export function findRoomTraits(id: string): RoomTraits | undefined {
  return ROOM_TRAITS.find((room) => room.id === id);
}
