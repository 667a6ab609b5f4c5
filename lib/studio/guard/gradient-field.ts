import type { GradientField, WorkingImage } from './guard-types.ts';

// Read once, not per pixel: see lib/studio/engines/local/box-blur.ts.
const { sqrt } = Math;

/**
 * Sobel gradient after a 3×3 binomial blur, both folded into one pass, of whichever of red, green and blue changes
 * most at each pixel: a yellow wall and a grey stone frame can have one lightness, and a window's frame must not
 * vanish because of that. Scaled so that a clean step between two levels a and b gives about |a − b| / 2.
 */
export function gradientField(image: WorkingImage): GradientField {
  const { width, height, data } = image;
  const size = width * height;
  const gx = new Float32Array(size);
  const gy = new Float32Array(size);
  const strength = new Float32Array(size);
  const plane = new Float32Array(size);
  const across = new Float32Array(size);
  const blurred = new Float32Array(size);
  for (let c = 0; c < 3; c++) {
    for (let i = 0; i < size; i++) plane[i] = data[i * 3 + c]!;
    // The binomial blur, separably: [1 2 1] along rows, then down columns (edges clamped).
    for (let y = 0; y < height; y++) {
      const row = y * width;
      for (let x = 0; x < width; x++) {
        const l = x > 0 ? x - 1 : 0;
        const r = x < width - 1 ? x + 1 : x;
        across[row + x] = plane[row + l]! + 2 * plane[row + x]! + plane[row + r]!;
      }
    }
    for (let y = 0; y < height; y++) {
      const up = (y > 0 ? y - 1 : 0) * width;
      const row = y * width;
      const down = (y < height - 1 ? y + 1 : y) * width;
      for (let x = 0; x < width; x++)
        blurred[row + x] = (across[up + x]! + 2 * across[row + x]! + across[down + x]!) / 16;
    }
    for (let y = 1; y < height - 1; y++) {
      const up = (y - 1) * width;
      const row = y * width;
      const down = (y + 1) * width;
      for (let x = 1; x < width - 1; x++) {
        const a = blurred[up + x - 1]!;
        const b = blurred[up + x]!;
        const cc = blurred[up + x + 1]!;
        const d = blurred[row + x - 1]!;
        const f = blurred[row + x + 1]!;
        const g = blurred[down + x - 1]!;
        const h = blurred[down + x]!;
        const k = blurred[down + x + 1]!;
        const sx = (cc + 2 * f + k - a - 2 * d - g) / 8;
        const sy = (g + 2 * h + k - a - 2 * b - cc) / 8;
        const m = sx * sx + sy * sy;
        if (m <= strength[row + x]!) continue;
        gx[row + x] = sx;
        gy[row + x] = sy;
        strength[row + x] = m;
      }
    }
  }
  const magnitude = strength;
  for (let i = 0; i < size; i++) magnitude[i] = sqrt(strength[i]!);
  return { width, height, gx, gy, magnitude };
}
