import type { GradientField, Segment } from './guard-types.ts';

// Read once, not per pixel: see lib/studio/engines/local/box-blur.ts.
const { PI, abs, atan2, cos, floor, max, min, round, sin, sqrt } = Math;

/** Weaker gradients are JPEG noise and texture, not edges. In grey levels per pixel (gradient-field.ts). */
const MIN_GRADIENT = 3;
/** A pixel joins a line while its edge direction stays this close to the line's (LSD's 22.5°). */
const ANGLE_TOLERANCE = PI / 8;
/** A line is a thin region: the spread of its pixels across it, in pixels. */
const MAX_SPREAD = 3;
const BUCKETS = 1024;
/** A kept segment has an edge across it (gradient within the angle tolerance of its normal) at this share of points. */
const MIN_DRAWN = 0.85;
const COS_ACROSS = cos(ANGLE_TOLERANCE);
/** With tighter tolerances to try, a region whose drawn part is shorter than this share of its fit is refined. */
const KEPT_OF_FIT = 0.8;

/**
 * The long straight edges of a picture: pixels whose edge direction agrees are grown into regions from the
 * strongest gradients down (the line-support regions of LSD, von Gioi et al. 2012), and each thin, long region
 * becomes a segment. A region keeps to one side of dark and light, so the two edges of a thin glazing bar are two
 * lines, not one blurred one; segment-support.ts then finds them in the output whichever side is darker. With more
 * than one of `tolerances` (tightest last), a region that is no line is grown again at the next (the local engine's
 * detect-line-segments.ts); the guard grows each region once.
 */
export function detectSegments(
  field: GradientField,
  minLength: number,
  tolerances: readonly number[] = [ANGLE_TOLERANCE],
): Segment[] {
  const { width, height, gx, gy, magnitude } = field;
  const size = width * height;
  // Direction along the edge, dark on one side.
  const ux = new Float32Array(size);
  const uy = new Float32Array(size);
  let strongest = 0;
  for (let i = 0; i < size; i++) {
    const m = magnitude[i]!;
    if (m < MIN_GRADIENT) continue;
    ux[i] = -gy[i]! / m;
    uy[i] = gx[i]! / m;
    if (m > strongest) strongest = m;
  }
  // Seeds strongest first, by a bucket sort on magnitude.
  const rank = (m: number) =>
    BUCKETS - 1 - (min(BUCKETS - 1, ((m - MIN_GRADIENT) / (strongest - MIN_GRADIENT + 1e-6)) * BUCKETS) | 0);
  const start = new Int32Array(BUCKETS + 1);
  for (let i = 0; i < size; i++) if (magnitude[i]! >= MIN_GRADIENT) start[rank(magnitude[i]!) + 1]!++;
  for (let b = 1; b <= BUCKETS; b++) start[b]! += start[b - 1]!;
  const order = new Int32Array(start[BUCKETS]!);
  for (let i = 0; i < size; i++) if (magnitude[i]! >= MIN_GRADIENT) order[start[rank(magnitude[i]!)]!++] = i;

  const used = new Uint8Array(size);
  const region = new Int32Array(size);
  const segments: Segment[] = [];
  /** Grows the region of pixels whose edge direction stays within `tolerance` of its own, from the seed. */
  const grow = (seed: number, tolerance: number): number => {
    const cosTolerance = cos(tolerance);
    used[seed] = 1;
    region[0] = seed;
    let count = 1;
    let sc = ux[seed]!;
    let ss = uy[seed]!;
    for (let head = 0; head < count; head++) {
      const p = region[head]!;
      const px = p % width;
      const py = (p - px) / width;
      const norm = sqrt(sc * sc + ss * ss) || 1;
      const rc = sc / norm;
      const rs = ss / norm;
      for (let ny = max(0, py - 1); ny <= min(height - 1, py + 1); ny++) {
        for (let nx = max(0, px - 1); nx <= min(width - 1, px + 1); nx++) {
          const q = ny * width + nx;
          if (used[q] || magnitude[q]! < MIN_GRADIENT) continue;
          if (ux[q]! * rc + uy[q]! * rs < cosTolerance) continue;
          used[q] = 1;
          region[count++] = q;
          sc += ux[q]!;
          ss += uy[q]!;
        }
      }
    }
    return count;
  };
  for (const seed of order) {
    if (used[seed]) continue;
    for (let attempt = 0; attempt < tolerances.length; attempt++) {
      const count = grow(seed, tolerances[attempt]!);
      if (count < minLength) break;
      const fitted = fitSegment(region, count, width, magnitude, minLength);
      const segment = fitted && trimToEdge(fitted, field, minLength);
      if (segment && (attempt === tolerances.length - 1 || segment.length >= KEPT_OF_FIT * fitted.length)) {
        segments.push(segment);
        break;
      }
      // Refined as LSD does: a region that bent round a corner or along a curve is grown again from its seed with
      // a tighter tolerance, and what it had taken is free to join other lines.
      if (attempt < tolerances.length - 1) for (let k = 0; k < count; k++) used[region[k]!] = 0;
    }
  }
  return segments;
}

