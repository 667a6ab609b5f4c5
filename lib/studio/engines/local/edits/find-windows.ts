import { boxBlur } from '../box-blur';
import type { RawImage } from '../raw-image';
import { planesToLab } from './planes-to-lab';
import { resamplePlane } from './resample-plane';
import { shrinkToPlanes } from './shrink-to-planes';

// Read once, not per pixel: see ../box-blur.ts.
const { floor, max, min, round } = Math;

/** A window pane (or a glazed door's), as fractions of the photo: left, top, right, bottom. */
export type WindowBox = { left: number; top: number; right: number; bottom: number };

const WORKING_SIDE = 384;
/** Glass in daylight is darker than the wall around it by this much (L units), and dark in itself. */
const DARKER = 10;
const DARK = 50;
/**
 * A room seen through glass by day is lit only through its windows, so it is darker than any shade outdoors, which
 * the open sky still lights: a pane is nearly black (L below this), or holds under this share of the light of the
 * darkest shade around it (the 5th percentile of the wall within a pane's size of it: a stop darker).
 */
const UNLIT_ROOM = 12;
const DARKER_THAN_SHADE = 0.5;
/**
 * Glass is grey to green (the iron in it) and a dark room behind it grey: a dark patch redder than this (a*) is a
 * warm material in deep shade — brick, wood, a render under a canopy — not a pane. The panes found on the real
 * exteriors are at most 1.4; the shaded wall beside the office's entrance is 2.8.
 */
const WARMEST_GLASS = 2;
/** The step in lightness (L units over two pixels) at a pane's side. */
const EDGE = 8;
/** A pane is inside the facade: at most this share of the wall around it is sky. */
const SKY_AROUND = 0.12;

type Candidate = { x0: number; y0: number; x1: number; y1: number; pixels: number[] };

/** The 4-connected regions of `mask`, each with its pixels and bounding box (working pixels, inclusive). */
function regionsOf(mask: Uint8Array, width: number, height: number): Candidate[] {
  const seen = new Uint8Array(mask.length);
  const stack = new Int32Array(mask.length);
  const found: Candidate[] = [];
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || seen[start]) continue;
    let depth = 0;
    stack[depth++] = start;
    seen[start] = 1;
    const region: Candidate = { x0: width, y0: height, x1: 0, y1: 0, pixels: [] };
    while (depth > 0) {
      const i = stack[--depth]!;
      const x = i % width;
      const y = (i - x) / width;
      region.pixels.push(i);
      region.x0 = min(region.x0, x);
      region.x1 = max(region.x1, x);
      region.y0 = min(region.y0, y);
      region.y1 = max(region.y1, y);
      const visit = (j: number) => {
        if (mask[j] && !seen[j]) {
          seen[j] = 1;
          stack[depth++] = j;
        }
      };
      if (x > 0) visit(i - 1);
      if (x < width - 1) visit(i + 1);
      if (y > 0) visit(i - width);
      if (y < height - 1) visit(i + width);
    }
    found.push(region);
  }
  return found;
}

/**
 * Whether a region has a pane's shape: of a pane's size, nearly filling its bounding rectangle, with straight
 * upright sides (a shadow under the eaves is long and thin, a shadow in carving or a dark shrub ragged), above the
 * ground and with wall, not sky, around it (the shaded end of a building against the sky is a band, not a pane).
 */
function paneShaped(
  c: Candidate,
  L: Float32Array,
  sky: Float32Array,
  width: number,
  height: number,
): boolean {
  const n = width * height;
  const { x0, x1, y0, y1 } = c;
  const w = x1 - x0 + 1;
  const h = y1 - y0 + 1;
  const count = c.pixels.length;
  if (count < 0.0006 * n || count > 0.03 * n || count < 0.55 * w * h) return false;
  if (h / w < 0.4 || h / w > 4 || x0 === 0 || y0 === 0 || x1 === width - 1) return false;
  // Not on the ground: a dark patch down there is a shadow or a drain.
  if (y1 >= 0.92 * height) return false;
  // A pane's sides are straight and upright: down most of its height the wall is lighter just outside each side.
  // The outline of a shadow in carving or of a dark shrub wanders, and its box's sides touch it here and there.
  // Each side on its own: a pane seen from below at an angle is a parallelogram, its sides upright but offset.
  let straightLeft = 0;
  let straightRight = 0;
  for (let y = y0; y <= y1; y++) {
    const row = y * width;
    let left = 0;
    let right = 0;
    for (let d = -1; d <= 1; d++) {
      const xl = min(width - 2, max(1, x0 + d));
      const xr = min(width - 2, max(1, x1 + d));
      left = max(left, L[row + xl - 1]! - L[row + xl + 1]!);
      right = max(right, L[row + xr + 1]! - L[row + xr - 1]!);
    }
    if (left > EDGE) straightLeft++;
    if (right > EDGE) straightRight++;
  }
  if (min(straightLeft, straightRight) < 0.6 * h) return false;
  const reach = max(2, round(0.5 * min(w, h)));
  let skyAround = 0;
  let around = 0;
  for (let y = max(0, y0 - reach); y <= min(height - 1, y1 + reach); y++) {
    for (let x = max(0, x0 - reach); x <= min(width - 1, x1 + reach); x++) {
      if (x >= x0 && x <= x1 && y >= y0 && y <= y1) continue;
      around++;
      if (sky[y * width + x]! > 0.3) skyAround++;
    }
  }
  return skyAround <= SKY_AROUND * around;
}

