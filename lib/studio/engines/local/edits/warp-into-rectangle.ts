import type { RawImage } from '../raw-image';
import type { Homography } from './homography';
import type { InnerRectangle } from './largest-inner-rectangle';

// Read once, not per pixel: see ../box-blur.ts.
const { floor, max, min, round } = Math;

/** Keys' cubic convolution weights (a = −0.5) of the four taps round a position `t` (0–1) past the second one. */
function cubicWeights(t: number, into: Float64Array): void {
  const t2 = t * t;
  const t3 = t2 * t;
  into[0] = -0.5 * t3 + t2 - 0.5 * t;
  into[1] = 1.5 * t3 - 2.5 * t2 + 1;
  into[2] = -1.5 * t3 + 2 * t2 + 0.5 * t;
  into[3] = 0.5 * t3 - 0.5 * t2;
}

/**
 * The picture warped by `toWarped` and the rectangle `inside` of the warped picture scaled back to the picture's
 * size, in one resampling: each output pixel is traced back through the inverse homography and drawn from the 4 × 4
 * pixels round it by cubic convolution. Bilinear weights soften an edge the crop enlarges into a ramp whose
 * direction wavers from pixel to pixel, and the straightened lines, measured again, lean by that noise. Pixel
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
  const across = new Float64Array(4);
  const down = new Float64Array(4);
  const columns = new Int32Array(4);
  const rows = new Int32Array(4);
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
      cubicWeights(sx - x0, across);
      cubicWeights(sy - y0, down);
      for (let i = 0; i < 4; i++) {
        columns[i] = min(width - 1, max(0, x0 - 1 + i)) * 3;
        rows[i] = min(height - 1, max(0, y0 - 1 + i)) * width * 3;
      }
      const o = (v * width + u) * 3;
      for (let ch = 0; ch < 3; ch++) {
        let sum = 0;
        for (let j = 0; j < 4; j++) {
          const row = rows[j]! + ch;
          sum +=
            down[j]! *
            (across[0]! * data[row + columns[0]!]! +
              across[1]! * data[row + columns[1]!]! +
              across[2]! * data[row + columns[2]!]! +
              across[3]! * data[row + columns[3]!]!);
        }
        out[o + ch] = sum <= 0 ? 0 : sum >= 255 ? 255 : round(sum);
      }
    }
  }
  return { width, height, data: out };
}
