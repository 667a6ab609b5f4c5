import { describe, expect, it } from '@jest/globals';
import { AppError } from '@/lib/api/app-error';
import { MAX_BATCH_SEED, roomGroups, roomSeed } from '@/lib/studio/batches/room-groups';

const photo = (roomType: string, roomGroup?: number) => ({ roomType, roomGroup });

describe('roomGroups', () => {
  it('makes each photo a room of its own when none is given', () => {
    expect(roomGroups([photo('kitchen'), photo('kitchen'), photo('bedroom')])).toEqual([1, 2, 3]);
  });

  it('numbers the rooms from 1 in the order they first appear, whatever labels were sent', () => {
    expect(
      roomGroups([photo('bedroom', 7), photo('kitchen', 3), photo('bedroom', 7), photo('kitchen', 3)]),
    ).toEqual([1, 2, 1, 2]);
  });

  it('gives a photo without a label a room of its own beside the labelled ones', () => {
    expect(roomGroups([photo('kitchen', 1), photo('kitchen'), photo('kitchen', 1)])).toEqual([1, 2, 1]);
  });

  it('refuses one room of two room types, naming its photos and the field', () => {
    const refusal = (() => {
      try {
        roomGroups(
          [photo('kitchen', 2), photo('bedroom', 1), photo('dining_room', 2), photo('kitchen', 2)],
          'room_group',
        );
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({
      code: 'room_group_mixed_rooms',
      status: 422,
      field: 'photos[2].room_group',
      params: { photos: '1, 3, 4', group: 2 },
    });
    expect((refusal as AppError).description).toMatch(/^Photos 1, 3, 4 are one room \(room 2\)/);
  });
});

describe('roomSeed', () => {
  it('gives each room seeds of its own, all within a 32-bit signed integer', () => {
    const seeds = Array.from({ length: 40 }, (_, i) => roomSeed(MAX_BATCH_SEED, i + 1));
    expect(new Set(seeds).size).toBe(40);
    expect(roomSeed(123, 1)).toBe(123);
    // Room 40's last variant still fits.
    expect(seeds.at(-1)! + 7).toBeLessThanOrEqual(2 ** 31 - 1);
  });
});
