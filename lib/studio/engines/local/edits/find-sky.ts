import { boxBlur } from '../box-blur';
import type { RawImage } from '../raw-image';
import { coarseSky } from './coarse-sky';
import { colourGuidedFilter } from './colour-guided-filter';
import { isLitCeiling } from './lit-ceiling';
import { bilinearTaps, resamplePlane } from './resample-plane';
import { planesToLab } from './planes-to-lab';
import { shrinkToPlanes } from './shrink-to-planes';
import { skyByColour } from './sky-by-colour';
import { unmixEdge } from './unmix-edge';

// Read once, not per pixel: see ../box-blur.ts.
const { max, min, round } = Math;

/** The coarse mask is found at this long side: sky is a surface, and the search costs per pixel. */
const COARSE_SIDE = 384;
/** The edges are refined at up to this long side, then the refinement is applied to every full-size pixel. */
const FINE_SIDE = 1024;
/** Colour noise the guided filter ignores: squared 0–1 units (about 3 levels of 255). */
const EPSILON = 1.5e-4;

/**
 * How much of each pixel is sky, 0–1: a coarse mask of the open sky (coarse-sky.ts) refined by a colour guided filter
 * so its edge follows the photo's — rooflines, trees, wires and railings come out without any brushing, and a pixel
 * half-covered by a twig is half sky. Away from the coarse mask's edge the answer is the coarse mask's own, so a
 * blue car or a pale wall far from the sky never turns into sky.
 */
export function findSky(image: RawImage): Float32Array {
  const { width, height } = image;
  const coarsePlanes = shrinkToPlanes(image, COARSE_SIDE);
  const coarse = coarseSky(coarsePlanes);
  const out = new Float32Array(width * height);
  if (coarse.share === 0) return out;
  const fine = shrinkToPlanes(image, FINE_SIDE);
  const upsampled = resamplePlane(
    Float32Array.from(coarse.mask),
    coarsePlanes.width,
    coarsePlanes.height,
    fine.width,
    fine.height,
  ).map((v) => (v >= 0.5 ? 1 : 0));
  const p = skyByColour(planesToLab(fine), upsampled, round(0.03 * max(fine.width, fine.height)));
  // The colour mask is exact to a pixel but hard; the filter's small window gives it the photo's own soft edges.
  const radius = max(2, round(max(fine.width, fine.height) / 400));
  const { ar, ag, ab, b } = colourGuidedFilter(fine, p, radius, EPSILON);
  // Where the mask is all sky or all not within two windows, it stands; between, the filter's linear model is
  // applied to each full-size pixel's own colour, its coefficients interpolated from the fine size.
  const reach = boxBlur(p, fine.width, fine.height, 2 * radius);
  const { data } = image;
  const fw = fine.width;
  const columns = bilinearTaps(width, fw);
  const rowTaps = bilinearTaps(height, fine.height);
  for (let y = 0; y < height; y++) {
    const r0 = rowTaps.near[y]! * fw;
    const r1 = rowTaps.far[y]! * fw;
    const ty = rowTaps.t[y]!;
    for (let x = 0; x < width; x++) {
      const c0 = columns.near[x]!;
      const c1 = columns.far[x]!;
      const tx = columns.t[x]!;
      const i = y * width + x;
      const p00 = r0 + c0;
      const p01 = r0 + c1;
      const p10 = r1 + c0;
      const p11 = r1 + c1;
      const w00 = (1 - tx) * (1 - ty);
      const w01 = tx * (1 - ty);
      const w10 = (1 - tx) * ty;
      const w11 = tx * ty;
      const around = reach[p00]! * w00 + reach[p01]! * w01 + reach[p10]! * w10 + reach[p11]! * w11;
      if (around >= 0.999) out[i] = 1;
      else if (around > 0.001) {
        const kr = ar[p00]! * w00 + ar[p01]! * w01 + ar[p10]! * w10 + ar[p11]! * w11;
        const kg = ag[p00]! * w00 + ag[p01]! * w01 + ag[p10]! * w10 + ag[p11]! * w11;
        const kb = ab[p00]! * w00 + ab[p01]! * w01 + ab[p10]! * w10 + ab[p11]! * w11;
        const k0 = b[p00]! * w00 + b[p01]! * w01 + b[p10]! * w10 + b[p11]! * w11;
        const q = (kr * data[3 * i]! + kg * data[3 * i + 1]! + kb * data[3 * i + 2]!) / 255 + k0;
        out[i] = min(1, max(0, (q - 0.08) / 0.84));
      }
    }
  }
  unmixEdge(image, out, fine, p);
  return out;
}

/**
 * Whether the photo shows open sky: enough of it, reaching the top edge. An interior answers no even with its
 * windows' view out, which the room's ceiling and walls cut off from the top edge, and with a white ceiling on the
 * top edge, as smooth and pale as an overcast (lit-ceiling.ts says how it is told apart).
 */
export function hasSky(image: RawImage): boolean {
  const planes = shrinkToPlanes(image, COARSE_SIDE);
  const { mask, share, topShare, open } = coarseSky(planes);
  return share >= 0.01 && (topShare >= 0.05 || open) && !isLitCeiling(planesToLab(planes), mask);
}
