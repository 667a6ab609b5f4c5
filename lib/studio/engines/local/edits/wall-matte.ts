import { boxBlur } from '../box-blur';
import type { RawImage } from '../raw-image';
import { colourGuidedFilter } from './colour-guided-filter';
import { resamplePlane } from './resample-plane';
import { shrinkToPlanes } from './shrink-to-planes';

// Read once, not per pixel: see ../box-blur.ts.
const { ceil, max, min, round } = Math;

/**
 * The filter's window radius is the long side over this (8 pixels at 676, 13 at 1024): wider than the stair-steps and
 * specks a binary mask leaves in a sheer curtain's see-through hem (a few pixels), narrow enough that a wall between
 * two windows keeps its own colour model.
 */
const SPAN = 80;
/** Colour noise the filter ignores (squared 0–1 units, about 8 levels of 255): the grain of a wall in shade. */
const EPSILON = 1e-3;
/** The filtered mask from LOW (no paint) to HIGH (all paint): the rim fades out before the mask's last pixels. */
const LOW = 0.5;
const HIGH = 0.8;

/**
 * How much of each pixel is wall, 0–1, from a binary mask of the walls: the mask through a colour guided filter
 * (colour-guided-filter.ts), whose output is a linear function of the photo's colour in each window. Where an edge is
 * a real outline (a frame, a sofa) the answer snaps to it; where the wall fades behind a sheer curtain, pixels of the
 * same colour get the same answer, so the rim becomes a smooth fade along the veil instead of the stair-steps and
 * specks with which a pixel-by-pixel yes or no follows a gradual change. Zero wherever the filtered mask is under
 * LOW, so nothing is painted where the mask was mostly not wall.
 */
export function wallMatte(image: RawImage, wall: Uint8Array): Float32Array {
  const { data, width, height } = image;
  const n = width * height;
  const radius = max(2, round(max(width, height) / SPAN));
  const p = Float32Array.from(wall);
  // The filter's coefficients vary smoothly: found on a copy half the size and enlarged (the fast guided filter, He
  // and Sun 2015), for a quarter of the cost.
  const half = shrinkToPlanes(image, ceil(max(width, height) / 2));
  const k = colourGuidedFilter(
    half,
    resamplePlane(p, width, height, half.width, half.height),
    max(1, round(radius / 2)),
    EPSILON,
  );
  const [ar, ag, ab, bias] = [k.ar, k.ag, k.ab, k.b].map((c) =>
    resamplePlane(c, half.width, half.height, width, height),
  ) as [Float32Array, Float32Array, Float32Array, Float32Array];
  // Wall all round, a window's width each way: wall, whatever the filter's linear model makes of its colour (a dark
  // wall and a shadow on it differ by less than the filter's noise, so its answer sags there, away from any rim).
  const cover = boxBlur(p, width, height, radius);
  const out = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    if (cover[i]! > 0.999) {
      out[i] = 1;
      continue;
    }
    const q =
      (ar[i]! * data[3 * i]! + ag[i]! * data[3 * i + 1]! + ab[i]! * data[3 * i + 2]!) / 255 + bias[i]!;
    out[i] = min(1, max(0, (q - LOW) / (HIGH - LOW)));
  }
  return out;
}
