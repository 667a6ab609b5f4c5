import { type Lab, type LabImage, labDistance } from './lab';
import { superpixels } from './superpixels';

/** One superpixel: a small patch of near-uniform colour, the unit every classification labels. */
export type Cell = {
  count: number;
  lab: Lab;
  /** Mean luminance gradient inside the cell (L units per pixel at the working size): grain, seams, pattern. */
  grain: number;
  /** Centroid as fractions of the photo. */
  cx: number;
  cy: number;
  /** The region the cell was joined into. */
  region: number;
  /** Which edges of the photo it touches. */
  touches: { top: boolean; bottom: boolean; left: boolean; right: boolean };
};

/** A boundary between two cells: its length in pixels and the mean colour step across it. */
export type CellEdge = { a: number; b: number; length: number; step: number };

/** Cells joined while alike: a whole surface or object of one colour. */
export type Region = {
  id: number;
  count: number;
  /** Share of the photo. */
  area: number;
  lab: Lab;
  grain: number;
  /** Bounding box and centroid, as fractions of the photo. */
  left: number;
  top: number;
  right: number;
  bottom: number;
  cx: number;
  cy: number;
  cells: number[];
  /** Shared boundary length in pixels, by neighbouring region id. */
  neighbours: Map<number, number>;
  /** Boundary length with each edge of the photo, in pixels. */
  border: { top: number; bottom: number; left: number; right: number };
};

export type Segmentation = {
  width: number;
  height: number;
  /** The cell of every pixel at the working size. */
  labels: Int32Array;
  cells: Cell[];
  edges: CellEdge[];
  regions: Region[];
};

/** Lightness counts for less than hue between region means: a wall half in shadow is still one wall. */
const SHADING_WEIGHT = 0.5;
/**
 * The cost of joining two regions weighs the colour step right across their shared boundary (a corner, an object's
 * outline) more than the difference of their means (which lets light falloff along a wall join, while stopping a
 * chain of small steps from drifting into another surface). Joining stops at this cost.
 */
const STEP_WEIGHT = 0.75;
const MEAN_WEIGHT = 0.35;
const JOIN_BELOW = 5;

/** Luminance gradient magnitude (Sobel, scaled to L units per pixel). */
function gradients(lab: LabImage): Float32Array {
  const { L, width, height } = lab;
  const out = new Float32Array(width * height);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const gx =
        L[i - width + 1]! +
        2 * L[i + 1]! +
        L[i + width + 1]! -
        L[i - width - 1]! -
        2 * L[i - 1]! -
        L[i + width - 1]!;
      const gy =
        L[i + width - 1]! +
        2 * L[i + width]! +
        L[i + width + 1]! -
        L[i - width - 1]! -
        2 * L[i - width]! -
        L[i - width + 1]!;
      out[i] = Math.hypot(gx, gy) / 8;
    }
  }
  return out;
}

type Totals = { count: number; L: number; a: number; b: number; grain: number; interior: number };

/**
 * Splits the photo into cells (SLIC superpixels) and joins neighbouring cells into regions, most alike first, while
 * their colours are close and no edge stronger than their own grain runs between them. Regions follow surfaces and
 * objects (a sofa, a rug, a door); surfaces of one paint that meet at a soft corner may stay one region, which is
 * why the classifiers label cells, with regions as evidence.
 */
