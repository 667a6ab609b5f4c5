import { lattice } from './value-noise';

/**
 * Caustics, the bright net sunlight draws on a pool floor, 0–1: cellular noise (distance to the nearest cell point
 * against the second nearest), bright where the two are almost equal. Given ground-plane coordinates, the net
 * shrinks toward the far side as the floor does.
 */
export function caustic(u: number, v: number, seed: number): number {
  const cx = Math.floor(u);
  const cy = Math.floor(v);
  let f1 = Infinity;
  let f2 = Infinity;
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      const px = cx + dx + lattice(cx + dx, cy + dy, seed);
      const py = cy + dy + lattice(cx + dx, cy + dy, seed + 7);
      const d = Math.hypot(u - px, v - py);
      if (d < f1) {
        f2 = f1;
        f1 = d;
      } else if (d < f2) f2 = d;
    }
  }
  return Math.exp(-(f2 - f1) / 0.06);
}
