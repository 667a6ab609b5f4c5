export type RoomType = { id: string; name: string; exterior: boolean };

export const ROOM_TYPES: readonly RoomType[] = [
  { id: 'living_room', name: 'Living room', exterior: false },
  { id: 'bedroom', name: 'Bedroom', exterior: false },
  { id: 'kitchen', name: 'Kitchen', exterior: false },
  { id: 'dining_room', name: 'Dining room', exterior: false },
  { id: 'bathroom', name: 'Bathroom', exterior: false },
  { id: 'home_office', name: 'Home office', exterior: false },
  { id: 'kids_room', name: 'Kids room', exterior: false },
  { id: 'nursery', name: 'Nursery', exterior: false },
  { id: 'guest_room', name: 'Guest room', exterior: false },
  { id: 'basement', name: 'Basement', exterior: false },
  { id: 'attic', name: 'Attic', exterior: false },
  { id: 'entryway', name: 'Entryway', exterior: false },
  { id: 'laundry_room', name: 'Laundry room', exterior: false },
  { id: 'walk_in_closet', name: 'Walk-in closet', exterior: false },
  { id: 'gaming_room', name: 'Gaming room', exterior: false },
  { id: 'patio', name: 'Patio', exterior: true },
  { id: 'exterior', name: 'House exterior', exterior: true },
  { id: 'garden', name: 'Garden', exterior: true },
];

export function findRoomType(id: string): RoomType | undefined {
  return ROOM_TYPES.find((room) => room.id === id);
}
