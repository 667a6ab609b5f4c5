import sharp from 'sharp';
import { boxBlur } from '../engines/local/box-blur.ts';

// Read once, not per pixel: see lib/studio/engines/local/box-blur.ts.
const { max, round } = Math;

/** Grows a binary image by `radius` pixels (a square, by two separable running-count passes). */
function dilate(source: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  const rows = new Uint8Array(source.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let inside = 0;
    for (let x = 0; x < radius && x < width; x++) inside += source[row + x]!;
    for (let x = 0; x < width; x++) {
      if (x + radius < width) inside += source[row + x + radius]!;
      if (x - radius - 1 >= 0) inside -= source[row + x - radius - 1]!;
      rows[row + x] = inside > 0 ? 1 : 0;
    }
  }
  const out = new Uint8Array(source.length);
  for (let x = 0; x < width; x++) {
    let inside = 0;
    for (let y = 0; y < radius && y < height; y++) inside += rows[y * width + x]!;
    for (let y = 0; y < height; y++) {
      if (y + radius < height) inside += rows[(y + radius) * width + x]!;
      if (y - radius - 1 >= 0) inside -= rows[(y - radius - 1) * width + x]!;
      out[y * width + x] = inside > 0 ? 1 : 0;
    }
  }
  return out;
}

/** How far past the brushed area a masked tool's pixels may reach, eased out: a few pixels, more on large photos. */
export const featherBand = (width: number, height: number) => max(3, round(max(width, height) * 0.004));

/**
 * What a masked tool stores: the output inside the brushed area, eased into the original over a band of a few
 * pixels, and beyond that band the original photo's own pixels, whatever the model drew there. Both pictures are
 * RGB at the original's size; the mask (white = brushed) is read at that size too. A PNG, so that what is outside
 * stays the original to the bit rather than to a JPEG's rounding.
 */
export async function compositeOutsideMask(
  original: { width: number; height: number; data: Buffer },
  output: Buffer,
  mask: Buffer,
): Promise<Buffer> {
  const { width, height } = original;
  const grey = await sharp(mask).resize(width, height, { fit: 'cover' }).greyscale().raw().toBuffer();
  const brushed = new Uint8Array(width * height);
  for (let i = 0; i < brushed.length; i++) brushed[i] = grey[i]! >= 128 ? 1 : 0;
  const band = featherBand(width, height);
  const region = dilate(brushed, width, height, band);
  const half = dilate(brushed, width, height, max(1, round(band / 2)));
  const soft = new Float32Array(half.length);
  for (let i = 0; i < half.length; i++) soft[i] = half[i]!;
  const radius = max(1, round(band / 4));
  const eased = boxBlur(boxBlur(soft, width, height, radius), width, height, radius);
  const drawn = await sharp(output).removeAlpha().toColourspace('srgb').raw().toBuffer();
  const out = Buffer.from(original.data);
  for (let i = 0; i < brushed.length; i++) {
    if (!region[i]) continue;
    const alpha = brushed[i] ? 1 : eased[i]!;
    for (let c = 0; c < 3; c++) {
      const k = i * 3 + c;
      out[k] = round(original.data[k]! + alpha * (drawn[k]! - original.data[k]!));
    }
  }
  return sharp(out, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 6 })
    .toBuffer();
}
