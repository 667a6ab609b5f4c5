import type { RoomFrame } from './room-frame';
import { type Vec3, add, cross, dot, normalize, orthogonalTo, scale } from './vec3';

// Read once, not per pixel: see box-blur.ts.
const { abs } = Math;

/** A point in the room in metres: `a` across the view, `b` away from the camera, `z` up from the floor. */
export type RoomPoint = { a: number; b: number; z: number };

/**
 * The camera over the floor, in metres: the floor's axes from the room's horizontal directions, the origin on the
 * floor under the camera, which stands at a photographer's eye height. A pixel's height below the horizon then
 * fixes its distance, so furniture drawn through this camera has the room's own scale at every depth.
 */
export type FloorCamera = {
  frame: RoomFrame;
  eyeHeight: number;
  across: Vec3;
  depth: Vec3;
  /** The pixel a room point lands on, and its depth along the optical axis (undefined behind the camera). */
  project: (p: RoomPoint) => { x: number; y: number; depth: number } | undefined;
  /** The floor point a pixel shows, if it lies below the horizon. */
  toFloor: (x: number, y: number) => { a: number; b: number } | undefined;
};

/** Where real-estate photos are taken from: a tripod at about chest height. */
export const EYE_HEIGHT = 1.4;

export function floorCamera(frame: RoomFrame): FloorCamera {
  const { up, focal, width, height } = frame;
  const cx = width / 2;
  const cy = height / 2;
  const seen = frame.horizontals.map((h) => h.direction);
  const deepest = seen.reduce<Vec3 | undefined>(
    (best, d) => (!best || abs(d[2]) > abs(best[2]) ? d : best),
    undefined,
  );
  let depth = orthogonalTo(deepest ?? [0, 0, 1], up);
  if (depth[2] < 0) depth = scale(depth, -1);
  const across = normalize(cross(depth, up));
  const toCamera = (p: RoomPoint): Vec3 =>
    add(add(scale(across, p.a), scale(depth, p.b)), scale(up, p.z - EYE_HEIGHT));
  return {
    frame,
    eyeHeight: EYE_HEIGHT,
    across,
    depth,
    project(p) {
      const c = toCamera(p);
      if (c[2] < 0.05) return undefined;
      return { x: cx + (focal * c[0]) / c[2], y: cy + (focal * c[1]) / c[2], depth: c[2] };
    },
    toFloor(x, y) {
      const ray: Vec3 = [(x - cx) / focal, (y - cy) / focal, 1];
      const drop = dot(ray, up);
      if (drop >= -1e-6) return undefined;
      const hit = scale(ray, EYE_HEIGHT / -drop);
      return { a: dot(hit, across), b: dot(hit, depth) };
    },
  };
}
