// PLACEHOLDER: replaced by the algorithm helper's file on merge
import type { RawImage } from '../raw-image';
import { photoKind } from './photo-kind';

/** Bright, bluish or grey-white pixels with little texture: the crude look of a sky. */
function skyLike(data: Uint8Array, i: number): boolean {
  const r = data[i]!;
  const g = data[i + 1]!;
  const b = data[i + 2]!;
  const bright = r + g + b > 480;
  return (b > r + 10 && b > 120) || (bright && Math.max(r, g, b) - Math.min(r, g, b) < 30);
}

/** Sky alpha per pixel: 1 for sky-like pixels connected to the top row by sky-like pixels above them. */
export function findSky({ data, width, height }: RawImage): Float32Array {
  const alpha = new Float32Array(width * height);
  for (let x = 0; x < width; x++) {
    for (let y = 0; y < height; y++) {
      if (!skyLike(data, (y * width + x) * 3)) break;
      alpha[y * width + x] = 1;
    }
  }
  return alpha;
}

/**
 * A sky in view: an exterior (photoKind) where at least a fifth of the top tenth of the photo reads as sky from its
 * top edge (a bright ceiling is no sky).
 */
export function hasSky(image: RawImage): boolean {
  if (photoKind(image) !== 'exterior') return false;
  const band = Math.max(1, Math.round(image.height / 10));
  const alpha = findSky(image);
  let sky = 0;
  for (let i = 0; i < band * image.width; i++) sky += alpha[i]!;
  return sky >= 0.2 * band * image.width;
}
