import { PATCH_RADIUS, type PatchLevel } from './patch-level';

// Read once, not per pixel: see box-blur.ts.
const { abs, exp, floor, hypot, max, min, round } = Math;

/**
 * For every target patch centre, the source centre whose patch looks most like it (sum of squared RGB
 * differences over the patch) and that distance. Indexed by pixel; only targets' entries mean anything.
 */
export type NearestNeighbourField = { source: Int32Array; cost: Float32Array };

/** The patch distance, abandoned (returning Infinity) as soon as it exceeds `limit`. */
function patchDistance(level: PatchLevel, target: number, source: number, limit: number): number {
  const { width, colour } = level;
  const r = PATCH_RADIUS;
  let sum = 0;
  for (let dy = -r; dy <= r; dy++) {
    let t = 3 * (target + dy * width - r);
    let s = 3 * (source + dy * width - r);
    for (let dx = -r; dx <= r; dx++) {
      const a = colour[t]! - colour[s]!;
      const b = colour[t + 1]! - colour[s + 1]!;
      const c = colour[t + 2]! - colour[s + 2]!;
      sum += a * a + b * b + c * c;
      t += 3;
      s += 3;
    }
    if (sum >= limit) return Infinity;
  }
  return sum;
}

/**
 * What copying from off a structure line costs, per squared pixel, in patch-distance units (a 7 × 7 × 3 sum of
 * squared differences): a 2-pixel step across a line costs as much as every value of the patch being 4 off.
 */
const ACROSS_COST = 600;
/** Beyond this many pixels off every line, a source is simply unguided. */
const ACROSS_CAP = 4;
/** Taking a source from the far side of the work area costs like every value of the patch being 3 off. */
const FAR_COST = 147 * 9;

/** The unit directions, at one target, of the lines through it and each vanishing point. */
export type GuideDirections = Float64Array;

export function guideDirections(
  level: PatchLevel,
  target: number,
  out: GuideDirections = new Float64Array(2 * level.guides.length),
): GuideDirections {
  const x = target % level.width;
  const y = (target - x) / level.width;
  for (let k = 0; k < level.guides.length; k++) {
    const [gx, gy, gz] = level.guides[k]!;
    const dx = gx - x * gz;
    const dy = gy - y * gz;
    const n = hypot(dx, dy) || 1;
    out[2 * k] = dx / n;
    out[2 * k + 1] = dy / n;
  }
  return out;
}

/**
 * The prior on where a patch comes from: near the target (the surface around the hole, not across the room), and
 * along one of the room's lines through it, so that copying continues a baseboard, a seam or a tile course
 * straight through the hole instead of bending it (after Huang et al. 2014, "Image completion using planar
 * structure guidance").
 */
export function sourcePrior(level: PatchLevel, directions: GuideDirections, dx: number, dy: number): number {
  const far = (FAR_COST * hypot(dx, dy)) / max(level.width, level.height);
  if (!directions.length) return far;
  let across = ACROSS_CAP * ACROSS_CAP;
  for (let k = 0; k < directions.length; k += 2) {
    const off = dx * directions[k + 1]! - dy * directions[k]!;
    across = min(across, off * off);
  }
  return far + ACROSS_COST * across;
}

function sourceCost(
  level: PatchLevel,
  directions: GuideDirections,
  target: number,
  source: number,
  limit: number,
): number {
  const { width } = level;
  const tx = target % width;
  const sx = source % width;
  const prior = sourcePrior(level, directions, sx - tx, (source - sx - (target - tx)) / width);
  if (prior >= limit) return Infinity;
  return prior + patchDistance(level, target, source, limit - prior);
}

/** A field of random sources: the start at the coarsest level. */
export function randomField(level: PatchLevel, random: () => number): NearestNeighbourField {
  const size = level.width * level.height;
  const field = { source: new Int32Array(size), cost: new Float32Array(size) };
  for (const t of level.targets) {
    const s = level.sources[floor(random() * level.sources.length)]!;
    field.source[t] = s;
    field.cost[t] = sourceCost(level, guideDirections(level, t), t, s, Infinity);
  }
  return field;
}

/**
 * The coarser level's field carried up one level: each source doubled, keeping the pixel's place within its 2 × 2
 * block; a source that is no longer wholly known at this level is drawn again at random.
 */
export function upsampleField(
  coarse: PatchLevel,
  coarseField: NearestNeighbourField,
  fine: PatchLevel,
  random: () => number,
): NearestNeighbourField {
  const size = fine.width * fine.height;
  const field = { source: new Int32Array(size), cost: new Float32Array(size) };
  for (const t of fine.targets) {
    const x = t % fine.width;
    const y = (t - x) / fine.width;
    const cx = min(coarse.width - 1, x >> 1);
    const cy = min(coarse.height - 1, y >> 1);
    const from = coarseField.source[cy * coarse.width + cx]!;
    const fx = from % coarse.width;
    const fy = (from - fx) / coarse.width;
    const sx = 2 * fx + (x & 1);
    const sy = 2 * fy + (y & 1);
    let s = sy * fine.width + sx;
    // Index 0 is never a usable source (it is on the border), so it marks a coarse pixel that was not a target.
    if (from === 0 || sx >= fine.width || sy >= fine.height || !fine.source[s]) {
      s = fine.sources[floor(random() * fine.sources.length)]!;
    }
    field.source[t] = s;
  }
  return field;
}