/** The region's axis (weighted by gradient), its extent along it, and whether it is thin enough to be a line. */
function fitSegment(
  region: Int32Array,
  count: number,
  width: number,
  magnitude: Float32Array,
  minLength: number,
): Segment | null {
  let w = 0;
  let mx = 0;
  let my = 0;
  for (let k = 0; k < count; k++) {
    const p = region[k]!;
    const x = p % width;
    const m = magnitude[p]!;
    w += m;
    mx += m * x;
    my += m * ((p - x) / width);
  }
  mx /= w;
  my /= w;
  let cxx = 0;
  let cyy = 0;
  let cxy = 0;
  for (let k = 0; k < count; k++) {
    const p = region[k]!;
    const x = p % width;
    const m = magnitude[p]!;
    const dx = x - mx;
    const dy = (p - x) / width - my;
    cxx += m * dx * dx;
    cyy += m * dy * dy;
    cxy += m * dx * dy;
  }
  // The axis in [0, π), the same direction as the angle returned: trimToEdge walks from (x1, y1) along it, and an
  // axis atan2 gave as negative, with its ends taken along the unturned one, was walked backwards off the line.
  const axis = 0.5 * atan2(2 * cxy, cxx - cyy);
  const angle = axis < 0 ? axis + PI : axis;
  const ux = cos(angle);
  const uy = sin(angle);
  let lo = Infinity;
  let hi = -Infinity;
  let spread = 0;
  for (let k = 0; k < count; k++) {
    const p = region[k]!;
    const x = p % width;
    const dx = x - mx;
    const dy = (p - x) / width - my;
    const t = dx * ux + dy * uy;
    const across = -dx * uy + dy * ux;
    if (t < lo) lo = t;
    if (t > hi) hi = t;
    spread += magnitude[p]! * across * across;
  }
  const length = hi - lo + 1;
  if (length < minLength || sqrt(spread / w) > MAX_SPREAD) return null;
  return {
    x1: mx + ux * lo,
    y1: my + uy * lo,
    x2: mx + ux * hi,
    y2: my + uy * hi,
    length,
    angle,
    contrast: w / count,
  };
}

/**
 * The part of a fitted segment that is drawn: a region grown along a slow curve (a curtain's fold, a row of
 * cobbles) has a straight axis that leaves its pixels. Unsupported ends are cut off, and what is left must have an
 * edge of its own direction within a pixel of nearly every point, as segment-support.ts will ask of the output.
 */
function trimToEdge(segment: Segment, field: GradientField, minLength: number): Segment | null {
  const { width, height, gx, gy, magnitude } = field;
  const ux = cos(segment.angle);
  const uy = sin(segment.angle);
  const steps = floor(segment.length);
  const drawn = new Uint8Array(steps + 1);
  for (let k = 0; k <= steps; k++) {
    const x = segment.x1 + ux * k;
    const y = segment.y1 + uy * k;
    for (let o = -1; o <= 1; o++) {
      const px = round(x - uy * o);
      const py = round(y + ux * o);
      if (px < 0 || py < 0 || px >= width || py >= height) continue;
      const i = py * width + px;
      const m = magnitude[i]!;
      if (m < MIN_GRADIENT || abs(-gx[i]! * uy + gy[i]! * ux) < COS_ACROSS * m) continue;
      drawn[k] = 1;
      break;
    }
  }
  let from = 0;
  let to = steps;
  while (from < to && !drawn[from]) from++;
  while (to > from && !drawn[to]) to--;
  let count = 0;
  for (let k = from; k <= to; k++) count += drawn[k]!;
  const length = to - from + 1;
  if (length < minLength || count < MIN_DRAWN * length) return null;
  return {
    x1: segment.x1 + ux * from,
    y1: segment.y1 + uy * from,
    x2: segment.x1 + ux * to,
    y2: segment.y1 + uy * to,
    length,
    angle: segment.angle,
    contrast: segment.contrast,
  };
}
