import { boxBlur } from '../engines/local/box-blur.ts';
import { gradientField } from './gradient-field.ts';
import type { GradientField, GreyMask, Registration, WorkingImage } from './guard-types.ts';

// Read once, not per pixel: see lib/studio/engines/local/box-blur.ts.
const { abs, floor, max, min, round } = Math;

/** Edges in both pictures, as doubled-direction vectors weighted by strength (saturating, so contrast matters little). */
type Orientation = { width: number; height: number; c: Float32Array; s: Float32Array; weight: Float32Array };
type Points = {
  x: Float32Array;
  y: Float32Array;
  c: Float32Array;
  s: Float32Array;
  w: Float32Array;
  total: number;
};

const COARSE = 4;
/** Gradient (grey levels per pixel) at which an edge counts half: recolouring a wall keeps most edges above it. */
const HALF_WEIGHT = 6;
const SCALES = { from: 0.9, to: 1.1, step: 0.02 };
/** The widest shift searched, in coarse pixels on each axis: 7.5 % of a 640-pixel side; zooms from 0.9 to 1.1. */
const SHIFT = 12;
/** A point agrees when the output's edge there has most of its strength and direction (1 is a perfect match). */
const AGREEING = 0.5;

function orientation(field: GradientField, blur: number): Orientation {
  const { width, height, gx, gy, magnitude } = field;
  let c: Float32Array = new Float32Array(width * height);
  let s: Float32Array = new Float32Array(width * height);
  const weight = new Float32Array(width * height);
  for (let i = 0; i < c.length; i++) {
    const m = magnitude[i]!;
    if (m < 1) continue;
    const w = m / (m + HALF_WEIGHT);
    const ux = -gy[i]! / m;
    const uy = gx[i]! / m;
    weight[i] = w;
    c[i] = w * (ux * ux - uy * uy);
    s[i] = w * 2 * ux * uy;
  }
  if (blur > 0) {
    c = boxBlur(c, width, height, blur);
    s = boxBlur(s, width, height, blur);
  }
  return { width, height, c, s, weight };
}

function shrink(image: WorkingImage, factor: number): WorkingImage {
  const width = floor(image.width / factor);
  const height = floor(image.height / factor);
  const data = new Float32Array(width * height * 3);
  for (let c = 0; c < 3; c++) {
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        let sum = 0;
        for (let j = 0; j < factor; j++) {
          const row = (y * factor + j) * image.width + x * factor;
          for (let i = 0; i < factor; i++) sum += image.data[(row + i) * 3 + c]!;
        }
        data[(y * width + x) * 3 + c] = sum / (factor * factor);
      }
    }
  }
  return { width, height, data };
}

/** The strongest edge pixel of each `cell`×`cell` block of the original, outside what the tool may change. */
function samplePoints(field: Orientation, cell: number, ignore: GreyMask | null, scale: number): Points {
  const { width, height, weight } = field;
  const xs: number[] = [];
  const ys: number[] = [];
  for (let by = 0; by + cell <= height; by += cell) {
    for (let bx = 0; bx + cell <= width; bx += cell) {
      let best = -1;
      let strongest = 0.3;
      for (let y = by; y < by + cell; y++) {
        for (let x = bx; x < bx + cell; x++) {
          const i = y * width + x;
          if (weight[i]! <= strongest) continue;
          if (ignore && ignore.data[y * scale * ignore.width + x * scale]) continue;
          strongest = weight[i]!;
          best = i;
        }
      }
      if (best < 0) continue;
      xs.push(best % width);
      ys.push(floor(best / width));
    }
  }
  const n = xs.length;
  const points: Points = {
    x: Float32Array.from(xs),
    y: Float32Array.from(ys),
    c: new Float32Array(n),
    s: new Float32Array(n),
    w: new Float32Array(n),
    total: 0,
  };
  for (let k = 0; k < n; k++) {
    const i = ys[k]! * width + xs[k]!;
    points.c[k] = field.c[i]!;
    points.s[k] = field.s[i]!;
    points.w[k] = weight[i]!;
    points.total += weight[i]!;
  }
  return points;
}

type Candidate = { scale: number; dx: number; dy: number; value: number };

