import { growFromSeeds } from './grow-from-seeds';
import { type LabImage, labDistance } from './lab';
import { hangingObjects } from './hanging-objects';
import type { Region, Segmentation } from './segment-regions';
import { surfaceRegions, surfaceSeeds } from './surface-regions';

/** What a part of an interior photo shows, as far as recolouring cares. */
export const ROOM_CLASSES = ['wall', 'floor', 'ceiling', 'furniture', 'textile'] as const;
export type RoomClass = (typeof ROOM_CLASSES)[number];
/** Parts left as they are: windows, pictures, lamps, trim, deep shadows, specks. */
const UNTOUCHED = -1;

/** Mean colour, mean height (fraction) and pixel count of the pixels with a label. */
function labelStats(lab: LabImage, label: Int8Array, wanted: number) {
  let count = 0;
  const sum = [0, 0, 0, 0];
  for (let i = 0; i < label.length; i++) {
    if (label[i] !== wanted) continue;
    count++;
    sum[0]! += lab.L[i]!;
    sum[1]! += lab.a[i]!;
    sum[2]! += lab.b[i]!;
    sum[3]! += Math.floor(i / lab.width) / lab.height;
  }
  return count
    ? { count, lab: [sum[0]! / count, sum[1]! / count, sum[2]! / count] as const, cy: sum[3]! / count }
    : null;
}

/**
 * A "ceiling" only counts if it keeps to the top of the photo and can be told from the walls: a different colour,
 * or a visible corner between them. Otherwise the top of the photo was just more wall (the camera looked level, or
 * walls and ceiling share one paint and one light), and it is painted as wall.
 */
function ceilingIsReal(lab: LabImage, label: Int8Array): boolean {
  const WALL = ROOM_CLASSES.indexOf('wall');
  const CEILING = ROOM_CLASSES.indexOf('ceiling');
  const ceiling = labelStats(lab, label, CEILING);
  const wall = labelStats(lab, label, WALL);
  if (!ceiling || ceiling.cy > 0.35) return false;
  if (!wall) return true;
  let steps = 0;
  let length = 0;
  const { L, a, b, width } = lab;
  // Across the corner: the step over a few pixels each side, so a soft corner still registers.
  const across = (i: number, j: number) => {
    const pair = [label[i], label[j]];
    if (!pair.includes(WALL) || !pair.includes(CEILING)) return;
    const far = Math.min(label.length - 1, j + (j - i) * 2);
    const near = Math.max(0, i - (j - i) * 2);
    steps += Math.hypot(L[far]! - L[near]!, a[far]! - a[near]!, b[far]! - b[near]!);
    length++;
  };
  for (let i = 0; i + width < label.length; i++) {
    if (label[i] !== WALL && label[i] !== CEILING) continue;
    if ((i + 1) % width !== 0 && label[i + 1] !== label[i]) across(i, i + 1);
    if (label[i + width] !== label[i]) across(i, i + width);
  }
  const corner = length ? steps / length : 0;
  return corner > 2.5 || labDistance(ceiling.lab, wall.lab, 0.5) > 4;
}

/**
 * Whether a colour is another seen in shadow: darker, with the same hue and its chroma falling with its lightness
 * (as less light does), unlike a dark wood table on a light wood floor, as colourful as the floor.
 */
function isShadow(colour: readonly number[], lit: readonly number[]): boolean {
  const dim = colour[0]! / lit[0]!;
  if (dim > 0.95 || dim < 0.25) return false;
  const chroma = Math.hypot(colour[1]!, colour[2]!);
  const litChroma = Math.hypot(lit[1]!, lit[2]!);
  if (litChroma < 6) return chroma < 6;
  const hue = Math.abs(Math.atan2(colour[2]!, colour[1]!) - Math.atan2(lit[2]!, lit[1]!));
  return Math.min(hue, 2 * Math.PI - hue) < 0.35 && Math.abs(chroma / litChroma - dim) < 0.3;
}

/** Wood and leather: warm, fairly saturated, mid to dark. Everything else upholstered is taken as fabric. */
function looksHard(region: Region): boolean {
  const [L, a, b] = region.lab;
  const hue = (Math.atan2(b, a) * 180) / Math.PI;
  return L > 15 && L < 72 && Math.hypot(a, b) > 12 && hue > 35 && hue < 85;
}