/** Relative luminance (0–1) of a CIE lightness. */
const luminance = (L: number) => ((L + 16) / 116) ** 3;

/**
 * Whether a region is as dark as a room seen through glass (UNLIT_ROOM, DARKER_THAN_SHADE): its median lightness
 * against the darkest shade of the wall around it (within the region's size, the region itself and sky left out).
 * A shaded opaque panel (an office block's spandrels under their windows) is dark too, but no darker than the
 * shade under the floor slabs beside it.
 */
function darkAsARoom(
  c: Candidate,
  own: Int32Array,
  id: number,
  L: Float32Array,
  sky: Float32Array,
  width: number,
  height: number,
): boolean {
  const values = c.pixels.map((i) => L[i]!).sort((p, q) => p - q);
  const median = values[values.length >> 1]!;
  if (median < UNLIT_ROOM) return true;
  const reach = max(3, c.x1 - c.x0 + 1, c.y1 - c.y0 + 1);
  const around: number[] = [];
  for (let y = max(0, c.y0 - reach); y <= min(height - 1, c.y1 + reach); y++) {
    for (let x = max(0, c.x0 - reach); x <= min(width - 1, c.x1 + reach); x++) {
      const i = y * width + x;
      if (own[i] !== id && sky[i]! < 0.3) around.push(L[i]!);
    }
  }
  if (around.length === 0) return false;
  around.sort((p, q) => p - q);
  const shade = around[floor(0.05 * around.length)]!;
  return luminance(median) <= DARKER_THAN_SHADE * luminance(shade);
}

/**
 * The window panes of a facade that face the camera, as boxes. In daylight glass shows the room behind it, darker
 * than the wall around it and darker than any shade outdoors (darkAsARoom), not warm (WARMEST_GLASS), in a pane's
 * shape (paneShaped). What this does not find: glass with a pale curtain or blind behind it (the office block's
 * upper windows), which is lighter than the shade around it. What it takes for glass: a dark opaque panel darker
 * than every shade around it. The structure guard's openings (two uprights and a rail) were tried first: on real
 * facades they pair any parallel edges — panels, pillars — and miss small sash windows, so they do not say where
 * the glass is.
 */
export function findWindows(image: RawImage, sky: Float32Array): WindowBox[] {
  const planes = shrinkToPlanes(image, WORKING_SIDE);
  const { width, height } = planes;
  const { L, a } = planesToLab(planes);
  const n = width * height;
  const skyHere = resamplePlane(sky, image.width, image.height, width, height);
  const around = boxBlur(L, width, height, max(3, round(0.04 * max(width, height))));
  const dark = new Uint8Array(n);
  for (let i = 0; i < n; i++)
    dark[i] = L[i]! < DARK && L[i]! < around[i]! - DARKER && skyHere[i]! < 0.3 ? 1 : 0;
  const regions = regionsOf(dark, width, height);
  const own = new Int32Array(n).fill(-1);
  regions.forEach((c, id) => c.pixels.forEach((i) => (own[i] = id)));
  const boxes: WindowBox[] = [];
  regions.forEach((c, id) => {
    if (!paneShaped(c, L, skyHere, width, height) || !darkAsARoom(c, own, id, L, skyHere, width, height))
      return;
    if (c.pixels.reduce((sum, i) => sum + a[i]!, 0) / c.pixels.length > WARMEST_GLASS) return;
    boxes.push({
      left: c.x0 / width,
      top: c.y0 / height,
      right: (c.x1 + 1) / width,
      bottom: (c.y1 + 1) / height,
    });
  });
  return boxes;
}
