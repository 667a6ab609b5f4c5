import { describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { straighten } from '@/lib/studio/engines/local/edits/straighten';
import type { RawImage } from '@/lib/studio/engines/local/raw-image';
import { cameraTilted, medianVerticalTilt } from '../fixtures/images/photos/camera-tilt';
import { PHOTOS, type Raw, decode, readPhoto } from '../fixtures/images/photos/photo-edits';

const asRaw = (image: RawImage): Raw => ({ ...image, data: Buffer.from(image.data) });
const asImage = (raw: Raw): RawImage => ({ ...raw, data: new Uint8Array(raw.data) });

/**
 * The corners whose 4 × 4 pixels are all black: what a warp leaves where it had no picture (a photo's own dark
 * corner, a tree's shadow, has some light in it at that size).
 */
function emptyCorners({ data, width, height }: RawImage): number {
  return [
    [0, 0],
    [width - 4, 0],
    [0, height - 4],
    [width - 4, height - 4],
  ].filter(([x0, y0]) => {
    for (let y = y0!; y < y0! + 4; y++)
      for (let x = x0!; x < x0! + 4; x++) {
        const i = (y * width + x) * 3;
        if (Math.max(data[i]!, data[i + 1]!, data[i + 2]!) > 2) return false;
      }
    return true;
  }).length;
}

const meanDifference = (a: RawImage, b: RawImage) => {
  let sum = 0;
  for (let i = 0; i < a.data.length; i++) sum += Math.abs(a.data[i]! - b.data[i]!);
  return sum / a.data.length;
};

// The façade photo is taken looking steeply up at a tower: beyond what the tool corrects (a deliberate view), it
// is checked below to come back as it is. The kitchen (480 px) is left out: it already looks down about 10°, so its
// copies are 13–20° from level and the crop that levels them cuts off a third of its lines (the top shelf, the left
// cupboard), which the lines check below rightly counts as lost; and made from level instead, half the length of
// its near-vertical lines at that size is not uprights (a towel's folds at 6°, curved shelf brackets at 4°, a cooker
// standing 1.3° askew), so the median lands on them while its uprights come out within 0.3°.
const TILTED = PHOTOS.filter((photo) => !['palace-roofline', 'kitchen'].includes(photo.name));
/**
 * Camera tilts (degrees, the way each photo already leans: the room is shot looking down, the houses and the office
 * looking up) and rolls (degrees) the copies are made with.
 */
const TILTS: [number, number][] = [
  [3, 1],
  [6, -2],
  [8, -1],
  [10, 3],
];
const LOOKING_DOWN = ['living-room'];
/** The photo as a 1/8 thumbnail: a crop of a percent or two, or a resampling, barely changes it. */
async function thumbnail({ data, width, height }: RawImage): Promise<RawImage> {
  const small = await sharp(data, { raw: { width, height, channels: 3 } })
    .resize(Math.round(width / 8), Math.round(height / 8))
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(small.data), width: small.info.width, height: small.info.height };
}

describe.each(TILTED)('straighten on $name', ({ name }) => {
  const look = LOOKING_DOWN.includes(name) ? -1 : 1;

  it.each(TILTS)(
    'makes the verticals of a copy tilted by %p° with a roll of %p° vertical (median lean ≤ 0.5°)',
    async (pitch, roll) => {
      const tilted = cameraTilted(await decode(readPhoto(name)), look * pitch, roll);
      const before = medianVerticalTilt(tilted);
      const output = await straighten(asImage(tilted));
      const after = medianVerticalTilt(asRaw(output));
      expect([output.width, output.height]).toEqual([tilted.width, tilted.height]);
      expect(before.tilt).toBeGreaterThan(1);
      expect(after.tilt).toBeLessThanOrEqual(0.5);
      // Measured on as many lines as before: the lean is not low because the lines were lost.
      expect(after.lines).toBeGreaterThanOrEqual(0.7 * before.lines);
      // Cropped to picture: nothing black in the corners (largest-inner-rectangle.test.ts checks the geometry).
      expect(emptyCorners(output)).toBe(0);
    },
    60_000,
  );

  it.each(TILTS)(
    'leaves a straightened photo (nearly) as it is (tilt %p°, roll %p°)',
    async (pitch, roll) => {
      const once = await straighten(asImage(cameraTilted(await decode(readPhoto(name)), look * pitch, roll)));
      const twice = await straighten(once);
      expect([twice.width, twice.height]).toEqual([once.width, once.height]);
      expect(meanDifference(await thumbnail(once), await thumbnail(twice))).toBeLessThan(2.5);
    },
    60_000,
  );
});

describe('straighten on a photo taken tilted', () => {
  // The kitchen as photographed looks down about 10°: a real camera tilt rather than a made one, judged on the
  // same measure (its made copies are left out above, for the reasons given there).
  it('makes the verticals of the kitchen vertical (median lean ≤ 0.5°) on as many lines', async () => {
    const kitchen = await decode(readPhoto('kitchen'));
    const before = medianVerticalTilt(kitchen);
    const output = await straighten(asImage(kitchen));
    const after = medianVerticalTilt(asRaw(output));
    expect(before.tilt).toBeGreaterThan(1);
    expect(after.tilt).toBeLessThanOrEqual(0.5);
    expect(after.lines).toBeGreaterThanOrEqual(0.7 * before.lines);
    expect(emptyCorners(output)).toBe(0);
  }, 60_000);
});

describe('straighten, left alone', () => {
  it('returns a view beyond its correction (looking steeply up at a tower) unchanged', async () => {
    const photo = asImage(await decode(readPhoto('palace-roofline')));
    expect(await straighten(photo)).toBe(photo);
  });

  it('returns a photo with no usable vertical lines (sky and clouds) unchanged', async () => {
    const palace = await decode(readPhoto('palace-roofline'));
    const width = Math.round(palace.width * 0.4);
    const height = Math.round(palace.height * 0.5);
    const data = new Uint8Array(width * height * 3);
    for (let y = 0; y < height; y++)
      data.set(palace.data.subarray(y * palace.width * 3, (y * palace.width + width) * 3), y * width * 3);
    const sky = { width, height, data };
    expect(await straighten(sky)).toBe(sky);
  });
});
