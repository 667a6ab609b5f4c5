import { beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { findSky, hasSky } from '@/lib/studio/engines/local/edits/find-sky';
import { SKY_PALETTES, type SkyKind } from '@/lib/studio/engines/local/edits/sky-palettes';
import { replaceSky } from '@/lib/studio/engines/local/edits/sky-replacement';
import { toLab } from '@/lib/studio/engines/local/lab';
import { type RawImage, readRawImage } from '@/lib/studio/engines/local/raw-image';
import { type Ceiling, meanLabOf, overcastSky, whiteCeiling } from '../fixtures/images/photos/pale-tops';
import { readPhoto } from '../fixtures/images/photos/photo-edits';
import { drawnSky, nearSky, skyThirds } from './helpers/drawn-sky';

// The three real exteriors with sky, and their hand-checked sky masks (photos/README.md says how they were made).
const EXTERIORS = ['palace-roofline', 'office-building', 'brick-houses'] as const;
const KINDS: SkyKind[] = ['blue', 'golden-hour', 'dusk'];
/** "A few pixels": how far from the drawn sky's edge a pixel may still be touched by the soft edge (under 1 % of width). */
const EDGE = 6;

const photos = new Map<string, RawImage>();
const masks = new Map<string, Uint8Array>();

beforeAll(async () => {
  for (const name of [...EXTERIORS, 'living-room']) photos.set(name, await readRawImage(readPhoto(name)));
  for (const name of EXTERIORS) masks.set(name, await drawnSky(name));
});

async function crop(name: string, [l, t, r, b]: [number, number, number, number]): Promise<RawImage> {
  const photo = readPhoto(name);
  const { width, height } = await sharp(photo).metadata();
  const left = Math.round(l * width);
  const top = Math.round(t * height);
  const cropped = await sharp(photo)
    .extract({ left, top, width: Math.round(r * width) - left, height: Math.round(b * height) - top })
    .toBuffer();
  return readRawImage(cropped);
}

/** The largest change of a channel that a gain on linear light can make to an sRGB byte, plus rounding. */
function tintBound(kind: SkyKind): number {
  const toLinear = (v: number) => (v <= 10 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
  const toByte = (c: number) =>
    255 * (c <= 0.0031308 ? c * 12.92 : 1.055 * Math.min(1, c) ** (1 / 2.4) - 0.055);
  let worst = 0;
  for (const gain of SKY_PALETTES[kind].tint) {
    for (let v = 0; v < 256; v++) worst = Math.max(worst, Math.abs(toByte(toLinear(v) * gain) - v));
  }
  return Math.ceil(worst) + 1;
}

describe('findSky on the real exteriors', () => {
  it.each(EXTERIORS)('%s: the found sky overlaps the drawn sky with IoU ≥ 0.9', (name) => {
    const alpha = findSky(photos.get(name)!);
    const drawn = masks.get(name)!;
    let both = 0;
    let either = 0;
    for (let i = 0; i < alpha.length; i++) {
      const found = alpha[i]! >= 0.5;
      if (found && drawn[i]) both++;
      if (found || drawn[i]) either++;
    }
    expect(both / either).toBeGreaterThanOrEqual(0.9);
  });

  it('finds no sky in the interior, its windows' + "' view out notwithstanding", () => {
    const alpha = findSky(photos.get('living-room')!);
    expect(alpha.reduce((sum, a) => sum + a, 0) / alpha.length).toBeLessThan(0.001);
  });
});

describe('hasSky', () => {
  it('answers no for the interior and yes for the three exteriors', () => {
    expect(hasSky(photos.get('living-room')!)).toBe(false);
    for (const name of EXTERIORS) expect(hasSky(photos.get(name)!)).toBe(true);
  });

  it.each([
    ['palace-roofline', [0, 0.5, 1, 1]],
    ['office-building', [0, 0.2, 0.5, 1]],
    ['brick-houses', [0, 0.3, 1, 1]],
  ] as const)('answers yes for %s cropped to keep only some of its sky (%j)', async (name, box) => {
    expect(hasSky(await crop(name, [...box]))).toBe(true);
  });

  it.each([
    ['palace-roofline', [0.5, 0.55, 1, 1]],
    ['office-building', [0.3, 0.3, 1, 1]],
    ['brick-houses', [0, 0.6, 1, 1]],
  ] as const)('answers no for %s cropped to show no sky (%j)', async (name, box) => {
    expect(hasSky(await crop(name, [...box]))).toBe(false);
  });

  // The living room with its wooden ceiling painted white (pale-tops.ts): neutral, or cool as daylight from the
  // windows makes it, from a dim to an HDR-bright exposure, with and without a lit lamp. Colour and smoothness
  // alone took every cool one, and the neutral one from L 85, for an overcast sky.
  const CEILINGS: Ceiling[] = [70, 95].flatMap((peak) =>
    [
      [0, 0],
      [0, -3],
    ].flatMap((tint) => [false, true].map((lamp) => ({ peak, tint: tint as [number, number], lamp }))),
  );

  it.each(CEILINGS)('answers no for a white ceiling on the top edge (%j)', async (ceiling) => {
    const room = await whiteCeiling(ceiling);
    // The made ceiling is as white as an overcast: pale and nearly colourless.
    const [L, a, b] = meanLabOf(room, (i) => i < 30 * room.width);
    expect(L).toBeGreaterThan(ceiling.peak - 25);
    expect(Math.hypot(a, b)).toBeLessThan(4);
    expect(hasSky(room)).toBe(false);
  });

  it.each([
    ['brick-houses', 80],
    ['brick-houses', 92],
    ['palace-roofline', 80],
    ['palace-roofline', 92],
  ] as const)('answers yes for %s under a white overcast (L %d)', async (name, peak) => {
    const overcast = await overcastSky(name, peak, 0.5);
    const [, a, b] = meanLabOf(overcast, (i) => masks.get(name)![i] === 1);
    expect(Math.hypot(a, b)).toBeLessThan(4);
    expect(hasSky(overcast)).toBe(true);
  });
});

describe('replaceSky on the real exteriors', () => {
  const results = new Map<string, RawImage>();
  beforeAll(async () => {
    for (const name of EXTERIORS) {
      for (const kind of KINDS) results.set(`${name} ${kind}`, await replaceSky(photos.get(name)!, kind));
    }
    // Nine full edits: a few seconds alone, far more on a loaded machine.
  }, 300_000);

  const cases = EXTERIORS.flatMap((name) => KINDS.map((kind) => [name, kind] as const));

  it.each(cases)(
    '%s, %s: away from the sky, no channel changes by more than the named tint',
    (name, kind) => {
      const before = photos.get(name)!;
      const after = results.get(`${name} ${kind}`)!;
      const near = nearSky(masks.get(name)!, before.width, before.height, EDGE);
      let worst = 0;
      for (let i = 0; i < near.length; i++) {
        if (near[i]) continue;
        for (let c = 0; c < 3; c++)
          worst = Math.max(worst, Math.abs(after.data[3 * i + c]! - before.data[3 * i + c]!));
      }
      expect(worst).toBeLessThanOrEqual(tintBound(kind));
      // The tint is there, not nothing: subtle, but the rest takes the new sky's light.
      expect(worst).toBeGreaterThan(0);
    },
  );

  const skyColours = (name: string, kind: SkyKind) =>
    skyThirds(results.get(`${name} ${kind}`)!, masks.get(name)!, EDGE);

  it.each(EXTERIORS)('%s: the blue sky is a clear blue, deeper at the top', (name) => {
    const { top, bottom } = skyColours(name, 'blue');
    expect(top.b).toBeLessThan(-30);
    expect(bottom.b).toBeLessThan(-10);
    expect(Math.abs(top.a)).toBeLessThan(20);
    expect(top.L).toBeLessThan(bottom.L - 5);
  });

  it.each(EXTERIORS)('%s: the golden-hour sky is warm gold low down and paler above', (name) => {
    const { bottom, all } = skyColours(name, 'golden-hour');
    expect(bottom.b).toBeGreaterThan(25);
    expect(bottom.a).toBeGreaterThan(0);
    expect(bottom.L).toBeGreaterThan(70);
    expect(all.b).toBeGreaterThan(5);
  });

  it.each(EXTERIORS)('%s: the dusk sky is a deep evening blue above a warm afterglow', (name) => {
    const { top, bottom, all } = skyColours(name, 'dusk');
    expect(top.L).toBeLessThan(35);
    expect(top.b).toBeLessThan(-20);
    expect(bottom.a).toBeGreaterThan(top.a);
    expect(bottom.L).toBeGreaterThan(top.L + 10);
    expect(all.L).toBeLessThan(55);
  });

  it.each(cases)('%s, %s: the new sky is drawn, not flat: it varies along each row', (name, kind) => {
    const image = results.get(`${name} ${kind}`)!;
    const drawn = masks.get(name)!;
    const { width } = image;
    const lab = toLab(image);
    // The spread of lightness along rows of open sky, averaged: a flat gradient has none but dither.
    let spread = 0;
    let rows = 0;
    for (let y = 0; y < image.height; y++) {
      const values: number[] = [];
      for (let x = 0; x < width; x++) if (drawn[y * width + x]) values.push(lab.L[y * width + x]!);
      if (values.length < 40) continue;
      values.sort((a, b) => a - b);
      spread += values[Math.floor(values.length * 0.95)]! - values[Math.floor(values.length * 0.05)]!;
      rows++;
    }
    expect(rows).toBeGreaterThan(0);
    expect(spread / rows).toBeGreaterThan(1);
  });
});