/** Recomputes every target's cost against the level's current colours (after a vote changed the hole). */
export function rescoreField(level: PatchLevel, field: NearestNeighbourField): void {
  for (const t of level.targets) {
    field.cost[t] = sourceCost(level, guideDirections(level, t), t, field.source[t]!, Infinity);
  }
}

/**
 * PatchMatch (Barnes et al. 2009): alternating scan passes in which each target tries its scan-order neighbours'
 * sources shifted by one pixel (good matches spread along coherent regions, which is what copies a floor's
 * texture through the hole), then random sources around its best at halving radii, and along each room line
 * through it.
 */
export function improveField(
  level: PatchLevel,
  field: NearestNeighbourField,
  passes: number,
  searchRadius: number,
  random: () => number,
): void {
  const { width, height, targets, source: usable } = level;
  const isTarget = new Uint8Array(width * height);
  for (const t of targets) isTarget[t] = 1;
  const directions: GuideDirections = new Float64Array(2 * level.guides.length);
  // The candidates one target tries in a pass: two neighbours', the halving radii's, one per room line.
  const candidates = new Int32Array(2 + 32 + level.guides.length);
  for (let pass = 0; pass < passes; pass++) {
    const forward = pass % 2 === 0;
    const step = forward ? -1 : 1;
    for (let k = 0; k < targets.length; k++) {
      const t = targets[forward ? k : targets.length - 1 - k]!;
      guideDirections(level, t, directions);
      let best = field.source[t]!;
      let bestCost = field.cost[t]!;
      let count = 0;
      const tryCandidates = () => {
        for (let c = 0; c < count; c++) {
          const cost = sourceCost(level, directions, t, candidates[c]!, bestCost);
          if (cost < bestCost) {
            best = candidates[c]!;
            bestCost = cost;
          }
        }
        count = 0;
      };
      // Neighbours already visited in this pass: left and up going forward, right and down going back.
      for (let side = 0; side < 2; side++) {
        const n = side === 0 ? t + step : t + step * width;
        if (!isTarget[n]) continue;
        const candidate = field.source[n]! - (n - t);
        if (candidate === best || candidate < 0 || candidate >= usable.length || !usable[candidate]) continue;
        // A one-pixel shift that wraps to another row is not the neighbour's continuation.
        if (side === 0 && abs((candidate % width) - (field.source[n]! % width)) !== 1) continue;
        candidates[count++] = candidate;
      }
      tryCandidates();
      const bx = best % width;
      const by = (best - bx) / width;
      for (let radius = searchRadius; radius >= 1; radius >>= 1) {
        const x = round(bx + (2 * random() - 1) * radius);
        const y = round(by + (2 * random() - 1) * radius);
        if (x < 0 || y < 0 || x >= width || y >= height) continue;
        const candidate = y * width + x;
        if (candidate !== best && usable[candidate]) candidates[count++] = candidate;
      }
      const tx = t % width;
      const ty = (t - tx) / width;
      for (let g = 0; g < directions.length; g += 2) {
        const along = (2 * random() - 1) * searchRadius;
        const x = round(tx + along * directions[g]!);
        const y = round(ty + along * directions[g + 1]!);
        if (x < 0 || y < 0 || x >= width || y >= height) continue;
        const candidate = y * width + x;
        if (candidate !== best && usable[candidate]) candidates[count++] = candidate;
      }
      tryCandidates();
      field.source[t] = best;
      field.cost[t] = bestCost;
    }
  }
}

/**
 * Rebuilds the hole from the field: every target patch votes its source's pixels onto the hole pixels it covers,
 * weighted by how well it matched (Wexler et al. 2007), the more so the higher `sharpness`. Where neighbouring
 * patches agree on one coherent copy, the vote reproduces it sharply; only where they disagree does it average.
 */
export function voteField(level: PatchLevel, field: NearestNeighbourField, sharpness = 1): void {
  const { width, colour, hole, targets } = level;
  const r = PATCH_RADIUS;
  // The weights' scale: the upper quartile of the costs, read off an even sample of them.
  const stride = max(1, floor(targets.length / 2048));
  const costs: number[] = [];
  for (let k = 0; k < targets.length; k += stride) {
    const cost = field.cost[targets[k]!]!;
    if (Number.isFinite(cost)) costs.push(cost);
  }
  costs.sort((a, b) => a - b);
  const scale = max(costs[floor(costs.length * 0.75)] ?? 1, 1);
  const sum = new Float32Array(colour.length);
  const weight = new Float32Array(hole.length);
  for (const t of targets) {
    const cost = field.cost[t]!;
    const w = Number.isFinite(cost) ? exp((-cost / scale) * sharpness) + 1e-30 : 1e-30;
    const s = field.source[t]!;
    for (let dy = -r; dy <= r; dy++) {
      for (let dx = -r; dx <= r; dx++) {
        const p = t + dy * width + dx;
        if (!hole[p]) continue;
        const q = s + dy * width + dx;
        sum[3 * p]! += w * colour[3 * q]!;
        sum[3 * p + 1]! += w * colour[3 * q + 1]!;
        sum[3 * p + 2]! += w * colour[3 * q + 2]!;
        weight[p]! += w;
      }
    }
  }
  for (let p = 0; p < hole.length; p++) {
    if (!hole[p] || !weight[p]) continue;
    colour[3 * p] = sum[3 * p]! / weight[p]!;
    colour[3 * p + 1] = sum[3 * p + 1]! / weight[p]!;
    colour[3 * p + 2] = sum[3 * p + 2]! / weight[p]!;
  }
}
