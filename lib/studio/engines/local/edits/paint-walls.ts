// PLACEHOLDER: replaced by the algorithm helper's file on merge
import type { RawImage } from '../raw-image';
import type { Mask } from '../read-mask';
import { findWalls } from './find-walls';

/** The walls (or the brushed area) tinted toward the colour, keeping each pixel's lightness ratio. */
export function paintWalls(image: RawImage, color: string, mask: Mask | null): RawImage {
  const target = [1, 3, 5].map((at) => parseInt(color.slice(at, at + 2), 16));
  const walls = mask ? null : findWalls(image);
  const out = image.data.slice();
  for (let p = 0; p < image.width * image.height; p++) {
    const a = mask ? mask.alpha[p]! : walls![p]! / 255;
    if (a === 0) continue;
    const i = p * 3;
    const light = (out[i]! + out[i + 1]! + out[i + 2]!) / 3 / 200;
    for (let c = 0; c < 3; c++)
      out[i + c] = Math.round(out[i + c]! * (1 - a) + Math.min(255, target[c]! * light) * a);
  }
  return { ...image, data: out };
}
