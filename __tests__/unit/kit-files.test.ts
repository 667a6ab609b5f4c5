import { describe, expect, it } from '@jest/globals';
import { kitDisclosure } from '@/lib/studio/batches/kit-disclosure';
import { kitFiles } from '@/lib/studio/batches/kit-entries';

const photo = (position: number, roomType: string, outputKey: string | null, roomGroup = position) => ({
  position,
  roomType,
  roomGroup,
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
        roomGroup: 1,
        roomType: 'living_room',
      },
    ]);
  });
});

describe('kitDisclosure', () => {
  it('names every staged photo beside its original, in the listing language', () => {
    const pairs = [
      {
        original: '01-a-original.jpg',
        staged: '01-a-modern-lighting.jpg',
        roomGroup: 1,
        roomType: 'kitchen',
      },
    ];
    expect(kitDisclosure('en', pairs)).toContain(
      '01-a-modern-lighting.jpg is a virtually staged version of 01-a-original.jpg.',
    );
    expect(kitDisclosure('fr', pairs)).toMatch(/^Mention de home staging virtuel/);
    expect(kitDisclosure('es', pairs)).toContain(
      '01-a-modern-lighting.jpg es una versión amueblada virtualmente',
    );
  });
});

describe('the rooms staged together', () => {
  const { pairs } = kitFiles([
    photo(1, 'living_room', 'u/out-1.jpg', 1),
    photo(2, 'kitchen', 'u/out-2.jpg', 2),
    photo(3, 'living_room', 'u/out-3.jpg', 1),
    photo(4, 'bedroom', 'u/out-4.jpg', 3),
    photo(5, 'bedroom', null, 3),
  ]);

  it('lists each room of which several photos were staged, and only those, in every language', () => {
    const english = kitDisclosure('en', pairs);
    expect(english).toContain('Photos staged together');
    expect(english).toContain(
      'Living room: 01-living-room-midcentury-modern-virtual-staging.jpg, 03-living-room-midcentury-modern-virtual-staging.jpg',
    );
    // One staged photo of the kitchen and of the bedroom (the other failed): nothing was staged together there.
    expect(english).not.toMatch(/^Kitchen:/m);
    expect(english).not.toMatch(/^Bedroom:/m);
    expect(kitDisclosure('es', pairs)).toMatch(/^Fotos amuebladas juntas$/m);
    expect(kitDisclosure('es', pairs)).toMatch(/^Salón: 01-living-room/m);
    expect(kitDisclosure('fr', pairs)).toMatch(/^Photos meublées ensemble$/m);
    expect(kitDisclosure('de', pairs)).toMatch(/^Gemeinsam eingerichtete Fotos$/m);
    expect(kitDisclosure('de', pairs)).toMatch(/^Wohnzimmer: 01-living-room/m);
  });

  it('says so when every staged photo is a room of its own', () => {
    const alone = kitFiles([photo(1, 'kitchen', 'u/a.jpg', 1), photo(2, 'kitchen', 'u/b.jpg', 2)]).pairs;
    expect(kitDisclosure('en', alone)).toContain('Each staged photo shows a room of its own.');
    expect(kitDisclosure('fr', alone)).toContain('Chaque photo meublée montre une pièce différente.');
  });
});