/**
 * The class of every pixel of an interior photo's working copy (an index into ROOM_CLASSES, or UNTOUCHED).
 * Surface regions are told from objects across the region graph (see surfaceRegions); the surfaces are then grown
 * pixel by pixel from their seeds, so a wall and a ceiling of one paint part along the corner between them and a
 * side wall and the floor along the skirting. An object that hangs on the wall is a window, picture, mirror or lamp
 * and stays as it is (save wooden parts: shelves, wall cupboards); of the rest, warm wood-coloured parts are
 * furniture and the others fabrics. With `whiteFixtures` (bathrooms, kitchens), white and pale objects are baths,
 * basins, worktops and appliances, and stay as they are.
 */
export function classifyRoom(seg: Segmentation, lab: LabImage, whiteFixtures = false): Int8Array {
  const { cells, regions, labels, width } = seg;
  const seeded = surfaceSeeds(seg);
  const surface = surfaceRegions(seg, seeded);
  const isObject = surface.map((s) => !s);
  const allowed = Uint8Array.from(labels, (cell) => (surface[cells[cell]!.region] ? 1 : 0));
  const seedLabels = Int8Array.from(labels, (cell) => {
    const as = seeded.get(cell);
    return as ? ROOM_CLASSES.indexOf(as) : -1;
  });
  const label = growFromSeeds(lab, allowed, seedLabels);
  if (!ceilingIsReal(lab, label)) {
    const CEILING = ROOM_CLASSES.indexOf('ceiling');
    const WALL = ROOM_CLASSES.indexOf('wall');
    for (let i = 0; i < label.length; i++) if (label[i] === CEILING) label[i] = WALL;
  }

  // Each object region's contact with each surface, pixel by pixel along its outline.
  const touching = regions.map(() => new Float64Array(ROOM_CLASSES.length));
  const total = new Float64Array(regions.length);
  const touch = (objectPixel: number, surfacePixel: number) => {
    const r = cells[labels[objectPixel]!]!.region;
    total[r]!++;
    const l = label[surfacePixel]!;
    if (l >= 0) touching[r]![l]!++;
  };
  for (let i = 0; i < labels.length; i++) {
    const right = (i + 1) % width === 0 ? -1 : i + 1;
    if (right >= 0 && allowed[i] !== allowed[right]) {
      if (allowed[i]) touch(right, i);
      else touch(i, right);
    }
    const below = i + width < labels.length ? i + width : -1;
    if (below >= 0 && allowed[i] !== allowed[below]) {
      if (allowed[i]) touch(below, i);
      else touch(i, below);
    }
  }

  // A shadow cast on a surface (under a sofa, beside a bath) is a darker patch of the surface's own colour: it is
  // painted with the surface, keeping its darkness.
  const surfaceColour = ROOM_CLASSES.map((_, c) => labelStats(lab, label, c)?.lab ?? null);
  const shadowOf = regions.map((region, r): number => {
    if (!isObject[r] || total[r] === 0) return -1;
    const counts = touching[r]!;
    let best = 0;
    for (let c = 1; c < counts.length; c++) if (counts[c]! > counts[best]!) best = c;
    const colour = surfaceColour[best];
    if (!colour || counts[best]! < total[r]! * 0.3) return -1;
    return isShadow(region.lab, colour) ? best : -1;
  });

  const hanging = hangingObjects(seg, isObject, label, ROOM_CLASSES.indexOf('floor'));
  const objectClass = regions.map((region): number => {
    if (!isObject[region.id]) return UNTOUCHED;
    if (shadowOf[region.id]! >= 0) return shadowOf[region.id]!;
    const hard = looksHard(region);
    if (region.area < 0.0005 || region.lab[0] < 12) return UNTOUCHED;
    // Long thin strips are skirting boards, shelf and worktop edges, picture rails: trim, left as it is.
    const tall = region.bottom - region.top;
    if (tall < 0.03 && region.right - region.left > 3 * tall) return UNTOUCHED;
    if (hanging[region.id] && !hard) return UNTOUCHED;
    if (whiteFixtures && region.lab[0] > 70 && Math.hypot(region.lab[1], region.lab[2]) < 14)
      return UNTOUCHED;
    return ROOM_CLASSES.indexOf(hard ? 'furniture' : 'textile');
  });
  return Int8Array.from(labels, (cell, i) => (allowed[i] ? label[i]! : objectClass[cells[cell]!.region]!));
}
