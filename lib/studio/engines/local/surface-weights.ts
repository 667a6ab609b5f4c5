import { filterBlobs, morph } from './binary-map';
import { boxBlur } from './box-blur';
import type { RawImage } from './raw-image';
import type { Mask } from './read-mask';
import { surfaceColour } from './surface-colour';

// Read once, not per pixel: see box-blur.ts.
const { max, min, round } = Math;

/**
 * How much each brushed pixel is the brushed surface itself (1) rather than something standing on it (0): pixels
 * far from the surface's robust colour model (see surfaceColour) are objects. Thin lines and specks (seams, grout,
 * handles) count as surface; object blobs are grown by a pixel and feathered so their edges are not left with a
 * fringe of new material.
 */
export function surfaceWeights(image: RawImage, mask: Mask): Float32Array {
  const { width, height } = image;
  const { box, region } = mask;
  const weights = new Float32Array(width * height);
  const isSurface = surfaceColour(image, box, (i) => mask.alpha[i] === 1);
  if (!isSurface) {
    for (let i = 0; i < weights.length; i++) if (region[i]) weights[i] = 1;
    return weights;
  }
  let objects = new Uint8Array(width * height);
  let brushed = 0;
  for (let y = box.top; y < box.bottom; y++) {
    for (let x = box.left; x < box.right; x++) {
      const i = y * width + x;
      if (!region[i]) continue;
      brushed++;
      if (!isSurface(i)) objects[i] = 1;
    }
  }
  const thin = max(1, round(max(width, height) * 0.002));
  objects = morph(morph(objects, width, box, thin, false), width, box, thin, true);
  const minArea = max(24, brushed * 0.002);
  filterBlobs(objects, width, box, (blob) => blob.length >= minArea);
  objects = morph(objects, width, box, 1, true);

  const soft = new Float32Array(width * height);
  for (let i = 0; i < soft.length; i++) soft[i] = objects[i]!;
  const feathered = boxBlur(soft, width, height, 1);
  for (let i = 0; i < weights.length; i++) if (region[i]) weights[i] = 1 - min(1, feathered[i]! * 1.5);
  return weights;
}
