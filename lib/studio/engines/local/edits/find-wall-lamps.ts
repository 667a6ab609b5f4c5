import { boxBlur } from '../box-blur';
import type { RawImage } from '../raw-image';
import { planesToLab } from './planes-to-lab';
import { resamplePlane } from './resample-plane';
import { shrinkToPlanes } from './shrink-to-planes';

// Read once, not per pixel: see ../box-blur.ts.
const { abs, max, min, round, sqrt } = Math;

/** A wall lamp's housing, in full-size pixels (inclusive box). */
export type WallLamp = { x0: number; y0: number; x1: number; y1: number };

/** Small fixtures need more pixels than panes. */
const WORKING_SIDE = 640;
/** A lamp's housing is dark metal on a lighter wall: this much darker (L units) than the wall around. */
const HOUSING = 30;
/** Its glass, inside the housing, is this much lighter than the housing (L units). */
const GLASS = 25;
/** The wall round a lamp is plain: the spread of its lightness (L units) is under this. */
const PLAIN = 6;

/**
 * The wall lamps a facade shows, found as a pair: two small dark housings, each with a light glass inside, on a
 * plain wall, at one height and a few of their widths to a door's width apart (the pair flanking a front door, the
 * commonest porch lighting). A lone fixture is not taken: a small light patch in a dark frame alone could be a
 * sign, a vent or a letterbox. What this does not find: a lamp that is not paired, one darker than its wall
 * (a black lantern on dark brick, as on the brick-houses photo), one with no housing darker than the wall (a white
 * globe), or a lamp on a busy wall (carving, brick with strong mortar lines).
 */
export function findWallLamps(image: RawImage, sky: Float32Array): WallLamp[] {
  const planes = shrinkToPlanes(image, WORKING_SIDE);
  const { width, height } = planes;
  const n = width * height;
  const { L } = planesToLab(planes);
  const skyHere = resamplePlane(sky, image.width, image.height, width, height);
  const around = boxBlur(L, width, height, max(3, round(0.02 * max(width, height))));
  const dark = new Uint8Array(n);
  for (let i = 0; i < n; i++) dark[i] = L[i]! < around[i]! - HOUSING && skyHere[i]! < 0.1 ? 1 : 0;
  // Each housing: the dark pixels joined to one another, filled in (its glass is inside its box).
  const seen = new Uint8Array(n);
  const stack = new Int32Array(n);
  const found: WallLamp[] = [];
  for (let start = 0; start < n; start++) {
    if (!dark[start] || seen[start]) continue;
    let depth = 0;
    stack[depth++] = start;
    seen[start] = 1;
    let x0 = width;
    let x1 = 0;
    let y0 = height;
    let y1 = 0;
    let frame = 0;
    let count = 0;
    while (depth > 0) {
      const i = stack[--depth]!;
      const x = i % width;
      const y = (i - x) / width;
      count++;
      frame += L[i]!;
      x0 = min(x0, x);
      x1 = max(x1, x);
      y0 = min(y0, y);
      y1 = max(y1, y);
      for (const j of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width]) {
        if (j >= 0 && j < n && dark[j] && !seen[j]) {
          seen[j] = 1;
          stack[depth++] = j;
        }
      }
    }
    const w = x1 - x0 + 1;
    const h = y1 - y0 + 1;
    if (count > 0.0005 * n || w < 3 || h < 4 || h / w < 0.8 || h / w > 3) continue;
    // The glass: the housing's box inside its frame, clearly lighter than the frame.
    let glass = 0;
    let glassCount = 0;
    for (let y = y0 + 1; y < y1; y++) {
      for (let x = x0 + 1; x < x1; x++) {
        if (dark[y * width + x]) continue;
        glass += L[y * width + x]!;
        glassCount++;
      }
    }
    if (glassCount < 0.2 * w * h || glass / glassCount < frame / count + GLASS) continue;
    // The wall above and below it, for twice its height, is plain (beside it may stand the door's casing).
    let sum = 0;
    let squares = 0;
    let ring = 0;
    for (let y = max(0, y0 - 2 * h); y <= min(height - 1, y1 + 2 * h); y++) {
      if (y >= y0 - 1 && y <= y1 + 1) continue;
      for (let x = max(0, x0 - 1); x <= min(width - 1, x1 + 1); x++) {
        sum += L[y * width + x]!;
        squares += L[y * width + x]! ** 2;
        ring++;
      }
    }
    if (ring === 0 || sqrt(max(0, squares / ring - (sum / ring) ** 2)) > PLAIN) continue;
    found.push({ x0, y0, x1, y1 });
  }
  const sx = image.width / width;
  const sy = image.height / height;
  // Pairs: alike in size, at one height, 3–25 widths apart.
  return found
    .filter((a) =>
      found.some((b) => {
        if (a === b) return false;
        const wa = a.x1 - a.x0 + 1;
        const wb = b.x1 - b.x0 + 1;
        const apart = abs(a.x0 + a.x1 - b.x0 - b.x1) / 2;
        return (
          abs(wa - wb) <= 0.4 * max(wa, wb) &&
          abs(a.y0 + a.y1 - b.y0 - b.y1) / 2 <= 0.5 * (a.y1 - a.y0 + 1) &&
          apart >= 3 * wa &&
          apart <= 25 * wa
        );
      }),
    )
    .map((l) => ({
      x0: round(l.x0 * sx),
      y0: round(l.y0 * sy),
      x1: round((l.x1 + 1) * sx) - 1,
      y1: round((l.y1 + 1) * sy) - 1,
    }));
}
