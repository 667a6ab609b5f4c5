import { describe, expect, it } from '@jest/globals';
import { enhance } from '@/lib/studio/engines/local/edits/enhance';
import { toLab } from '@/lib/studio/engines/local/lab';
import type { RawImage } from '@/lib/studio/engines/local/raw-image';
import { type Box, PHOTOS, type Photo, decode, readPhoto } from '../fixtures/images/photos/photo-edits';

const { abs, hypot, max, min, round, sqrt } = Math;

/** A copy of the photo with each byte mapped (channel 0, 1, 2: red, green, blue), as a camera or a scan got it. */
function degraded(photo: RawImage, map: (value: number, channel: number) => number): RawImage {
  const data = new Uint8Array(photo.data.length);
  for (let i = 0; i < data.length; i++) data[i] = min(255, max(0, round(map(photo.data[i]!, i % 3))));
  return { ...photo, data };
}

const DEGRADED = {
  /** Under-exposed: every level at 45 %. */
  darkened: (v: number) => v * 0.45,
  /** A tungsten-like cast: blue at 70 %, green at 90 %. */
  warmCast: (v: number, c: number) => v * [1, 0.9, 0.7][c]!,
  /** A shade-like cast: red at 78 %, green at 92 %. */
  coolCast: (v: number, c: number) => v * [0.78, 0.92, 1][c]!,
  /** Washed out (haze, a flat scan): half the contrast about a light grey. */
  flat: (v: number) => 64 + v * 0.5,
};

/** Exposure (mean L*), grey world (mean a*, b*) and contrast (spread of L*). */
function measure(image: RawImage) {
  const { L, a, b } = toLab(image);
  let sumL = 0;
  let sumA = 0;
  let sumB = 0;
  let sumLL = 0;
  for (let i = 0; i < L.length; i++) {
    sumL += L[i]!;
    sumA += a[i]!;
    sumB += b[i]!;
    sumLL += L[i]! * L[i]!;
  }
  const n = L.length;
  return { L: sumL / n, a: sumA / n, b: sumB / n, spread: sqrt(sumLL / n - (sumL / n) ** 2), lightness: L };
}

type Measured = ReturnType<typeof measure>;
const exposureGap = (p: Measured, q: Measured) => abs(p.L - q.L);
const greyGap = (p: Measured, q: Measured) => hypot(p.a - q.a, p.b - q.b);

/** The share of a box's pixels with a channel at 255: clipped, detail gone. */
function clippedShare({ data, width, height }: RawImage, [l, t, r, b]: Box): number {
  let clipped = 0;
  let count = 0;
  for (let y = round(t * height); y < round(b * height); y++)
    for (let x = round(l * width); x < round(r * width); x++) {
      const i = (y * width + x) * 3;
      count++;
      if (data[i] === 255 || data[i + 1] === 255 || data[i + 2] === 255) clipped++;
    }
  return clipped / count;
}

function correlation(p: Float32Array, q: Float32Array): number {
  let sp = 0;
  let sq = 0;
  for (let i = 0; i < p.length; i++) {
    sp += p[i]!;
    sq += q[i]!;
  }
  const [mp, mq] = [sp / p.length, sq / q.length];
  let pq = 0;
  let pp = 0;
  let qq = 0;
  for (let i = 0; i < p.length; i++) {
    pq += (p[i]! - mp) * (q[i]! - mq);
    pp += (p[i]! - mp) ** 2;
    qq += (q[i]! - mq) ** 2;
  }
  return pq / sqrt(pp * qq);
}

/** Where the largest near-grey surface is coloured: a grey-pixel balance cannot tell it from a cast. */
const PALE_WALL_FILLS_THE_VIEW = ['palace-roofline'];

/**
 * Photos flat in themselves (a washed-out snapshot): the edit gives them more contrast than they had, so a flat copy
 * is measured against the edit of the photo, not the photo.
 */
const FLAT_ALREADY = ['kitchen'];

/** The bright parts that must keep their detail: the windows (the room's are bright, lit from outside) or the sky. */
const brightBoxes = (photo: Photo): Box[] => [...photo.windows, ...(photo.sky ? [photo.sky] : [])];

describe.each(PHOTOS)('enhance on $name', (photo: Photo) => {
  const load = async () => {
    const raw = await decode(readPhoto(photo.name));
    return { ...raw, data: new Uint8Array(raw.data) };
  };

  it('does not wreck the photo itself: same picture, exposure and colour within an edit, nothing clipped', async () => {
    const original = await load();
    const output = enhance(original);
    const [before, after] = [measure(original), measure(output)];
    expect([output.width, output.height]).toEqual([original.width, original.height]);
    expect(correlation(before.lightness, after.lightness)).toBeGreaterThan(0.9);
    expect(exposureGap(before, after)).toBeLessThan(15);
    expect(greyGap(before, after)).toBeLessThan(12);
    expect(clippedShare(output, [0, 0, 1, 1])).toBeLessThanOrEqual(
      clippedShare(original, [0, 0, 1, 1]) + 0.001,
    );
  });

  it('brings a darkened copy back toward the photo’s exposure', async () => {
    const original = await load();
    const copy = degraded(original, DEGRADED.darkened);
    const [target, input, output] = [measure(original), measure(copy), measure(enhance(copy))];
    expect(exposureGap(output, target)).toBeLessThan(exposureGap(input, target));
  });

  it.each(['warmCast', 'coolCast'] as const)(
    'takes most of a %s out (grey world nearer the photo’s)',
    async (cast) => {
      const original = await load();
      const copy = degraded(original, DEGRADED[cast]);
      const [target, input, output] = [measure(original), measure(copy), measure(enhance(copy))];
      // What the edit does to the photo itself: a cast copy is taken to nearly where the photo is taken.
      const own = measure(enhance(original));
      expect(greyGap(output, own)).toBeLessThan(0.6 * greyGap(input, target));
      // The palace's pale yellow façade fills the photo and is taken partly for a warm light (the edit moves the
      // photo itself 11 units bluer): there the cast is measured against the edit of the photo only.
      if (!PALE_WALL_FILLS_THE_VIEW.includes(photo.name))
        expect(greyGap(output, target)).toBeLessThan(0.7 * greyGap(input, target));
    },
  );

  it('gives a flat copy its contrast back', async () => {
    const original = await load();
    const copy = degraded(original, DEGRADED.flat);
    const [target, input, output] = [measure(original), measure(copy), measure(enhance(copy))];
    const aim = FLAT_ALREADY.includes(photo.name) ? measure(enhance(original)) : target;
    expect(abs(output.spread - aim.spread)).toBeLessThan(0.5 * abs(input.spread - target.spread));
  });

  it.each([['photo'], ...Object.keys(DEGRADED).map((name) => [name])])(
    'clips no bright detail (windows, sky) that the %s had',
    async (name) => {
      const original = await load();
      const input = name === 'photo' ? original : degraded(original, DEGRADED[name as keyof typeof DEGRADED]);
      const output = enhance(input);
      for (const box of brightBoxes(photo))
        expect(clippedShare(output, box)).toBeLessThanOrEqual(clippedShare(input, box) + 0.002);
    },
  );
});

it('has bright windows to check in the room (the clipping checks are not empty)', async () => {
  const room = PHOTOS.find((photo) => photo.name === 'living-room')!;
  const raw = await decode(readPhoto(room.name));
  const image = { ...raw, data: new Uint8Array(raw.data) };
  expect(clippedShare(image, room.windows[0]!)).toBeGreaterThan(0.005);
});
