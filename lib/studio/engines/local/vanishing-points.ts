import type { Segment } from './detect-line-segments';
import { smallestEigenvector } from './smallest-eigenvector';
import { type Vec3, cross, normalize } from './vec3';

// Read once, not per pixel: see box-blur.ts.
const { PI, abs, hypot, max, sin } = Math;

/**
 * A point where a family of parallel room edges meets in the photo. `point` is homogeneous in pixels: (x, y, 1)
 * scaled, with a third coordinate near 0 when the edges stay parallel in the photo (a point at infinity).
 */
export type VanishingPoint = { point: Vec3; support: number; segments: Segment[] };

/** Image coordinates centred and divided by the long side, so homogeneous arithmetic is well conditioned. */
type Frame = { cx: number; cy: number; s: number };

const MAX_POINTS = 4;
const ITERATIONS = 600;

function lineOf(segment: Segment, f: Frame): Vec3 {
  return normalize(
    cross(
      [(segment.x1 - f.cx) / f.s, (segment.y1 - f.cy) / f.s, 1],
      [(segment.x2 - f.cx) / f.s, (segment.y2 - f.cy) / f.s, 1],
    ),
  );
}

/**
 * Whether a segment points at the vanishing point (`v` in the centred frame): the angle at the segment's middle
 * between the segment and the way to the point, allowing for a pixel's error at each end of a short segment.
 */
function consistent(segment: Segment, v: Vec3, f: Frame): boolean {
  const mx = ((segment.x1 + segment.x2) / 2 - f.cx) / f.s;
  const my = ((segment.y1 + segment.y2) / 2 - f.cy) / f.s;
  let dx: number;
  let dy: number;
  if (abs(v[2]) > 1e-9) {
    dx = v[0] / v[2] - mx;
    dy = v[1] / v[2] - my;
  } else {
    dx = v[0];
    dy = v[1];
  }
  const ux = segment.x2 - segment.x1;
  const uy = segment.y2 - segment.y1;
  const norm = hypot(dx, dy) * hypot(ux, uy);
  if (!norm) return true;
  const sine = abs(ux * dy - uy * dx) / norm;
  const tolerance = max(sin((1.5 * PI) / 180), 2.5 / segment.length);
  return sine < tolerance;
}

/** The point that best fits the segments' lines (least squares on the lines' homogeneous coordinates). */
function fit(segments: readonly Segment[], f: Frame): Vec3 {
  const m = [0, 0, 0, 0, 0, 0, 0, 0, 0];
  for (const segment of segments) {
    const l = lineOf(segment, f);
    for (let r = 0; r < 3; r++) for (let c = 0; c < 3; c++) m[3 * r + c]! += segment.length * l[r]! * l[c]!;
  }
  return smallestEigenvector(m);
}

/**
 * The photo's main vanishing points, strongest first: RANSAC on pairs of segments (drawn by length) proposes the
 * point where their lines cross, the point with the most segment length pointing at it wins and is refitted to
 * those segments, which are then set aside for the next. Points with too little support are not reported.
 */
export function findVanishingPoints(
  segments: readonly Segment[],
  width: number,
  height: number,
  random: () => number,
): VanishingPoint[] {
  const f: Frame = { cx: width / 2, cy: height / 2, s: max(width, height) };
  const minSupport = f.s * 0.25;
  const found: VanishingPoint[] = [];
  let remaining = [...segments];
  while (found.length < MAX_POINTS && remaining.length >= 3) {
    const total = remaining.reduce((sum, s) => sum + s.length, 0);
    const draw = () => {
      let pick = random() * total;
      for (const s of remaining) {
        pick -= s.length;
        if (pick <= 0) return s;
      }
      return remaining[remaining.length - 1]!;
    };
    let best: { v: Vec3; support: number } | undefined;
    for (let i = 0; i < ITERATIONS; i++) {
      const a = draw();
      const b = draw();
      if (a === b) continue;
      const v = normalize(cross(lineOf(a, f), lineOf(b, f)));
      if (!Number.isFinite(v[0])) continue;
      let support = 0;
      for (const s of remaining) if (consistent(s, v, f)) support += s.length;
      if (!best || support > best.support) best = { v, support };
    }
    if (!best || best.support < minSupport) break;
    let v = best.v;
    let inliers = remaining.filter((s) => consistent(s, v, f));
    for (let round = 0; round < 2 && inliers.length >= 2; round++) {
      v = fit(inliers, f);
      inliers = remaining.filter((s) => consistent(s, v, f));
    }
    const support = inliers.reduce((sum, s) => sum + s.length, 0);
    if (inliers.length < 3 || support < minSupport) break;
    remaining = remaining.filter((s) => !inliers.includes(s));
    // Back to pixels: x = cx + s·v0/v2, kept homogeneous so points at infinity stay exact.
    // The third coordinate kept non-negative, so differences with it point toward a finite point.
    const sign = v[2] < 0 ? -1 : 1;
    const point = normalize([
      sign * (f.cx * v[2] + f.s * v[0]),
      sign * (f.cy * v[2] + f.s * v[1]),
      sign * v[2],
    ]);
    found.push({ point, support, segments: inliers });
  }
  return found;
}

/** The vanishing point in pixels, or undefined when it lies at infinity. */
export function finitePoint(vp: VanishingPoint): { x: number; y: number } | undefined {
  const [x, y, w] = vp.point;
  if (abs(w) < 1e-9) return undefined;
  return { x: x / w, y: y / w };
}
