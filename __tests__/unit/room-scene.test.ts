import { describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { roomSceneSvg } from '@/lib/illustrations/room-scene';
import { ROOM_TYPES } from '@/lib/studio/catalog/room-types';
import { STYLES, findStyle } from '@/lib/studio/catalog/styles';

const SIZE = { width: 240, height: 160 };

async function rasterise(svg: string) {
  const { data, info } = await sharp(Buffer.from(svg))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, info };
}

/** Mean absolute difference per channel (0–255) between two renders of the same size. */
function difference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
}

describe('roomSceneSvg', () => {
  it('returns an SVG that sharp parses at the requested size', async () => {
    const svg = roomSceneSvg({ room: 'living_room', style: 'scandinavian', ...SIZE });
    const meta = await sharp(Buffer.from(svg)).metadata();
    expect(meta.format).toBe('svg');
    expect(meta.width).toBe(SIZE.width);
    expect(meta.height).toBe(SIZE.height);
  });

  it('is deterministic for the same input and changes with the variant', () => {
    const input = { room: 'bedroom', style: 'japandi', variant: 3, ...SIZE } as const;
    expect(roomSceneSvg(input)).toBe(roomSceneSvg(input));
    expect(roomSceneSvg({ ...input, variant: 4 })).not.toBe(roomSceneSvg(input));
  });

  it('draws with the style palette', () => {
    for (const style of STYLES) {
      const svg = roomSceneSvg({ room: 'living_room', style: style.id, ...SIZE }).toLowerCase();
      const used = style.palette.filter((colour) => svg.includes(colour.toLowerCase()));
      expect([style.id, used.length >= 3]).toEqual([style.id, true]);
    }
  });

  it('looks different per style and per room', async () => {
    const industrial = await rasterise(roomSceneSvg({ room: 'living_room', style: 'industrial', ...SIZE }));
    const coastal = await rasterise(roomSceneSvg({ room: 'living_room', style: 'coastal', ...SIZE }));
    const kitchen = await rasterise(roomSceneSvg({ room: 'kitchen', style: 'industrial', ...SIZE }));
    expect(difference(industrial.data, coastal.data)).toBeGreaterThan(15);
    expect(difference(industrial.data, kitchen.data)).toBeGreaterThan(10);
  });

  it('renders every catalogue room type, furnished and empty', async () => {
    const style = findStyle('bohemian')!.id;
    for (const room of ROOM_TYPES) {
      for (const empty of [false, true]) {
        const svg = roomSceneSvg({ room: room.id, style, empty, ...SIZE });
        expect(svg).not.toMatch(/NaN|undefined|Infinity/);
        const { info } = await rasterise(svg);
        expect([room.id, info.width, info.height]).toEqual([room.id, SIZE.width, SIZE.height]);
      }
    }
  });

  it('leaves the furniture out of an empty room', async () => {
    const furnished = roomSceneSvg({ room: 'living_room', style: 'modern', ...SIZE });
    const empty = roomSceneSvg({ room: 'living_room', style: 'modern', empty: true, ...SIZE });
    expect(empty.length).toBeLessThan(furnished.length * 0.8);
    const a = await rasterise(furnished);
    const b = await rasterise(empty);
    expect(difference(a.data, b.data)).toBeGreaterThan(8);
  });

  it('rejects an unknown room type', () => {
    expect(() => roomSceneSvg({ room: 'ballroom', style: 'modern', ...SIZE })).toThrow('Unknown room type');
  });
});
