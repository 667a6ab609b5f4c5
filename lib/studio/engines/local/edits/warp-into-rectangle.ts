import type { RawImage } from '../raw-image';
import type { Homography } from './homography';
import type { InnerRectangle } from './largest-inner-rectangle';

// Read once, not per pixel: see ../box-blur.ts.
const { floor, max, min, round } = Math;

/**
 * The picture warped by `toWarped` and the rectangle `inside` of the warped picture scaled back to the picture's
 * size, in one resampling (bilinear): each output pixel is traced back through the inverse homography. Pixel
 * coordinates are of pixel edges: pixel i covers [i, i + 1).
 */
export function warpIntoRectangle(image: RawImage, fromWarped: Homography, inside: InnerRectangle): RawImage {
  const { width, height, data } = image;
  const out = new Uint8Array(data.length);
  const [a, b, c, d, e, f, g, h, k] = fromWarped as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const { left, top, scale } = inside;
  for (let v = 0; v < height; v++) {
    const wy = top + (v + 0.5) * scale;
    for (let u = 0; u < width; u++) {
      const wx = left + (u + 0.5) * scale;
      const w = g * wx + h * wy + k;
      // Back to pixel centres, kept inside the picture against rounding at the rectangle's very edge.
      const sx = min(width - 1, max(0, (a * wx + b * wy + c) / w - 0.5));
      const sy = min(height - 1, max(0, (d * wx + e * wy + f) / w - 0.5));
      const x0 = floor(sx);
      const y0 = floor(sy);
      const x1 = min(width - 1, x0 + 1);
      const y1 = min(height - 1, y0 + 1);
      const fx = sx - x0;
      const fy = sy - y0;
      const p00 = (y0 * width + x0) * 3;
      const p10 = (y0 * width + x1) * 3;
      const p01 = (y1 * width + x0) * 3;
      const p11 = (y1 * width + x1) * 3;
      const o = (v * width + u) * 3;
      for (let ch = 0; ch < 3; ch++) {
        const top0 = data[p00 + ch]! + (data[p10 + ch]! - data[p00 + ch]!) * fx;
        const bottom0 = data[p01 + ch]! + (data[p11 + ch]! - data[p01 + ch]!) * fx;
        out[o + ch] = round(top0 + (bottom0 - top0) * fy);
      }
    }
  }
  return { width, height, data: out };
}
