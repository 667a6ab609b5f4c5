import { boxBlur } from '../box-blur';

// Read once, not per pixel: see ../box-blur.ts.
const { floor, max, min, round } = Math;

/** The plane averaged over `factor` × `factor` blocks (the last ones partial). */
function shrink(plane: Float32Array, width: number, height: number, factor: number) {
  const w = Math.ceil(width / factor);
  const h = Math.ceil(height / factor);
  const sum = new Float32Array(w * h);
  const count = new Float32Array(w * h);
  for (let y = 0; y < height; y++) {
    const row = ((y / factor) | 0) * w;
    for (let x = 0; x < width; x++) {
      const k = row + ((x / factor) | 0);
      sum[k]! += plane[y * width + x]!;
      count[k]!++;
    }
  }
  for (let k = 0; k < sum.length; k++) sum[k]! /= count[k]!;
  return { plane: sum, width: w, height: h };
}

/**
 * A grey plane smoothed without crossing its edges (He, Sun and Tang's guided filter, guided by itself): flat areas
 * take their local mean, and where the local variance is well above `epsilon` (a variance, in the plane's units
 * squared) the plane is kept. The coefficients are found on a copy `factor` times smaller and applied at full size
 * (the fast guided filter, He and Sun 2015): for a radius of many pixels, a few times quicker and alike to the eye.
 * Box blurs only, so the cost does not grow with the radius.
 */
export function guidedFilter(
  plane: Float32Array,
  width: number,
  height: number,
  radius: number,
  epsilon: number,
  factor = 1,
): Float32Array {
  const small = factor > 1 ? shrink(plane, width, height, factor) : { plane, width, height };
  const { width: w, height: h } = small;
  const r = max(1, round(radius / factor));
  const n = w * h;
  const squares = new Float32Array(n);
  for (let i = 0; i < n; i++) squares[i] = small.plane[i]! * small.plane[i]!;
  const mean = boxBlur(small.plane, w, h, r);
  const meanSquare = boxBlur(squares, w, h, r);
  const a = squares;
  const b = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const m = mean[i]!;
    const variance = meanSquare[i]! - m * m;
    const k = variance / (variance + epsilon);
    a[i] = k;
    b[i] = m - k * m;
  }
  const meanA = boxBlur(a, w, h, r);
  const meanB = boxBlur(b, w, h, r);
  const out = new Float32Array(width * height);
  if (factor === 1) {
    for (let i = 0; i < out.length; i++) out[i] = meanA[i]! * plane[i]! + meanB[i]!;
    return out;
  }
  // The coefficients bilinearly between block centres.
  for (let y = 0; y < height; y++) {
    const sy = min(h - 1, max(0, (y + 0.5) / factor - 0.5));
    const y0 = floor(sy);
    const y1 = min(h - 1, y0 + 1);
    const fy = sy - y0;
    for (let x = 0; x < width; x++) {
      const sx = min(w - 1, max(0, (x + 0.5) / factor - 0.5));
      const x0 = floor(sx);
      const x1 = min(w - 1, x0 + 1);
      const fx = sx - x0;
      const i00 = y0 * w + x0;
      const i10 = y0 * w + x1;
      const i01 = y1 * w + x0;
      const i11 = y1 * w + x1;
      const ka =
        (meanA[i00]! * (1 - fx) + meanA[i10]! * fx) * (1 - fy) +
        (meanA[i01]! * (1 - fx) + meanA[i11]! * fx) * fy;
      const kb =
        (meanB[i00]! * (1 - fx) + meanB[i10]! * fx) * (1 - fy) +
        (meanB[i01]! * (1 - fx) + meanB[i11]! * fx) * fy;
      out[y * width + x] = ka * plane[y * width + x]! + kb;
    }
  }
  return out;
}
