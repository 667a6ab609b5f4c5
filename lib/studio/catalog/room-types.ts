import english from '@/locales/en/catalog.json';
import { ROOM_TRAITS, type RoomTraits } from './room-traits';

/** The name is English, for prompts and the API; pages show it from the `catalog` translations. */
export type RoomType = RoomTraits & { name: string };

export const ROOM_TYPES: readonly RoomType[] = ROOM_TRAITS.map((room) => ({
  ...room,
  name: english.rooms[room.id].name,
}));

export function findRoomType(id: string): RoomType | undefined {
  return ROOM_TYPES.find((room) => room.id === id);
}
