import { labDistance } from './lab';
import type { Region, Segmentation } from './segment-regions';

export type Surface = 'wall' | 'floor' | 'ceiling';

/** Each hop costs this much on top of the colour step, so flat areas go to the nearest seed. */
const HOP_COST = 0.25;
/** A region farther than this from every seed lies behind an outline: it is an object, not a surface. */
const SURFACE_REACH = 6;

/** The cost of stepping between two neighbours: the colour step across their boundary beyond their own grain. */
const crossing = (step: number, grainA: number, grainB: number) =>
  HOP_COST + Math.max(0, step - 1 - Math.min(grainA, grainB));

/** Where each surface is all but certain to be, as cells: seeds for growing it. */
export function surfaceSeeds(seg: Segmentation): Map<number, Surface> {
  const { cells, regions } = seg;
  const out = new Map<number, Surface>();
  const seed = (k: number, as: Surface) => {
    if (!out.has(k)) out.set(k, as);
  };
  // The floor is the region running furthest along the bottom edge, with any like it (the same floor in shadow);
  // a sofa cut off by the bottom edge is not.
  const floor = regions.reduce((best, r) => (r.border.bottom > best.border.bottom ? r : best));
  const floorLike = (r: Region) =>
    r.border.bottom > 0 && (r === floor || labDistance(r.lab, floor.lab, 0.5) < 10);
  cells.forEach((cell, k) => {
    if (cell.touches.bottom && floorLike(regions[cell.region]!)) seed(k, 'floor');
  });
  // Walls at eye level on both sides. Not straight ahead: there, cupboards, windows and bookcases are as likely
  // as wall, and a back wall of the same paint is reached from the side walls anyway.
  cells.forEach((cell, k) => {
    if (regions[cell.region]!.area < 0.02) return;
    if ((cell.touches.left || cell.touches.right) && cell.cy > 0.15 && cell.cy < 0.45) seed(k, 'wall');
  });
  cells.forEach((cell, k) => {
    const region = regions[cell.region]!;
    if (cell.touches.top && cell.cx > 0.2 && cell.cx < 0.8 && region.area >= 0.01 && region.lab[0] > 40)
      seed(k, 'ceiling');
  });
  return out;
}

/** Dijkstra by scanning (a photo has a few hundred cells, a few dozen regions). */
function shortestPaths<T>(
  count: number,
  adjacency: { to: number; cost: number }[][],
  sources: Map<number, T>,
): { distance: Float64Array; from: (T | null)[] } {
  const distance = new Float64Array(count).fill(Infinity);
  const from: (T | null)[] = Array.from({ length: count }, () => null);
  for (const [k, value] of sources) {
    distance[k] = 0;
    from[k] = value;
  }
  const done = new Uint8Array(count);
  for (;;) {
    let next = -1;
    for (let k = 0; k < count; k++) {
      if (!done[k] && distance[k]! < Infinity && (next < 0 || distance[k]! < distance[next]!)) next = k;
    }
    if (next < 0) break;
    done[next] = 1;
    for (const { to, cost } of adjacency[next]!) {
      if (distance[next]! + cost < distance[to]!) {
        distance[to] = distance[next]! + cost;
        from[to] = from[next]!;
      }
    }
  }
  return { distance, from };
}

/**
 * Which regions are surfaces: those reached cheaply from the seeds across the region graph, where crossing a
 * boundary costs its mean colour step (a mean, so one weak spot in a sofa's outline does not let the floor in) and
 * any clear difference between the two regions' colours.
 * A large region running off an edge of the photo is a surface whatever the cost (a wall in shade beyond a corner).
 * An accent wall seen straight ahead, edged by corners on every side, is taken for an object: recoloured as one.
 */
export function surfaceRegions(seg: Segmentation, seeded: Map<number, Surface>): boolean[] {
  const { cells, regions, edges } = seg;
  const pairs = new Map<number, { a: number; b: number; length: number; step: number }>();
  for (const { a, b, length, step } of edges) {
    const [ra, rb] = [cells[a]!.region, cells[b]!.region];
    if (ra === rb) continue;
    const key = Math.min(ra, rb) * regions.length + Math.max(ra, rb);
    const pair = pairs.get(key) ?? { a: ra, b: rb, length: 0, step: 0 };
    pair.length += length;
    pair.step += step * length;
    pairs.set(key, pair);
  }
  const adjacency: { to: number; cost: number }[][] = regions.map(() => []);
  for (const { a, b, length, step } of pairs.values()) {
    // Two regions of clearly different colour are apart even where a contact shadow blurs the edge between them.
    const apart = 0.5 * Math.max(0, labDistance(regions[a]!.lab, regions[b]!.lab, 0.5) - 5);
    const cost = crossing(step / length, regions[a]!.grain, regions[b]!.grain) + apart;
    adjacency[a]!.push({ to: b, cost });
    adjacency[b]!.push({ to: a, cost });
  }
  const sources = new Map<number, true>();
  for (const k of seeded.keys()) sources.set(cells[k]!.region, true);
  const { distance } = shortestPaths(regions.length, adjacency, sources);
  return regions.map((region, r) => {
    const side = Math.max(
      region.border.top / seg.width,
      region.border.bottom / seg.width,
      region.border.left / seg.height,
      region.border.right / seg.height,
    );
    return distance[r]! <= SURFACE_REACH || (region.area >= 0.02 && side >= 0.05);
  });
}
