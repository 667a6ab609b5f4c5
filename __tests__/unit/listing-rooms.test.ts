import { describe, expect, it } from '@jest/globals';
import { listingRooms, newRoom, roomOfType } from '@/components/batch/listing-rooms';

describe('the rooms of a listing in the batch form', () => {
  it('puts a photo with the first room of its type, else in a room of its own', () => {
    const photos = [
      { room: 4, roomType: 'kitchen' },
      { room: 2, roomType: 'bedroom' },
      { room: 9, roomType: 'bedroom' },
    ];
    expect(roomOfType(photos, 'bedroom')).toBe(2);
    expect(roomOfType(photos, 'kitchen')).toBe(4);
    expect(roomOfType(photos, 'bathroom')).toBe(10);
    expect(roomOfType([], 'bathroom')).toBe(1);
    expect(newRoom(photos)).toBe(10);
  });

  it('numbers the rooms from 1 in the order of their first photo, with their photos’ positions', () => {
    expect(
      listingRooms([
        { room: 7, roomType: 'kitchen' },
        { room: 3, roomType: 'bedroom' },
        { room: 7, roomType: 'kitchen' },
      ]),
    ).toEqual([
      { room: 7, number: 1, roomType: 'kitchen', positions: [1, 3] },
      { room: 3, number: 2, roomType: 'bedroom', positions: [2] },
    ]);
  });
});
