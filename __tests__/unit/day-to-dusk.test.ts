import { beforeAll, describe, expect, it } from '@jest/globals';
import { dayToDusk } from '@/lib/studio/engines/local/edits/day-to-dusk';
import { findSky } from '@/lib/studio/engines/local/edits/find-sky';
import { type WindowBox, findWindows } from '@/lib/studio/engines/local/edits/find-windows';
import { type RawImage, encodeRawImage, readRawImage } from '@/lib/studio/engines/local/raw-image';
import { checkStructure } from '@/lib/studio/guard/check-structure';
import { readPhoto } from '../fixtures/images/photos/photo-edits';
import { drawnSky, skyThirds } from './helpers/drawn-sky';

const EXTERIORS = ['palace-roofline', 'office-building', 'brick-houses'] as const;
/** Pixels this near the drawn sky's edge are left out of the sky's colours (as in sky-replacement.test.ts). */
const EDGE = 6;

const before = new Map<string, RawImage>();
const after = new Map<string, RawImage>();
const masks = new Map<string, Uint8Array>();

beforeAll(async () => {
  for (const name of EXTERIORS) {
    const photo = await readRawImage(readPhoto(name));
    before.set(name, photo);
    after.set(name, await dayToDusk(photo));
    masks.set(name, await drawnSky(name));
  }
  // Three full edits: a few seconds alone, far more on a loaded machine.
}, 300_000);

const luma = (image: RawImage, i: number) =>
  0.2126 * image.data[3 * i]! + 0.7152 * image.data[3 * i + 1]! + 0.0722 * image.data[3 * i + 2]!;

/** Mean luma inside the windows, over mean luma of the wall in a ring around each (as wide as a third of it). */
function windowContrast(image: RawImage, windows: WindowBox[]): number {
  const { width, height } = image;
  const inside = new Uint8Array(width * height);
  const ring = new Uint8Array(width * height);
  for (const w of windows) {
    const x0 = Math.floor(w.left * width);
    const x1 = Math.ceil(w.right * width);
    const y0 = Math.floor(w.top * height);
    const y1 = Math.ceil(w.bottom * height);
    const margin = Math.max(3, Math.round(Math.min(x1 - x0, y1 - y0) / 3));
    for (let y = Math.max(0, y0 - margin); y < Math.min(height, y1 + margin); y++) {
      for (let x = Math.max(0, x0 - margin); x < Math.min(width, x1 + margin); x++) {
        if (x >= x0 && x < x1 && y >= y0 && y < y1) inside[y * width + x] = 1;
        else ring[y * width + x] = 1;
      }
    }
  }
  let inSum = 0;
  let inCount = 0;
  let ringSum = 0;
  let ringCount = 0;
  for (let i = 0; i < inside.length; i++) {
    if (inside[i]) {
      inSum += luma(image, i);
      inCount++;
    } else if (ring[i]) {
      ringSum += luma(image, i);
      ringCount++;
    }
  }
  return inSum / inCount / (ringSum / ringCount);
}

describe('dayToDusk on the real exteriors', () => {
  // The day-to-dusk tool may not be in this branch's catalogue yet: the guard is asked with lighting's tolerance, a
  // tool that changes the light and nothing else, as this one does.
  it.each(EXTERIORS)('%s: the structure guard passes', async (name) => {
    const verdict = await checkStructure(readPhoto(name), await encodeRawImage(after.get(name)!), {
      toolId: 'lighting',
    });
    expect(verdict.reasons).toEqual([]);
    expect(verdict.passed).toBe(true);
  });

  it.each(EXTERIORS)('%s: everything but the sky is at least a stop darker', (name) => {
    const drawn = masks.get(name)!;
    let was = 0;
    let is = 0;
    for (let i = 0; i < drawn.length; i++) {
      if (drawn[i]) continue;
      was += luma(before.get(name)!, i);
      is += luma(after.get(name)!, i);
    }
    // A stop is half the light: in sRGB levels about 0.73 of them.
    expect(is / was).toBeLessThan(0.75);
  });

  it.each(EXTERIORS)('%s: the sky is a deep evening blue above a warm afterglow', (name) => {
    const { top, bottom, all } = skyThirds(after.get(name)!, masks.get(name)!, EDGE);
    expect(top.L).toBeLessThan(35);
    expect(top.b).toBeLessThan(-20);
    expect(bottom.a).toBeGreaterThan(top.a + 5);
    expect(bottom.L).toBeGreaterThan(top.L + 10);
    expect(all.L).toBeLessThan(55);
  });

  it.each(EXTERIORS)(
    '%s: the windows facing the camera are lit, brighter than the wall around them',
    (name) => {
      const photo = before.get(name)!;
      const windows = findWindows(photo, findSky(photo));
      expect(windows.length).toBeGreaterThan(0);
      const was = windowContrast(photo, windows);
      const is = windowContrast(after.get(name)!, windows);
      // Dark glass in a lighter wall by day; lit glass in a darker wall at dusk.
      expect(was).toBeLessThan(1);
      expect(is).toBeGreaterThan(1.5 * was);
      expect(is).toBeGreaterThan(1.2);
    },
  );
});
