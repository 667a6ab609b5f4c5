import { type RoomFrame, directionOf, pixelOf } from './room-frame';
import type { Vec3 } from './vec3';

/**
 * A plane of the room seen in the photo: the homography from plane coordinates (u, v) to pixels and back. Plane
 * units are scaled so that one unit is about one pixel at the reference point, u runs rightward and v downward
 * there, so a texture drawn in them looks, at the reference, as it would drawn flat on the photo.
 */
export type PlaneMapping = {
  /** Row-major 3 × 3, plane (u, v, 1) to homogeneous pixel. */
  toImage: number[];
  /** Row-major 3 × 3, pixel (x, y, 1) to homogeneous plane point; its third coordinate is positive on the plane. */
  toPlane: number[];
};

/** A row-major 3 × 3 matrix's nine entries, for destructuring. */
export type Mat3 = readonly [number, number, number, number, number, number, number, number, number];

/** The entries of a 3 × 3 matrix kept as a plain array (every matrix here is built with nine). */
export const mat3 = (m: readonly number[]): Mat3 => m as unknown as Mat3;

export function invert(m: readonly number[]): number[] {
  const [a, b, c, d, e, f, g, h, i] = mat3(m);
  const A = e * i - f * h;
  const B = -(d * i - f * g);
  const C = d * h - e * g;
  const det = a * A + b * B + c * C;
  return [
    A / det,
    -(b * i - c * h) / det,
    (b * f - c * e) / det,
    B / det,
    (a * i - c * g) / det,
    -(a * f - c * d) / det,
    C / det,
    -(a * h - b * g) / det,
    (a * e - b * d) / det,
  ];
}

function apply(m: readonly number[], x: number, y: number): Vec3 {
  return [m[0]! * x + m[1]! * y + m[2]!, m[3]! * x + m[4]! * y + m[5]!, m[6]! * x + m[7]! * y + m[8]!];
}

/**
 * The plane through the ray of the reference pixel, spanned by two room directions. The plane's image is exact
 * for the directions' vanishing points whatever the focal length; the focal length only shears the texture.
 */
export function planeMapping(
  frame: RoomFrame,
  first: Vec3,
  second: Vec3,
  reference: { x: number; y: number },
): PlaneMapping {
  const a = pixelOf(frame, first);
  const b = pixelOf(frame, second);
  const o = pixelOf(frame, directionOf(frame, [reference.x, reference.y, 1]));
  let m: number[] = [a[0], b[0], o[0], a[1], b[1], o[1], a[2], b[2], o[2]];
  // Jacobian of the pixel with respect to (u, v) at the reference, where (u, v) = (0, 0).
  const jacobian = () => {
    const w = m[8]!;
    const x = m[2]! / w;
    const y = m[5]! / w;
    return [
      (m[0]! - x * m[6]!) / w,
      (m[1]! - x * m[7]!) / w,
      (m[3]! - y * m[6]!) / w,
      (m[4]! - y * m[7]!) / w,
    ];
  };
  const [dxdu, dxdv, dydu, dydv] = jacobian() as [number, number, number, number];
  const size = Math.sqrt(Math.abs(dxdu * dydv - dxdv * dydu)) || 1;
  // u rightward and v downward at the reference: flip a direction whose image runs the other way.
  const su = dxdu < 0 ? -1 : 1;
  const sv = dydv < 0 ? -1 : 1;
  m = [m[0]! * su, m[1]! * sv, m[2]!, m[3]! * su, m[4]! * sv, m[5]!, m[6]! * su, m[7]! * sv, m[8]!];
  m = m.map((value, k) => (k % 3 === 2 ? value : value / size));
  let toPlane = invert(m);
  if (apply(toPlane, reference.x, reference.y)[2] < 0) toPlane = toPlane.map((value) => -value);
  return { toImage: m, toPlane };
}
