import { type PlaneMapping, planeMapping } from './plane-mapping';
import type { Mask } from './read-mask';
import { type RoomFrame, directionOf, horizonAt } from './room-frame';
import { type Vec3, cross, dot, normalize, orthogonalTo, scale } from './vec3';

/** Which plane a brushed surface lies on: the floor, or an upright one (a wall, cabinet fronts). */
export type SurfaceOrientation = 'floor' | 'wall';

/** The brushed pixels' centre of mass: the point the plane's units are scaled at. */
function centroid(mask: Mask): { x: number; y: number } {
  let sx = 0;
  let sy = 0;
  let n = 0;
  const { box, width, alpha } = mask;
  for (let y = box.top; y < box.bottom; y++) {
    for (let x = box.left; x < box.right; x++) {
      if (alpha[y * width + x] !== 1) continue;
      sx += x + 0.5;
      sy += y + 0.5;
      n++;
    }
  }
  return n ? { x: sx / n, y: sy / n } : { x: (box.left + box.right) / 2, y: (box.top + box.bottom) / 2 };
}

/** The share of brushed pixels (sampled) whose rays point below the horizon of `up`. */
function shareBelow(frame: RoomFrame, mask: Mask, up: Vec3): number {
  let below = 0;
  let n = 0;
  const { box, width, region } = mask;
  for (let y = box.top; y < box.bottom; y += 3) {
    for (let x = box.left; x < box.right; x += 3) {
      if (!region[y * width + x]) continue;
      n++;
      if (dot(directionOf(frame, [x + 0.5, y + 0.5, 1]), up) < -0.01) below++;
    }
  }
  return n ? below / n : 0;
}

/**
 * With no lines to go by: a level view whose horizon lies a quarter of the brushed area's height above it, so the
 * floor recedes toward the top of the brushed area instead of lying flat on the photo.
 */
function assumedUp(frame: RoomFrame, mask: Mask): Vec3 {
  const horizon = mask.box.top - 0.25 * (mask.box.bottom - mask.box.top);
  // The horizon y = h is the line through the rays perpendicular to up: up ∝ -(0, f, cy - h).
  return normalize([0, -frame.focal, -(frame.height / 2 - horizon)]);
}

/** The room's two horizontal directions: the ones seen in the photo, completed to a square corner about up. */
function horizontalAxes(frame: RoomFrame, up: Vec3, trusted: boolean): Vec3[] {
  const seen = trusted ? frame.horizontals.map((h) => h.direction) : [];
  const first = seen[0] ?? orthogonalTo([1, 0, 0], up);
  const second = seen[1] ?? normalize(cross(up, first));
  return [first, second];
}

/**
 * The floor's plane: up from the room's lines when the brushed area lies below their horizon (else the assumed
 * view above), boards or tiles along the room's horizontal directions: v along the one that runs most into the
 * photo, u across it.
 */
function floorPlane(frame: RoomFrame, mask: Mask, reference: { x: number; y: number }): PlaneMapping {
  const trusted = frame.measured && shareBelow(frame, mask, frame.up) > 0.9;
  const up = trusted ? frame.up : assumedUp(frame, mask);
  const [a, b] = horizontalAxes(frame, up, trusted) as [Vec3, Vec3];
  const [across, depth] = Math.abs(a[2]) > Math.abs(b[2]) ? [b, a] : [a, b];
  return planeMapping(frame, across, depth, reference);
}

/**
 * An upright plane: up, and the horizontal direction that most of the brushed area's own edges run toward (a
 * cabinet run's top and bottom lines, a wall's tile courses); with none inside, the wall facing the camera most.
 */
function wallPlane(frame: RoomFrame, mask: Mask, reference: { x: number; y: number }): PlaneMapping {
  const up = frame.up;
  const axes = horizontalAxes(frame, up, frame.measured);
  const inside = (x: number, y: number) => {
    const px = Math.round(x);
    const py = Math.round(y);
    return (
      px >= 0 && py >= 0 && px < mask.width && py < mask.height && mask.region[py * mask.width + px] === 1
    );
  };
  let best = Math.abs(axes[0]![0]) >= Math.abs(axes[1]![0]) ? 0 : 1;
  let bestSupport = 0;
  frame.horizontals.forEach((h, k) => {
    if (!frame.measured) return;
    let support = 0;
    for (const s of h.vanishingPoint.segments)
      if (inside((s.x1 + s.x2) / 2, (s.y1 + s.y2) / 2)) support += s.length;
    if (support > bestSupport) {
      bestSupport = support;
      best = k;
    }
  });
  return planeMapping(frame, axes[best]!, scale(up, -1), reference);
}

/**
 * A floor when the brushed area starts clearly below the horizon and reaches the bottom of the photo (where
 * floors are); otherwise an upright surface.
 */
function looksLikeFloor(frame: RoomFrame, mask: Mask): boolean {
  const { box, height } = mask;
  const horizon = horizonAt(frame, (box.left + box.right) / 2) ?? height / 2;
  return box.bottom >= height * 0.9 && box.top > horizon + height * 0.05;
}

/** The plane the brushed surface lies on, as seen in the photo. */
export function surfacePlane(
  frame: RoomFrame,
  mask: Mask,
  orientation: SurfaceOrientation | 'either',
): { plane: PlaneMapping; orientation: SurfaceOrientation } {
  const reference = centroid(mask);
  const chosen = orientation === 'either' ? (looksLikeFloor(frame, mask) ? 'floor' : 'wall') : orientation;
  const plane = chosen === 'floor' ? floorPlane(frame, mask, reference) : wallPlane(frame, mask, reference);
  return { plane, orientation: chosen };
}
