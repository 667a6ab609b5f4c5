import type { Segment } from '../../../guard/guard-types.ts';
import { smallestEigenvector } from '../smallest-eigenvector';
import { type Vec3, cross, normalize } from '../vec3';

// Read once, not per segment pair: see ../box-blur.ts.
const { PI, abs, acos, hypot, max, min, sin } = Math;

/** Uprights lean this far at most in a photo taken with the camera tilted by the tool's limit. */
const NEAR_VERTICAL = (25 * PI) / 180;
/** A segment agrees with a direction when it points at its vanishing point this closely (a degree and a half). */
const AGREE = sin((1.5 * PI) / 180);
/** The longest uprights propose directions, each pair of them once: enough for every real photo, and quick. */
const PROPOSERS = 60;
/** Camera tilt plus roll beyond this is a deliberate view (looking up at a tower), not a mistake to undo. */
export const MAX_CORRECTION = (30 * PI) / 180;

/** Camera space: pixel (x, y) looks along ((x − cx) / f, (y − cy) / f, 1), y pointing down. */
export type Camera = { cx: number; cy: number; focal: number };

/** The line through a segment, homogeneous in the camera's normalised coordinates. */
function lineOf(s: Segment, camera: Camera): Vec3 {
  const { cx, cy, focal } = camera;
  return normalize(
    cross([(s.x1 - cx) / focal, (s.y1 - cy) / focal, 1], [(s.x2 - cx) / focal, (s.y2 - cy) / focal, 1]),
  );
}

/** Whether a segment points at the image of direction `d`, within AGREE (or a pixel and a half at its ends). */
function agrees(s: Segment, d: Vec3, camera: Camera): boolean {
  const { cx, cy, focal } = camera;
  const mx = ((s.x1 + s.x2) / 2 - cx) / focal;
  const my = ((s.y1 + s.y2) / 2 - cy) / focal;
  // From the segment's middle toward the vanishing point (dx / dz, dy / dz), times dz: exact at infinity too.
  const tx = d[0] - mx * d[2];
  const ty = d[1] - my * d[2];
  const ux = s.x2 - s.x1;
  const uy = s.y2 - s.y1;
  const norm = hypot(tx, ty) * hypot(ux, uy);
  if (!norm) return false;
  return abs(ux * ty - uy * tx) / norm < max(AGREE, 1.5 / s.length);
}

/** Downward (y > 0) and its angle from the camera's own down axis: the tilt and roll together. */
function downward(d: Vec3): { d: Vec3; angle: number } {
  const down: Vec3 = d[1] < 0 ? [-d[0], -d[1], -d[2]] : d;
  return { d: down, angle: acos(min(1, down[1])) };
}

/** The direction through which the segments' lines all pass best (least squares, weighted by length). */
function fit(segments: readonly Segment[], camera: Camera): Vec3 {
  const m = [0, 0, 0, 0, 0, 0, 0, 0, 0];
  for (const s of segments) {
    const l = lineOf(s, camera);
    for (let r = 0; r < 3; r++) for (let c = 0; c < 3; c++) m[3 * r + c]! += s.length * l[r]! * l[c]!;
  }
  return smallestEigenvector(m);
}

/**
 * The world's vertical in camera space, from the photo's uprights: every pair of the longest near-vertical segments
 * proposes the direction where their lines meet, the one most segment length agrees with wins and is refitted to
 * the segments that agree. Undefined when too little agrees (no usable verticals) or the correction would be
 * beyond MAX_CORRECTION; `minSupport` is the total length, in pixels, of agreeing segments asked for.
 */
export function findVerticalDirection(
  segments: readonly Segment[],
  camera: Camera,
  minSupport: number,
): Vec3 | undefined {
  const uprights = segments.filter((s) => abs(s.angle - PI / 2) <= NEAR_VERTICAL);
  if (uprights.length < 2) return undefined;
  const proposers = [...uprights].sort((a, b) => b.length - a.length).slice(0, PROPOSERS);
  const lines = proposers.map((s) => lineOf(s, camera));
  const supportOf = (d: Vec3) => {
    let support = 0;
    for (const s of uprights) if (agrees(s, d, camera)) support += s.length;
    return support;
  };
  let best: { d: Vec3; support: number } | undefined;
  for (let i = 0; i < lines.length; i++) {
    for (let j = i + 1; j < lines.length; j++) {
      const crossing = normalize(cross(lines[i]!, lines[j]!));
      if (!Number.isFinite(crossing[0])) continue;
      const { d, angle } = downward(crossing);
      if (angle > MAX_CORRECTION) continue;
      const support = supportOf(d);
      if (!best || support > best.support) best = { d, support };
    }
  }
  if (!best) return undefined;
  let d = best.d;
  for (let round = 0; round < 2; round++) {
    const inliers = uprights.filter((s) => agrees(s, d, camera));
    if (inliers.length < 3) return undefined;
    d = downward(fit(inliers, camera)).d;
  }
  const inliers = uprights.filter((s) => agrees(s, d, camera));
  const support = inliers.reduce((sum, s) => sum + s.length, 0);
  if (inliers.length < 3 || support < minSupport || downward(d).angle > MAX_CORRECTION) return undefined;
  return d;
}
