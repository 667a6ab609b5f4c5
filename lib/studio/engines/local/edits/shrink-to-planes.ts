import type { RawImage } from '../raw-image';

// Read once, not per pixel: see ../box-blur.ts.
const { ceil, floor, max, min, round } = Math;

/** A photo's red, green and blue as planes of 0–1, at a size of its own choosing. */
export type RgbPlanes = { r: Float32Array; g: Float32Array; b: Float32Array; width: number; height: number };

/**
 * The photo shrunk so its long side is at most `longSide`, each pixel the mean of the source pixels it covers (area
 * averaging also smooths away grain and JPEG noise), synchronously: the sky tools run on one thread, without sharp.
 */
export function shrinkToPlanes(image: RawImage, longSide: number): RgbPlanes {
  const { data, width, height } = image;
  const scale = min(1, longSide / max(width, height));
  const w = max(1, round(width * scale));
  const h = max(1, round(height * scale));
  const r = new Float32Array(w * h);
  const g = new Float32Array(w * h);
  const b = new Float32Array(w * h);
  const sx = width / w;
  const sy = height / h;
  for (let y = 0; y < h; y++) {
    const ya = floor(y * sy);
    const yb = max(ya + 1, min(height, ceil((y + 1) * sy - 1e-6)));
    for (let x = 0; x < w; x++) {
      const xa = floor(x * sx);
      const xb = max(xa + 1, min(width, ceil((x + 1) * sx - 1e-6)));
      let sr = 0;
      let sg = 0;
      let sb = 0;
      for (let yy = ya; yy < yb; yy++) {
        for (let xx = xa, p = 3 * (yy * width + xa); xx < xb; xx++, p += 3) {
          sr += data[p]!;
          sg += data[p + 1]!;
          sb += data[p + 2]!;
        }
      }
      const n = 255 * (yb - ya) * (xb - xa);
      const i = y * w + x;
      r[i] = sr / n;
      g[i] = sg / n;
      b[i] = sb / n;
    }
  }
  return { r, g, b, width: w, height: h };
}
