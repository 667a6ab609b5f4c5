import { mat3 } from '../plane-mapping';

/** A row-major 3 × 3 matrix acting on homogeneous pixels (x, y, 1). */
export type Homography = readonly number[];

export function multiply(a: Homography, b: Homography): number[] {
  const out: number[] = [];
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 3; c++)
      out.push(a[3 * r]! * b[c]! + a[3 * r + 1]! * b[3 + c]! + a[3 * r + 2]! * b[6 + c]!);
  return out;
}

/** The pixel a homography takes (x, y) to. */
export function mapPoint(h: Homography, x: number, y: number): { x: number; y: number } {
  const [a, b, c, d, e, f, g, k, l] = mat3(h);
  const w = g * x + k * y + l;
  return { x: (a * x + b * y + c) / w, y: (d * x + e * y + f) / w };
}
