import sharp from 'sharp';
import { EngineError } from '../render-engine';
import { boxBlur } from './box-blur';

// Read once, not per pixel: see box-blur.ts.
const { ceil, floor, max, min, round } = Math;

export type Box = { left: number; top: number; right: number; bottom: number };

export type Mask = {
  width: number;
  height: number;
  /**
   * 1 where the engine may change pixels: the brushed area grown by a few pixels, because a brush stroke rarely
   * covers an object's soft edge and shadow. Every pixel outside it is left exactly as it was.
   */
  region: Uint8Array;
  /** Blend weight 0–1: 1 inside the brushed area, easing to 0 at the region's rim, 0 outside it. */
  alpha: Float32Array;
  /** The region's bounding box (right and bottom exclusive). */
  box: Box;
};

/** Grows a binary image by `radius` pixels (square structuring element, two separable running-max passes). */
function dilate(source: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  const rows = new Uint8Array(source.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const from = max(0, x - radius);
      const to = min(width - 1, x + radius);
      for (let i = from; i <= to; i++) {
        if (source[row + i]) {
          rows[row + x] = 1;
          break;
        }
      }
    }
  }
  const out = new Uint8Array(source.length);
  for (let x = 0; x < width; x++) {
    for (let y = 0; y < height; y++) {
      const from = max(0, y - radius);
      const to = min(height - 1, y + radius);
      for (let i = from; i <= to; i++) {
        if (rows[i * width + x]) {
          out[y * width + x] = 1;
          break;
        }
      }
    }
  }
  return out;
}

/**
 * The uploaded mask (white = brushed) as a region of the photo's own pixel grid. The mask has the photo's aspect
 * ratio but may have been drawn on a smaller or larger canvas, so it is stretched to the photo's exact size.
 */
export async function readMask(mask: Buffer, width: number, height: number): Promise<Mask> {
  const grey = await sharp(mask).resize(width, height, { fit: 'fill' }).greyscale().raw().toBuffer();
  const brushed = new Uint8Array(width * height);
  let count = 0;
  for (let i = 0; i < brushed.length; i++) {
    if (grey[i]! >= 128) {
      brushed[i] = 1;
      count++;
    }
  }
  // A stray speck from JPEG noise is not a brush stroke.
  if (count < max(16, brushed.length * 0.0001)) throw new EngineError('mask_empty');

  const grow = max(2, round(max(width, height) * 0.008));
  const region = dilate(brushed, width, height, grow);
  // Feather from a half-grown edge with a blur whose reach (two passes of grow/4) ends inside the region.
  const half = dilate(brushed, width, height, ceil(grow / 2));
  const soft = new Float32Array(half.length);
  for (let i = 0; i < half.length; i++) soft[i] = half[i]!;
  const blurRadius = max(1, floor(grow / 4));
  const feathered = boxBlur(boxBlur(soft, width, height, blurRadius), width, height, blurRadius);

  const alpha = new Float32Array(region.length);
  const box: Box = { left: width, top: height, right: 0, bottom: 0 };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (!region[i]) continue;
      alpha[i] = brushed[i] ? 1 : feathered[i]!;
      box.left = min(box.left, x);
      box.top = min(box.top, y);
      box.right = max(box.right, x + 1);
      box.bottom = max(box.bottom, y + 1);
    }
  }
  return { width, height, region, alpha, box };
}