/**
 * The best of a grid of zooms and shifts, by the agreement of the original's edges with the output's at the
 * nearest pixel: each zoom's sample positions are rounded once, so trying a shift costs an addition per point.
 */
function searchGrid(
  points: Points,
  out: Orientation,
  scales: number[],
  shifts: { x: number[]; y: number[] },
  best: Candidate,
): Candidate {
  const { width, height, c, s } = out;
  const cx = width / 2;
  const cy = height / 2;
  const n = points.x.length;
  const px = new Int32Array(n);
  const py = new Int32Array(n);
  for (const scale of scales) {
    for (let k = 0; k < n; k++) {
      px[k] = round(cx + scale * (points.x[k]! - cx));
      py[k] = round(cy + scale * (points.y[k]! - cy));
    }
    for (const dy of shifts.y) {
      for (const dx of shifts.x) {
        let sum = 0;
        for (let k = 0; k < n; k++) {
          const x = px[k]! + dx;
          const y = py[k]! + dy;
          if (x < 0 || y < 0 || x >= width || y >= height) continue;
          const i = y * width + x;
          sum += points.c[k]! * c[i]! + points.s[k]! * s[i]!;
        }
        const value = sum / (points.total || 1);
        if (value > best.value + 1e-6) best = { scale, dx, dy, value };
      }
    }
  }
  return best;
}

const range = (from: number, to: number, step: number) => {
  const values: number[] = [];
  for (let v = from; v <= to + step / 1000; v += step) values.push(round(v / step) * step);
  return values;
};

/** The same, sampling the output between pixels (the fine refinement). */
function agreementBilinear(points: Points, out: Orientation, scale: number, dx: number, dy: number): number {
  const { width, height, c, s } = out;
  const cx = width / 2;
  const cy = height / 2;
  let sum = 0;
  for (let k = 0; k < points.x.length; k++) {
    const x = cx + scale * (points.x[k]! - cx) + dx;
    const y = cy + scale * (points.y[k]! - cy) + dy;
    if (x < 0 || y < 0 || x >= width - 1 || y >= height - 1) continue;
    const x0 = floor(x);
    const y0 = floor(y);
    const fx = x - x0;
    const fy = y - y0;
    const i = y0 * width + x0;
    const a = (1 - fx) * (1 - fy);
    const b = fx * (1 - fy);
    const d = (1 - fx) * fy;
    const e = fx * fy;
    const vc = a * c[i]! + b * c[i + 1]! + d * c[i + width]! + e * c[i + width + 1]!;
    const vs = a * s[i]! + b * s[i + 1]! + d * s[i + width]! + e * s[i + width + 1]!;
    sum += points.c[k]! * vc + points.s[k]! * vs;
  }
  return sum / (points.total || 1);
}

/** How much better than "unchanged" an estimate must explain the edges to be taken (a share of the agreement). */
const TIE = 0.01;

type Estimate = { at: number[]; value: number };

/**
 * How the output is zoomed and shifted against the original (both at the same working size), from the agreement
 * of their edge directions: a brute-force search on a quarter-size copy, then a refinement between pixels at the
 * working size. Edge directions, not colours, so a repainted wall or a new floor does not pull the estimate; pixels
 * the tool was allowed to change (`ignore`, at the working size) are left out.
 */
