import { guideDirections, sourcePrior } from './nearest-neighbour-field';
import { PATCH_RADIUS, type PatchLevel } from './patch-level';

// Read once, not per pixel: see box-blur.ts.
const { abs, ceil, max } = Math;

/** Above this many patch comparisons, each pixel is matched against an even subset of the sources. */
const BUDGET = 8e6;

/**
 * The first guess for the coarsest hole, grown inwards from its rim one ring at a time (the most surrounded pixels
 * of a ring first): each pixel takes the centre of the source patch that best matches what is already known
 * around it, searched exhaustively under the same prior as the patch search. Unlike a smooth fill, this carries
 * the rim's layout (where the wall ends and the floor begins) into the hole, which the coarse-to-fine synthesis
 * then keeps.
 */
export function seedHole(level: PatchLevel): void {
  const { width, height, colour, hole, sources } = level;
  const r = PATCH_RADIUS;
  const known = new Uint8Array(width * height);
  let left = 0;
  for (let i = 0; i < known.length; i++) {
    if (hole[i]) left++;
    else known[i] = 1;
  }
  const stride = max(1, ceil((left * sources.length * (2 * r + 1) ** 2) / BUDGET));
  while (left > 0) {
    const ring: { i: number; confidence: number }[] = [];
    for (let i = 0; i < known.length; i++) {
      if (known[i]) continue;
      const x = i % width;
      const y = (i - x) / width;
      let count = 0;
      let touching = false;
      for (let dy = -r; dy <= r; dy++) {
        for (let dx = -r; dx <= r; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height || !known[ny * width + nx]) continue;
          count++;
          if (abs(dx) <= 1 && abs(dy) <= 1) touching = true;
        }
      }
      if (touching) ring.push({ i, confidence: count });
    }
    if (!ring.length) break;
    ring.sort((a, b) => b.confidence - a.confidence);
    for (const { i } of ring) {
      const x = i % width;
      const y = (i - x) / width;
      const directions = guideDirections(level, i);
      let best = -1;
      let bestCost = Infinity;
      for (let k = 0; k < sources.length; k += stride) {
        const s = sources[k]!;
        const sx = s % width;
        const sy = (s - sx) / width;
        let sum = 0;
        let n = 0;
        for (let dy = -r; dy <= r; dy++) {
          const ty = y + dy;
          if (ty < 0 || ty >= height) continue;
          for (let dx = -r; dx <= r; dx++) {
            const tx = x + dx;
            if (tx < 0 || tx >= width) continue;
            const t = ty * width + tx;
            if (!known[t]) continue;
            const q = (sy + dy) * width + sx + dx;
            const a = colour[3 * t]! - colour[3 * q]!;
            const b = colour[3 * t + 1]! - colour[3 * q + 1]!;
            const c = colour[3 * t + 2]! - colour[3 * q + 2]!;
            sum += a * a + b * b + c * c;
            n++;
          }
        }
        if (!n) continue;
        const cost = (sum * (2 * r + 1) ** 2) / n + sourcePrior(level, directions, sx - x, sy - y);
        if (cost < bestCost) {
          bestCost = cost;
          best = s;
        }
      }
      if (best >= 0) colour.copyWithin(3 * i, 3 * best, 3 * best + 3);
      known[i] = 1;
      left--;
    }
  }
}
