import { describe, expect, it } from '@jest/globals';
import { kitDisclosure } from '@/lib/studio/batches/kit-disclosure';
import { kitFiles } from '@/lib/studio/batches/kit-entries';

const photo = (position: number, roomType: string, outputKey: string | null) => ({
  position,
  roomType,
  tool: 'virtual-staging',
  style: 'midcentury_modern',
  imageKey: `u/${position}.jpg`,
  outputKey,
});

describe('kitFiles', () => {
  it('numbers each original and its staged version so they sort together, and says what each is', () => {
    const { files, pairs } = kitFiles([
      photo(1, 'living_room', 'u/out-1.jpg'),
      photo(12, 'walk_in_closet', null),
    ]);
    expect(files).toEqual([
      { name: '01-living-room-original.jpg', key: 'u/1.jpg' },
      { name: '01-living-room-midcentury-modern-virtual-staging.jpg', key: 'u/out-1.jpg' },
      { name: '12-walk-in-closet-original.jpg', key: 'u/12.jpg' },
    ]);
    expect(pairs).toEqual([
      {
        original: '01-living-room-original.jpg',
        staged: '01-living-room-midcentury-modern-virtual-staging.jpg',
      },
    ]);
  });
});

describe('kitDisclosure', () => {
  it('names every staged photo beside its original, in the listing language', () => {
    const pairs = [{ original: '01-a-original.jpg', staged: '01-a-modern-lighting.jpg' }];
    expect(kitDisclosure('en', pairs)).toContain(
      '01-a-modern-lighting.jpg is a virtually staged version of 01-a-original.jpg.',
    );
    expect(kitDisclosure('fr', pairs)).toMatch(/^Mention de home staging virtuel/);
    expect(kitDisclosure('es', pairs)).toContain(
      '01-a-modern-lighting.jpg es una versión amueblada virtualmente',
    );
  });
});
