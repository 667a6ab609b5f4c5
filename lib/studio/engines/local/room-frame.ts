import { detectLineSegments } from './detect-line-segments';
import type { RawImage } from './raw-image';
import { seededRandom } from './seeded-random';
import { type VanishingPoint, finitePoint, findVanishingPoints } from './vanishing-points';
import { type Vec3, cross, dot, normalize, orthogonalTo, scale } from './vec3';

/** A direction in the room (camera space: x right, y down, z forward) and the vanishing point it came from. */
export type RoomAxis = { direction: Vec3; vanishingPoint: VanishingPoint };

/**
 * The camera and the room's orientation as far as the photo's lines tell them: a pinhole camera with its
 * principal point at the centre, which way is up, and the horizontal directions the room's edges run along.
 */
export type RoomFrame = {
  width: number;
  height: number;
  focal: number;
  /** Unit, pointing up (against gravity), in camera space. */
  up: Vec3;
  /** Horizontal room directions seen in the photo, strongest first (at most two). */
  horizontals: RoomAxis[];
  /** Whether `up` came from the photo's lines rather than the assumption of a level camera. */
  measured: boolean;
  vanishingPoints: VanishingPoint[];
};

/** A phone's main camera or a real-estate wide angle: about 70° across the long side. */
const DEFAULT_FOCAL = 0.7;

/** A pixel (homogeneous) as a direction in camera space. */
export function directionOf(frame: RoomFrame, point: Vec3): Vec3 {
  const [x, y, w] = point;
  return normalize([
    (x - (frame.width / 2) * w) / frame.focal,
    (y - (frame.height / 2) * w) / frame.focal,
    w,
  ]);
}

/** A camera-space direction as a homogeneous pixel. */
export function pixelOf(frame: RoomFrame, d: Vec3): Vec3 {
  return [
    frame.focal * d[0] + (frame.width / 2) * d[2],
    frame.focal * d[1] + (frame.height / 2) * d[2],
    d[2],
  ];
}

/**
 * The focal length from two finite vanishing points of perpendicular directions (their rays are orthogonal), when
 * the result is a plausible lens; otherwise the default.
 */
function focalFrom(points: readonly VanishingPoint[], width: number, height: number): number {
  const side = Math.max(width, height);
  const finite = points.slice(0, 3).flatMap((vp) => {
    const p = finitePoint(vp);
    return p ? [p] : [];
  });
  for (let i = 0; i < finite.length; i++) {
    for (let j = i + 1; j < finite.length; j++) {
      const a = finite[i]!;
      const b = finite[j]!;
      const f2 = -((a.x - width / 2) * (b.x - width / 2) + (a.y - height / 2) * (b.y - height / 2));
      if (f2 > 0 && Math.sqrt(f2) > side * 0.45 && Math.sqrt(f2) < side * 1.6) return Math.sqrt(f2);
    }
  }
  return side * DEFAULT_FOCAL;
}

/**
 * Sorts vanishing points into the vertical (edges near upright in the photo) and the horizontal ones, and derives
 * up from them, trusting the horizon (through two horizontal points, or one) over the vertical point: vertical
 * edges in a room are short and their point lies far away, so it is the least accurate.
 */
function frameFromVanishingPoints(
  vanishingPoints: VanishingPoint[],
  width: number,
  height: number,
): RoomFrame {
  const frame: RoomFrame = {
    width,
    height,
    focal: focalFrom(vanishingPoints, width, height),
    up: [0, -1, 0],
    horizontals: [],
    measured: false,
    vanishingPoints,
  };
  const axes = vanishingPoints.map((vp) => ({ direction: directionOf(frame, vp.point), vanishingPoint: vp }));
  const vertical = axes.find((a) => Math.abs(a.direction[1]) > 0.85);
  const flat = axes.filter((a) => a !== vertical && Math.abs(a.direction[1]) < 0.5);
  // Two horizontal axes closer than 30° are one room direction seen twice, or a stray; keep the stronger.
  const horizontals: RoomAxis[] = [];
  for (const axis of flat) {
    if (horizontals.length === 2) break;
    if (horizontals.every((h) => Math.abs(dot(h.direction, axis.direction)) < Math.cos(Math.PI / 6)))
      horizontals.push(axis);
  }
  let up: Vec3 | undefined;
  const upward = (v: Vec3): Vec3 => (v[1] > 0 ? scale(v, -1) : v);
  if (horizontals.length === 2)
    up = upward(normalize(cross(horizontals[0]!.direction, horizontals[1]!.direction)));
  else if (horizontals.length === 1 && vertical)
    up = orthogonalTo(upward(vertical.direction), horizontals[0]!.direction);
  else if (horizontals.length === 1) up = orthogonalTo([0, -1, 0], horizontals[0]!.direction);
  else if (vertical) up = upward(vertical.direction);
  // A camera tipped more than 35° is not how rooms are photographed: the lines were misread.
  if (up && -up[1] > Math.cos((35 * Math.PI) / 180)) {
    frame.up = up;
    frame.measured = true;
    frame.horizontals = horizontals
      .filter((h) => Math.abs(dot(h.direction, up)) < 0.25)
      .map((h) => ({ ...h, direction: orthogonalTo(h.direction, up) }));
  }
  return frame;
}

/** Detects the photo's lines and vanishing points and reads the room's frame from them. */
export async function estimateRoomFrame(image: RawImage, variant: number): Promise<RoomFrame> {
  const segments = await detectLineSegments(image);
  const points = findVanishingPoints(segments, image.width, image.height, seededRandom(variant * 17 + 3));
  return frameFromVanishingPoints(points, image.width, image.height);
}

/** The horizon's height in the photo at column x (where rays are level), or undefined if it is vertical. */
export function horizonAt(frame: RoomFrame, x: number): number | undefined {
  // Rays r = ((x - cx)/f, (y - cy)/f, 1) with r·up = 0.
  const [ux, uy, uz] = frame.up;
  if (Math.abs(uy) < 1e-9) return undefined;
  const cx = frame.width / 2;
  const cy = frame.height / 2;
  return cy - (frame.focal * (ux * ((x - cx) / frame.focal) + uz)) / uy;
}
