// PLACEHOLDER: replaced by the algorithm helper's file on merge
import type { RawImage } from '../raw-image';

/** Smooth, low-saturation pixels in the upper two thirds: the crude look of painted walls (255), else 0. */
export function findWalls({ data, width, height }: RawImage): Uint8Array {
  const walls = new Uint8Array(width * height);
  const bottom = Math.round(height * 0.67);
  for (let y = 1; y < bottom; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = (y * width + x) * 3;
      const r = data[i]!;
      const g = data[i + 1]!;
      const b = data[i + 2]!;
      const flat = Math.abs(r - data[i - 3]!) + Math.abs(r - data[i - width * 3]!) < 12;
      if (flat && Math.max(r, g, b) - Math.min(r, g, b) < 40 && r + g + b > 150) walls[y * width + x] = 255;
    }
  }
  return walls;
}

/** Walls found: at least a tenth of the photo. */
export function hasWalls(image: RawImage): boolean {
  const walls = findWalls(image);
  let count = 0;
  for (let i = 0; i < walls.length; i++) if (walls[i]) count++;
  return count >= 0.1 * walls.length;
}
