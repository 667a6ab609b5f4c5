import {
  type NearestNeighbourField,
  improveField,
  randomField,
  rescoreField,
  upsampleField,
  voteField,
} from './nearest-neighbour-field';
import { PATCH_RADIUS, type PatchLevel, halveLevel } from './patch-level';
import { seedHole } from './seed-hole';

// Read once, not per pixel: see box-blur.ts.
const { ceil, max, min, round } = Math;

/** Half the hole's thickness (largest chessboard distance from a hole pixel to a known one). */
function holeReach(level: PatchLevel): number {
  const { width, height, hole } = level;
  const big = width + height;
  const distance = new Int32Array(width * height);
  for (let i = 0; i < distance.length; i++) distance[i] = hole[i] ? big : 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (!distance[i]) continue;
      let d = distance[i]!;
      if (x > 0) d = min(d, distance[i - 1]! + 1);
      if (y > 0) {
        d = min(d, distance[i - width]! + 1);
        if (x > 0) d = min(d, distance[i - width - 1]! + 1);
        if (x < width - 1) d = min(d, distance[i - width + 1]! + 1);
      }
      distance[i] = d;
    }
  }
  let reach = 0;
  for (let y = height - 1; y >= 0; y--) {
    for (let x = width - 1; x >= 0; x--) {
      const i = y * width + x;
      if (!distance[i]) continue;
      let d = distance[i]!;
      if (x < width - 1) d = min(d, distance[i + 1]! + 1);
      if (y < height - 1) {
        d = min(d, distance[i + width]! + 1);
        if (x < width - 1) d = min(d, distance[i + width + 1]! + 1);
        if (x > 0) d = min(d, distance[i + width - 1]! + 1);
      }
      distance[i] = d;
      reach = max(reach, d);
    }
  }
  return reach;
}

/**
 * Coarse levels, down to the one where the hole is about a patch thick: there a patch sees across the whole hole,
 * so the layout (where the floor's seams and the wall's edge run) is settled before the detail is.
 */
function pyramid(finest: PatchLevel): PatchLevel[] {
  const levels = [finest];
  let reach = holeReach(finest);
  for (;;) {
    const last = levels[levels.length - 1]!;
    if (reach <= PATCH_RADIUS + 1 || min(last.width, last.height) < 8 * PATCH_RADIUS) break;
    const next = halveLevel(last);
    // Too few clean patches left to copy from: stop at the finer level.
    if (next.sources.length < max(64, next.targets.length)) break;
    levels.push(next);
    reach = ceil(reach / 2);
  }
  return levels;
}

/** How much more the last vote at full size weighs the best-matching patches than the rest. */
const FINAL_SHARPNESS = 4;
/** Patches touching the hole at full size above which it counts as very large. */
const LARGE_HOLE = 150_000;

/**
 * Expectation–maximisation rounds per level and search passes per round: more where it is cheap and the layout is
 * decided, fewer at full size where the field carried up from below is already close. The random search reaches
 * across the whole level at the coarsest, and only around the carried-up match above it.
 */
function schedule(level: number, levels: PatchLevel[]): { rounds: number; passes: number; radius: number } {
  const { width, height, targets } = levels[level]!;
  if (level === levels.length - 1) return { rounds: 6, passes: 3, radius: max(width, height) };
  const radius = max(16, round(max(width, height) / 8));
  if (level > 0) return { rounds: 3, passes: 2, radius };
  // A very large hole (a tenth of a 2048-pixel photo) gets one round at full size, which keeps it within seconds:
  // the level below has settled it, and full size mostly sharpens.
  return targets.length > LARGE_HOLE ? { rounds: 1, passes: 2, radius } : { rounds: 2, passes: 2, radius };
}

/**
 * Exemplar-based inpainting: the hole is rebuilt from patches of the known pixels around it, coarse to fine, so
 * a removed object on a floor or wall comes back as that floor's or wall's own texture, seams continued, with no
 * smear. At every level a PatchMatch search finds, for each patch touching the hole, the best wholly known patch;
 * the patches then vote the hole's pixels; both repeat a few times. Modifies `finest.colour` in place.
 */
export function fillByPatches(finest: PatchLevel, random: () => number): void {
  const levels = pyramid(finest);
  const coarsest = levels[levels.length - 1]!;
  seedHole(coarsest);
  let field: NearestNeighbourField = randomField(coarsest, random);
  for (let l = levels.length - 1; l >= 0; l--) {
    const level = levels[l]!;
    if (l < levels.length - 1) {
      field = upsampleField(levels[l + 1]!, field, level, random);
      voteField(level, field);
      rescoreField(level, field);
    }
    const { rounds, passes, radius } = schedule(l, levels);
    for (let iteration = 0; iteration < rounds; iteration++) {
      improveField(level, field, iteration === 0 ? passes : max(1, passes - 1), radius, random);
      // The last vote at full size favours the best-matching patches more, so the result stays crisp.
      voteField(level, field, l === 0 && iteration === rounds - 1 ? FINAL_SHARPNESS : 1);
      if (iteration < rounds - 1) rescoreField(level, field);
    }
  }
}