export function registerImages(
  original: { image: WorkingImage; field: GradientField },
  output: { image: WorkingImage; field: GradientField },
  ignore: GreyMask | null,
): Registration {
  const coarseOriginal = orientation(gradientField(shrink(original.image, COARSE)), 1);
  const coarseOutput = orientation(gradientField(shrink(output.image, COARSE)), 1);
  const coarsePoints = samplePoints(coarseOriginal, 4, ignore, COARSE);
  const identity = searchGrid(
    coarsePoints,
    coarseOutput,
    [1],
    { x: [0], y: [0] },
    {
      scale: 1,
      dx: 0,
      dy: 0,
      value: -Infinity,
    },
  );
  const shifts = range(-SHIFT, SHIFT, 2);
  const wide = searchGrid(
    coarsePoints,
    coarseOutput,
    range(SCALES.from, SCALES.to, SCALES.step),
    { x: shifts, y: shifts },
    identity,
  );
  const best = searchGrid(
    coarsePoints,
    coarseOutput,
    range(wide.scale - 0.02, wide.scale + 0.02, 0.005),
    { x: range(wide.dx - 2, wide.dx + 2, 1), y: range(wide.dy - 2, wide.dy + 2, 1) },
    wide,
  );

  const fineOriginal = orientation(original.field, 1);
  const fineOutput = orientation(output.field, 1);
  const points = samplePoints(fineOriginal, 8, ignore, 1);
  // From the coarse search's best and from where the output should be: a new piece of furniture can make a
  // false peak near the true one, and the better of the two refined estimates is kept.
  const estimates = [
    [best.scale, best.dx * COARSE, best.dy * COARSE],
    [1, 0, 0],
  ].map((start) => {
    const first = refine(points, fineOutput, start, [0.006, 3, 3]);
    // Edges the tool changed (furniture replaced, say) still pull the estimate a little: refined again on the
    // edges that agree where the first estimate puts them.
    const final = refine(agreeing(points, fineOutput, first), fineOutput, first, [0.002, 1, 1]);
    return { at: final, value: agreementBilinear(points, fineOutput, final[0]!, final[1]!, final[2]!) };
  });
  // Where both explain the edges about as well, the framing is taken as unchanged: a photo whose edges run one way
  // only (a wall above a floor) leaves the other way free, and the coarse search's peak there is noise.
  const [fromCoarse, fromIdentity] = estimates as [Estimate, Estimate];
  const [scale, dx, dy] = (
    fromCoarse.value > fromIdentity.value + TIE * abs(fromIdentity.value) ? fromCoarse : fromIdentity
  ).at;
  return { scale: scale!, dx: abs(dx!) < 1e-9 ? 0 : dx!, dy: abs(dy!) < 1e-9 ? 0 : dy! };
}

/** The points whose own edge agrees with the output's at `at` (zoom, shift x, shift y). */
function agreeing(points: Points, out: Orientation, at: number[]): Points {
  const keep: number[] = [];
  for (let k = 0; k < points.x.length; k++) {
    const one: Points = {
      x: points.x.subarray(k, k + 1),
      y: points.y.subarray(k, k + 1),
      c: points.c.subarray(k, k + 1),
      s: points.s.subarray(k, k + 1),
      w: points.w.subarray(k, k + 1),
      total: points.w[k]! * points.w[k]!,
    };
    if (agreementBilinear(one, out, at[0]!, at[1]!, at[2]!) >= AGREEING) keep.push(k);
  }
  if (keep.length < 0.2 * points.x.length) return points;
  const pick = (values: Float32Array) => Float32Array.from(keep, (k) => values[k]!);
  return {
    x: pick(points.x),
    y: pick(points.y),
    c: pick(points.c),
    s: pick(points.s),
    w: pick(points.w),
    total: keep.reduce((sum, k) => sum + points.w[k]!, 0),
  };
}

/** Coordinate ascent on the agreement, each step a parabola through three tries, the steps halving each round. */
function refine(points: Points, out: Orientation, start: number[], firstSteps: number[]): number[] {
  const p = [...start];
  const steps = [...firstSteps];
  const at = (q: number[]) => agreementBilinear(points, out, q[0]!, q[1]!, q[2]!);
  let value = at(p);
  for (let pass = 0; pass < 7; pass++) {
    for (let k = 0; k < 3; k++) {
      const step = steps[k]!;
      const minus = at(p.map((v, j) => (j === k ? v - step : v)));
      const plus = at(p.map((v, j) => (j === k ? v + step : v)));
      const curvature = minus + plus - 2 * value;
      let move = 0;
      if (curvature < 0) move = max(-1, min(1, (minus - plus) / (2 * curvature))) * step;
      else if (plus > value || minus > value) move = plus > minus ? step : -step;
      if (move === 0) continue;
      const moved = p.map((v, j) => (j === k ? v + move : v));
      const next = at(moved);
      if (next > value) {
        p.splice(0, 3, ...moved);
        value = next;
      }
    }
    for (let k = 0; k < 3; k++) steps[k]! /= 2;
  }
  return p;
}
