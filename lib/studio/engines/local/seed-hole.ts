import { guideDirections, sourcePrior } from './nearest-neighbour-field';
import { PATCH_RADIUS, type PatchLevel } from './patch-level';

// Read once, not per pixel: see box-blur.ts.
const { abs, ceil, floor, hypot, max, round, sqrt } = Math;

/** Above this many patch comparisons, each pixel is matched against an even subset of the sources. */
const BUDGET = 8e6;
/** How close (RGB distance) the two ends of a room line across the hole must be to be one surface. */
const SAME_SURFACE = 14;

/**
 * Fills the hole pixels that lie on a room line (through a distant vanishing point) whose two ends, where it
 * leaves the hole, show the same surface: interpolated between those ends. A baseboard or a wall's foot crossing the hole
 * comes back straight, at the height it leaves the hole on both sides. Returns how many pixels it filled.
 */
function continueLines(level: PatchLevel, known: Uint8Array): number {
  const { width, height, colour, hole } = level;
  // Only lines that stay nearly parallel across the work area: those of a vanishing point near the hole fan out
  // from floor to wall, and would join two surfaces that merely share a colour.
  const far = 1.5 * max(width, height);
  const guides = level.guides.filter(
    ([x, y, w]) => abs(w) < 1e-9 || hypot(x / w - width / 2, y / w - height / 2) > far,
  );
  if (!guides.length) return 0;
  const distant = { ...level, guides };
  const directions = new Float64Array(2 * guides.length);
  const filled: { i: number; rgb: [number, number, number] }[] = [];
  // The colour where the line leaves the hole, read between pixels at the exact point (known pixels only), so a
  // line thinner than a pixel at this level is read at the same offset from it on both sides.
  const end = (x: number, y: number, dx: number, dy: number) => {
    for (let step = 1; step < width + height; step++) {
      const px = round(x + dx * step);
      const py = round(y + dy * step);
      if (px < 0 || py < 0 || px >= width || py >= height) return undefined;
      if (hole[py * width + px]) continue;
      const fx = x + dx * (step + 1);
      const fy = y + dy * (step + 1);
      const x0 = floor(fx);
      const y0 = floor(fy);
      const rgb = [0, 0, 0];
      let weight = 0;
      for (const [cx, cy, w] of [
        [x0, y0, (1 - (fx - x0)) * (1 - (fy - y0))],
        [x0 + 1, y0, (fx - x0) * (1 - (fy - y0))],
        [x0, y0 + 1, (1 - (fx - x0)) * (fy - y0)],
        [x0 + 1, y0 + 1, (fx - x0) * (fy - y0)],
      ] as const) {
        if (cx < 0 || cy < 0 || cx >= width || cy >= height || hole[cy * width + cx] || !w) continue;
        for (let c = 0; c < 3; c++) rgb[c]! += w * colour[3 * (cy * width + cx) + c]!;
        weight += w;
      }
      if (!weight) return undefined;
      return { rgb: rgb.map((v) => v / weight), step };
    }
    return undefined;
  };
  for (let i = 0; i < hole.length; i++) {
    if (!hole[i]) continue;
    const x = i % width;
    const y = (i - x) / width;
    guideDirections(distant, i, directions);
    let best: { mismatch: number; rgb: [number, number, number] } | undefined;
    for (let k = 0; k < directions.length; k += 2) {
      const dx = directions[k]!;
      const dy = directions[k + 1]!;
      const a = end(x, y, dx, dy);
      if (!a) continue;
      // The vanishing point is known to a degree or so: on the far side, the line may leave the hole up to a pixel
      // off, so the best of a few offsets across it is the line's other end.
      let b: ReturnType<typeof end>;
      let mismatch = Infinity;
      for (const offset of [0, -0.5, 0.5, -1, 1]) {
        const other = end(x - dy * offset, y + dx * offset, -dx, -dy);
        if (!other) continue;
        const m = hypot(a.rgb[0]! - other.rgb[0]!, a.rgb[1]! - other.rgb[1]!, a.rgb[2]! - other.rgb[2]!);
        if (m < mismatch) {
          mismatch = m;
          b = other;
        }
      }
      if (!b || mismatch >= SAME_SURFACE || (best && mismatch >= best.mismatch)) continue;
      const t = a.step / (a.step + b.step);
      const rgb: [number, number, number] = [0, 1, 2].map((c) => a.rgb[c]! * (1 - t) + b.rgb[c]! * t) as [
        number,
        number,
        number,
      ];
      best = { mismatch, rgb };
    }
    if (best) filled.push({ i, rgb: best.rgb });
  }
  for (const { i, rgb } of filled) {
    colour.set(rgb, 3 * i);
    known[i] = 1;
  }
  return filled.length;
}

/** The best source centre for a hole pixel, matched on the already known pixels of its patch, under the prior. */
function bestSource(level: PatchLevel, known: Uint8Array, i: number, stride: number): number {
  const { width, height, colour, sources } = level;
  const r = PATCH_RADIUS;
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
  return best;
}

