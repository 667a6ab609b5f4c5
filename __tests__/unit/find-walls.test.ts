import { beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { engineScene, polygonMask } from '@/__tests__/fixtures/engine-scenes/engine-scenes';
import { whiteCeiling } from '@/__tests__/fixtures/images/photos/pale-tops';
import { readDrawnWalls } from '@/__tests__/fixtures/images/photos/drawn-walls';
import { readPhoto } from '@/__tests__/fixtures/images/photos/photo-edits';
import { findWalls, hasWalls } from '@/lib/studio/engines/local/edits/find-walls';
import { photoKind } from '@/lib/studio/engines/local/edits/photo-kind';
import { type RawImage, readRawImage } from '@/lib/studio/engines/local/raw-image';

/** Share of the pixels inside the boxes (fractions: left, top, right, bottom) that the mask marks. */
function shareMarked(mask: Uint8Array, width: number, height: number, boxes: number[][]): number {
  let marked = 0;
  let count = 0;
  for (const [l, t, r, b] of boxes) {
    for (let y = Math.round(t! * height); y < Math.round(b! * height); y++) {
      for (let x = Math.round(l! * width); x < Math.round(r! * width); x++) {
        count++;
        if (mask[y * width + x]) marked++;
      }
    }
  }
  return marked / count;
}

describe('findWalls on the living room', () => {
  let photo: RawImage;
  let found: Uint8Array;
  beforeAll(async () => {
    photo = await readRawImage(readPhoto('living-room'));
    found = findWalls(photo);
  });

  it('finds the walls drawn by hand (IoU at least 0.8)', async () => {
    const drawn = await readDrawnWalls();
    let both = 0;
    let either = 0;
    for (let i = 0; i < drawn.length; i++) {
      const f = found[i]! > 0;
      if (f && drawn[i]) both++;
      if (f || drawn[i]) either++;
    }
    expect(both / either).toBeGreaterThanOrEqual(0.8);
  });

  it('leaves the wooden ceiling and the floor alone', () => {
    const ceiling = [
      [0.05, 0, 0.95, 0.09],
      [0.3, 0.09, 0.55, 0.15],
    ];
    expect(shareMarked(found, photo.width, photo.height, ceiling)).toBeLessThan(0.02);
    expect(shareMarked(found, photo.width, photo.height, [[0, 0.84, 1, 1]])).toBeLessThan(0.02);
  });

  it('answers with the photo’s size, 0 or 255 per pixel', () => {
    expect(found).toHaveLength(photo.width * photo.height);
    expect(found.every((v) => v === 0 || v === 255)).toBe(true);
  });
});

describe('hasWalls', () => {
  it('sees walls in the living room', async () => {
    expect(hasWalls(await readRawImage(readPhoto('living-room')))).toBe(true);
  });

  it('sees none on the house fronts', async () => {
    for (const name of ['brick-houses', 'office-building', 'palace-roofline']) {
      expect([name, hasWalls(await readRawImage(readPhoto(name)))]).toEqual([name, false]);
    }
  });
});

describe('photoKind', () => {
  it('calls the living room and the drawn kitchen, bathroom and living room interiors', async () => {
    expect(photoKind(await readRawImage(readPhoto('living-room')))).toBe('interior');
    for (const name of ['cluttered-living-room', 'kitchen', 'bathroom'] as const) {
      const scene = await engineScene(name, 640);
      expect([name, photoKind(await readRawImage(scene.image))]).toEqual([name, 'interior']);
    }
  });

  it('calls the living room under a cool white ceiling an interior (the exterior classifier took it for sky)', async () => {
    const room = await whiteCeiling({ peak: 95, tint: [0, -3], lamp: false });
    expect(photoKind(room)).toBe('interior');
  });

  it('calls the three house photos exteriors', async () => {
    for (const name of ['brick-houses', 'office-building', 'palace-roofline']) {
      expect([name, photoKind(await readRawImage(readPhoto(name)))]).toEqual([name, 'exterior']);
    }
  });
});

describe('findWalls on the drawn rooms', () => {
  it('finds the living room’s side wall and leaves its ceiling, of nearly the same paint, alone', async () => {
    const scene = await engineScene('cluttered-living-room', 1024);
    const found = findWalls(await readRawImage(scene.image));
    const share = async (polygons: typeof scene.areas.wall) => {
      const mask = await sharp(await polygonMask(scene.width, scene.height, polygons!))
        .greyscale()
        .raw()
        .toBuffer();
      let inside = 0;
      let marked = 0;
      for (let i = 0; i < mask.length; i++) {
        if (mask[i]! < 128) continue;
        inside++;
        if (found[i]) marked++;
      }
      return marked / inside;
    };
    expect(await share(scene.areas.wall)).toBeGreaterThan(0.95);
    expect(await share(scene.areas.ceiling)).toBeLessThan(0.02);
    expect(await share(scene.areas.floor)).toBeLessThan(0.02);
  });
});
