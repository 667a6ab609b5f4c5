import sharp from 'sharp';
import { boxBlur } from '../engines/local/box-blur.ts';
import { featherBand } from './feather-band.ts';
import { readBrushed } from './read-brushed.ts';

// Read once, not per pixel: see lib/studio/engines/local/box-blur.ts.
const { max, min, round } = Math;

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
  const brushedAll = await readBrushed(mask, width, height);
  // Only the brushed area's box, grown by the band, can differ from the original: the rest is never touched.
  let left = width;
  let top = height;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      if (!brushedAll[row + x]) continue;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      bottom = y;
    }
  }
  const out = Buffer.from(original.data);
  if (right < 0) return encodePng(out, width, height);
  const band = featherBand(width, height);
  left = max(0, left - band);
  top = max(0, top - band);
  right = min(width - 1, right + band);
  bottom = min(height - 1, bottom + band);
  const w = right - left + 1;
  const h = bottom - top + 1;
  const brushed = new Uint8Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) brushed[y * w + x] = brushedAll[(top + y) * width + left + x]!;
  const region = dilate(brushed, w, h, band);
  const half = dilate(brushed, w, h, max(1, round(band / 2)));
  const soft = new Float32Array(half.length);
  for (let i = 0; i < half.length; i++) soft[i] = half[i]!;
  const radius = max(1, round(band / 4));
  const eased = boxBlur(boxBlur(soft, w, h, radius), w, h, radius);
  const drawn = await sharp(output).removeAlpha().toColourspace('srgb').raw().toBuffer();
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      if (!region[i]) continue;
      const alpha = brushed[i] ? 1 : eased[i]!;
      const k = ((top + y) * width + left + x) * 3;
      for (let c = 0; c < 3; c++) out[k + c] = round(out[k + c]! + alpha * (drawn[k + c]! - out[k + c]!));
    }
  }
  return encodePng(out, width, height);
}

/** Lossless, and quick to write: a 2048-px photo at the default level took longer than the whole check. */
function encodePng(pixels: Buffer, width: number, height: number): Promise<Buffer> {
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 2 })
    .toBuffer();
}