/**
 * Criminisi et al.'s fill order (2004) for one front pixel: how trustworthy its known surroundings are
 * (confidence) times how strongly an edge runs into the hole there (the data term: the brightness edge's direction
 * along the front's normal). Edges that meet the hole are continued before the flat areas on either side close
 * over them, which is what keeps a baseboard straight.
 */
function priority(level: PatchLevel, known: Uint8Array, confidence: Float32Array, i: number): number {
  const { width, height, colour } = level;
  const r = PATCH_RADIUS;
  const x = i % width;
  const y = (i - x) / width;
  const luma = (j: number) =>
    0.299 * colour[3 * j]! + 0.587 * colour[3 * j + 1]! + 0.114 * colour[3 * j + 2]!;
  let trust = 0;
  let count = 0;
  let nx = 0;
  let ny = 0;
  let edge = 0;
  let ex = 0;
  let ey = 0;
  for (let dy = -r; dy <= r; dy++) {
    for (let dx = -r; dx <= r; dx++) {
      const px = x + dx;
      const py = y + dy;
      count++;
      if (px < 1 || py < 1 || px >= width - 1 || py >= height - 1) continue;
      const j = py * width + px;
      if (!known[j]) continue;
      trust += confidence[j]!;
      // The front's normal points from the known side into the hole.
      nx -= dx;
      ny -= dy;
      if (!known[j - 1] || !known[j + 1] || !known[j - width] || !known[j + width]) continue;
      const gx = luma(j + 1) - luma(j - 1);
      const gy = luma(j + width) - luma(j - width);
      const strength = gx * gx + gy * gy;
      if (strength > edge) {
        edge = strength;
        // The isophote: along the edge, perpendicular to the gradient.
        ex = -gy;
        ey = gx;
      }
    }
  }
  const normal = hypot(nx, ny) || 1;
  const along = edge ? abs(ex * nx + ey * ny) / (hypot(ex, ey) * normal) : 0;
  return (trust / count) * (0.05 + (sqrt(edge) / 255) * along);
}

/**
 * The first guess for the coarsest hole. Where a room line crosses the hole between two ends of one surface, the
 * pixel is interpolated along it (see continueLines); the rest is filled a pixel at a time in Criminisi's order
 * (see priority), each taking the centre of the source patch that best matches what is already known around it,
 * searched exhaustively under the same prior as the patch search. Unlike a smooth fill, this carries the rim's
 * layout (where the wall ends and the floor begins) into the hole, which the coarse-to-fine synthesis then keeps.
 */
export function seedHole(level: PatchLevel): void {
  const { width, height, colour, hole, sources } = level;
  const r = PATCH_RADIUS;
  const known = new Uint8Array(width * height);
  const confidence = new Float32Array(width * height);
  let left = 0;
  for (let i = 0; i < known.length; i++) {
    if (hole[i]) left++;
    else {
      known[i] = 1;
      confidence[i] = 1;
    }
  }
  const lined = continueLines(level, known);
  for (let i = 0; i < known.length; i++) if (hole[i] && known[i]) confidence[i] = 0.8;
  left -= lined;
  const stride = max(1, ceil((left * sources.length * (2 * r + 1) ** 2) / BUDGET));
  const onFront = (i: number) => {
    if (known[i]) return false;
    const x = i % width;
    const y = (i - x) / width;
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) {
        const px = x + dx;
        const py = y + dy;
        if (px >= 0 && py >= 0 && px < width && py < height && known[py * width + px]) return true;
      }
    return false;
  };
  const front = new Map<number, number>();
  for (let i = 0; i < known.length; i++) if (onFront(i)) front.set(i, priority(level, known, confidence, i));
  while (front.size) {
    let pick = -1;
    let top = -1;
    for (const [i, p] of front) {
      if (p > top) {
        top = p;
        pick = i;
      }
    }
    front.delete(pick);
    const best = bestSource(level, known, pick, stride);
    if (best >= 0) colour.copyWithin(3 * pick, 3 * best, 3 * best + 3);
    let trust = 0;
    let count = 0;
    const x = pick % width;
    const y = (pick - x) / width;
    for (let dy = -r; dy <= r; dy++)
      for (let dx = -r; dx <= r; dx++) {
        const px = x + dx;
        const py = y + dy;
        count++;
        if (px >= 0 && py >= 0 && px < width && py < height && known[py * width + px])
          trust += confidence[py * width + px]!;
      }
    known[pick] = 1;
    confidence[pick] = trust / count;
    // The front moves: neighbours join it, and priorities near the new pixel change.
    for (let dy = -r; dy <= r; dy++)
      for (let dx = -r; dx <= r; dx++) {
        const px = x + dx;
        const py = y + dy;
        if (px < 0 || py < 0 || px >= width || py >= height) continue;
        const j = py * width + px;
        if (onFront(j)) front.set(j, priority(level, known, confidence, j));
      }
  }
}