export function segmentRegions(lab: LabImage, superpixelCount = 700): Segmentation {
  const { width, height } = lab;
  const n = width * height;
  const gradient = gradients(lab);
  const { labels, count } = superpixels(lab, superpixelCount);

  const totals: Totals[] = Array.from({ length: count }, () => ({
    count: 0,
    L: 0,
    a: 0,
    b: 0,
    grain: 0,
    interior: 0,
  }));
  const cells: Cell[] = Array.from({ length: count }, () => ({
    count: 0,
    lab: [0, 0, 0],
    grain: 0,
    cx: 0,
    cy: 0,
    region: 0,
    touches: { top: false, bottom: false, left: false, right: false },
  }));
  const boundaries = new Map<number, CellEdge>();
  // The step across a boundary is taken between the pixels one further out on each side, so an edge softened over
  // two or three pixels (by the lens, by anti-aliasing, by shrinking the photo) counts in full.
  const stepAcross = (i: number, j: number, stride: number, room: boolean) => {
    const p = room && i - stride >= 0 ? i - stride : i;
    const q = room && j + stride < n ? j + stride : j;
    return Math.hypot(lab.L[p]! - lab.L[q]!, lab.a[p]! - lab.a[q]!, lab.b[p]! - lab.b[q]!);
  };
  const addBoundary = (p: number, q: number, step: number) => {
    const [a, b] = p < q ? [p, q] : [q, p];
    const key = a * count + b;
    const edge = boundaries.get(key);
    if (edge) {
      edge.length++;
      edge.step += step;
    } else boundaries.set(key, { a, b, length: 1, step });
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const k = labels[i]!;
      const t = totals[k]!;
      const cell = cells[k]!;
      t.count++;
      t.L += lab.L[i]!;
      t.a += lab.a[i]!;
      t.b += lab.b[i]!;
      cell.cx += x;
      cell.cy += y;
      if (y === 0) cell.touches.top = true;
      if (y === height - 1) cell.touches.bottom = true;
      if (x === 0) cell.touches.left = true;
      if (x === width - 1) cell.touches.right = true;
      let inside = true;
      if (x + 1 < width && labels[i + 1] !== k) {
        addBoundary(k, labels[i + 1]!, stepAcross(i, i + 1, 1, x > 0 && x + 2 < width));
        inside = false;
      }
      if (y + 1 < height && labels[i + width] !== k) {
        addBoundary(k, labels[i + width]!, stepAcross(i, i + width, width, y > 0 && y + 2 < height));
        inside = false;
      }
      if (inside && x > 0 && y > 0 && labels[i - 1] === k && labels[i - width] === k) {
        t.grain += gradient[i]!;
        t.interior++;
      }
    }
  }
  cells.forEach((cell, k) => {
    const t = totals[k]!;
    cell.count = t.count;
    cell.lab = [t.L / t.count, t.a / t.count, t.b / t.count];
    cell.grain = t.interior > 0 ? t.grain / t.interior : 0;
    cell.cx = cell.cx / t.count / width;
    cell.cy = cell.cy / t.count / height;
  });
  const edges = [...boundaries.values()].map((edge) => ({ ...edge, step: edge.step / edge.length }));

  // Union-find over cells; running totals live at each set's root.
  const parent = Int32Array.from({ length: count }, (_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]!]!;
      i = parent[i]!;
    }
    return i;
  };
  const mean = (t: Totals): Lab => [t.L / t.count, t.a / t.count, t.b / t.count];
  const grain = (t: Totals) => (t.interior > 0 ? t.grain / t.interior : 0);
  // The step across a boundary is measured against the two sides' own grain, so seams in a wood floor or brick
  // courses are not mistaken for the edge of the surface.
  const cost = (p: number, q: number, boundaryStep: number) => {
    const tp = totals[p]!;
    const tq = totals[q]!;
    const edge = Math.max(0, boundaryStep - Math.min(grain(tp), grain(tq)));
    return STEP_WEIGHT * edge + MEAN_WEIGHT * labDistance(mean(tp), mean(tq), SHADING_WEIGHT);
  };
  const join = (p: number, q: number) => {
    const [keep, gone] = totals[p]!.count >= totals[q]!.count ? [p, q] : [q, p];
    const s = totals[keep]!;
    const t = totals[gone]!;
    s.count += t.count;
    s.L += t.L;
    s.a += t.a;
    s.b += t.b;
    s.grain += t.grain;
    s.interior += t.interior;
    parent[gone] = keep;
  };

  // Rounds of joining: each round joins, cheapest first, pairs neither of whose sides changed earlier in the round,
  // so every cost is that of the current regions.
  const speck = Math.max(8, n * 0.0006);
  for (let round = 0; round < 40; round++) {
    const pairs = new Map<number, { p: number; q: number; length: number; step: number }>();
    for (const edge of edges) {
      const p = find(edge.a);
      const q = find(edge.b);
      if (p === q) continue;
      const key = Math.min(p, q) * count + Math.max(p, q);
      const pair = pairs.get(key);
      if (pair) {
        pair.length += edge.length;
        pair.step += edge.step * edge.length;
      } else pairs.set(key, { p, q, length: edge.length, step: edge.step * edge.length });
    }
    const ranked = [...pairs.values()]
      .map((pair) => {
        // A speck joins its most alike neighbour whatever the difference.
        const small = Math.min(totals[pair.p]!.count, totals[pair.q]!.count) < speck;
        return { ...pair, cost: cost(pair.p, pair.q, pair.step / pair.length) - (small ? 1000 : 0) };
      })
      .filter((pair) => pair.cost < JOIN_BELOW)
      .sort((x, y) => x.cost - y.cost);
    if (ranked.length === 0) break;
    const changed = new Set<number>();
    for (const pair of ranked) {
      if (changed.has(pair.p) || changed.has(pair.q)) continue;
      changed.add(pair.p);
      changed.add(pair.q);
      join(pair.p, pair.q);
    }
  }

  const ids = new Int32Array(count).fill(-1);
  const regions: Region[] = [];
  cells.forEach((cell, k) => {
    const root = find(k);
    if (ids[root] === -1) {
      const t = totals[root]!;
      ids[root] = regions.length;
      regions.push({
        id: regions.length,
        count: t.count,
        area: t.count / n,
        lab: mean(t),
        grain: grain(t),
        left: 1,
        top: 1,
        right: 0,
        bottom: 0,
        cx: 0,
        cy: 0,
        cells: [],
        neighbours: new Map(),
        border: { top: 0, bottom: 0, left: 0, right: 0 },
      });
    }
    cell.region = ids[root]!;
    const region = regions[cell.region]!;
    region.cells.push(k);
    region.cx += (cell.cx * cell.count) / region.count;
    region.cy += (cell.cy * cell.count) / region.count;
  });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const region = regions[cells[labels[y * width + x]!]!.region]!;
      region.left = Math.min(region.left, x / width);
      region.top = Math.min(region.top, y / height);
      region.right = Math.max(region.right, (x + 1) / width);
      region.bottom = Math.max(region.bottom, (y + 1) / height);
      if (y === 0) region.border.top++;
      if (y === height - 1) region.border.bottom++;
      if (x === 0) region.border.left++;
      if (x === width - 1) region.border.right++;
    }
  }
  for (const edge of edges) {
    const p = cells[edge.a]!.region;
    const q = cells[edge.b]!.region;
    if (p === q) continue;
    regions[p]!.neighbours.set(q, (regions[p]!.neighbours.get(q) ?? 0) + edge.length);
    regions[q]!.neighbours.set(p, (regions[q]!.neighbours.get(p) ?? 0) + edge.length);
  }
  return { width, height, labels, cells, edges, regions };
}
