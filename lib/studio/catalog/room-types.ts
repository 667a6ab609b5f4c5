import english from '@/locales/en/catalog.json';

type RoomId = keyof typeof english.rooms;

/** The name is English, for prompts and the API; pages show it from the `catalog` translations. */
export type RoomType = { id: RoomId; name: string; exterior: boolean };

const TRAITS: readonly Omit<RoomType, 'name'>[] = [
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

export const ROOM_TYPES: readonly RoomType[] = TRAITS.map((room) => ({
  ...room,
  name: english.rooms[room.id].name,
}));

export function findRoomType(id: string): RoomType | undefined {
  return ROOM_TYPES.find((room) => room.id === id);
}
