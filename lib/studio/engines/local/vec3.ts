// Read once, not per pixel: see box-blur.ts.
const { hypot } = Math;

/** A 3-vector: a direction in camera space (x right, y down, z forward) or a homogeneous image point. */
export type Vec3 = readonly [number, number, number];

export function cross(a: Vec3, b: Vec3): Vec3 {
  return [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
}

export function dot(a: Vec3, b: Vec3): number {
  return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}

export function scale(a: Vec3, k: number): Vec3 {
  return [a[0] * k, a[1] * k, a[2] * k];
}

export function add(a: Vec3, b: Vec3): Vec3 {
  return [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
}

export function normalize(a: Vec3): Vec3 {
  const n = hypot(a[0], a[1], a[2]);
  return n ? [a[0] / n, a[1] / n, a[2] / n] : a;
}

/** `a` with its component along the unit vector `axis` removed, normalised. */
export function orthogonalTo(a: Vec3, axis: Vec3): Vec3 {
  return normalize(add(a, scale(axis, -dot(a, axis))));
}
