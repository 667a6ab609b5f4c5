import { type Lab, labDistance } from './lab';
import type { Region, Segmentation } from './segment-regions';

/** What a region of a photo of a house from its garden shows, as far as the outdoor tools care. */
export const EXTERIOR_CLASSES = ['sky', 'lawn', 'soil', 'plants', 'facade', 'openings', 'door'] as const;
export type ExteriorClass = (typeof EXTERIOR_CLASSES)[number];

export type Box = { left: number; top: number; right: number; bottom: number };

export type Exterior = {
  /** Per region: an index into EXTERIOR_CLASSES, or −1 (roof, path, driveway, fence: left alone). */
  regionClass: Int8Array;
  /** The facade's bounding box, as fractions, when one was found. */
  facade: Box | null;
  /** The rectangles of the windows and doors in the facade (fractions): where their frames are painted. */
  frames: Box[];
};

const chroma = (c: Lab) => Math.hypot(c[1], c[2]);
const hue = (c: Lab) => ((Math.atan2(c[2], c[1]) * 180) / Math.PI + 360) % 360;

/** Blue sky. */
const skyBlue = (c: Lab) => c[2] < -6 && c[0] > 45;
/** Bright white or grey: cloud and haze, when the sky surrounds it. */
const cloudy = (c: Lab) => c[0] > 78 && chroma(c) < 12;
/** Foliage and grass: yellow-green to green, not grey (nor the blue-green of pool water). */
const greenColoured = (c: Lab) => chroma(c) > 10 && hue(c) > 98 && hue(c) < 165;
/** Bare earth: warm brown, mid to dark (and lying flat: wider than tall, unlike a tree trunk or a fence post). */
const soilColoured = (c: Lab) => c[0] > 15 && c[0] < 58 && chroma(c) > 8 && hue(c) > 35 && hue(c) < 85;

/** Mown grass is smooth at the working size; shrubs and hedges show clumps of leaf in light and shade. */
const LAWN_GRAIN = 0.75;

const CLASS = Object.fromEntries(EXTERIOR_CLASSES.map((c, i) => [c, i])) as Record<ExteriorClass, number>;

/**
 * The box of a group of regions with the openings inside it (a door with its glazing), ignoring thin attachments
 * (a wall lamp joined to a door): only rows and columns filled at least a third as much as the fullest are kept.
 * `fill` is the share of that box they cover.
 */
function robustShape(seg: Segmentation, members: Region[], openings: Region[]) {
  const { width, height, labels, cells } = seg;
  const left = Math.min(...members.map((r) => r.left));
  const right = Math.max(...members.map((r) => r.right));
  const top = Math.min(...members.map((r) => r.top));
  const bottom = Math.max(...members.map((r) => r.bottom));
  const within = openings.filter(
    (r) => r.left >= left && r.right <= right && r.top >= top && r.bottom <= bottom,
  );
  const inside = new Set([...members, ...within].map((r) => r.id));
  const rows = new Float64Array(height);
  const columns = new Float64Array(width);
  for (let i = 0; i < labels.length; i++) {
    if (!inside.has(cells[labels[i]!]!.region)) continue;
    rows[Math.floor(i / width)]!++;
    columns[i % width]!++;
  }
  const span = (counts: Float64Array): [number, number] => {
    const peak = Math.max(...counts);
    const kept = [...counts.keys()].filter((k) => counts[k]! >= peak / 3);
    return [kept[0]!, kept[kept.length - 1]! + 1];
  };
  const [x0, x1] = span(columns);
  const [y0, y1] = span(rows);
  let covered = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) if (inside.has(cells[labels[y * width + x]!]!.region)) covered++;
  }
  return {
    left: x0 / width,
    right: x1 / width,
    top: y0 / height,
    bottom: y1 / height,
    fill: covered / ((x1 - x0) * (y1 - y0)),
  };
}

/**
 * Reads a house-and-garden photo by colour and position: the sky is the blue or bright regions joined to the top
 * edge; greens in the lower part are lawn when broad and smooth, plants (shrubs, trees) otherwise; warm browns low
 * down are bare soil. The facade is the largest smooth, not green, not sky region standing in the middle band off
 * the bottom edge, with any of its colour beside it (a garage wing); the openings are the regions framed by it, and
 * the door is an opening standing on the facade's base near its middle, taller than wide and nearly rectangular.
 */
export function classifyExterior(seg: Segmentation): Exterior {
  const { regions } = seg;
  const regionClass = new Int8Array(regions.length).fill(-1);
  const set = (r: Region, c: ExteriorClass) => (regionClass[r.id] = CLASS[c]);
  const is = (r: Region, c: ExteriorClass) => regionClass[r.id] === CLASS[c];

  // Sky: blue or bright regions on the top edge, then down through blue neighbours and into the clouds it surrounds
  // (a white facade against the sky is bright too, but the sky does not surround it).
  const skyShare = (r: Region) => {
    let sky = r.border.top;
    let total = r.border.top + r.border.bottom + r.border.left + r.border.right;
    for (const [id, length] of r.neighbours) {
      total += length;
      if (is(regions[id]!, 'sky')) sky += length;
    }
    return total ? sky / total : 0;
  };
  const queue = regions.filter((r) => r.border.top > 0 && r.cy < 0.5 && (skyBlue(r.lab) || cloudy(r.lab)));
  queue.forEach((r) => set(r, 'sky'));
  while (queue.length) {
    const r = queue.pop()!;
    for (const id of r.neighbours.keys()) {
      const n = regions[id]!;
      if (regionClass[id] !== -1 || n.cy > 0.65) continue;
      if (skyBlue(n.lab) || (cloudy(n.lab) && skyShare(n) > 0.6)) {
        set(n, 'sky');
        queue.push(n);
      }
    }
  }

  for (const r of regions) {
    if (regionClass[r.id] !== -1 || r.cy < 0.4) continue;
    if (greenColoured(r.lab)) {
      const broad = r.area > 0.006 && r.bottom > 0.8 && r.grain < LAWN_GRAIN;
      set(r, broad ? 'lawn' : 'plants');
    } else if (soilColoured(r.lab) && r.cy > 0.5 && r.area > 0.0008 && r.right - r.left > r.bottom - r.top) {
      set(r, 'soil');
    }
  }
  // Greens high up are trees; a smooth green patch touching the lawn is more lawn, and so is a dry or bare patch
  // the lawn surrounds.
  const lawnShare = (r: Region) => {
    let lawn = 0;
    let total = 0;
    for (const [id, length] of r.neighbours) {
      total += length;
      if (is(regions[id]!, 'lawn')) lawn += length;
    }
    return total ? lawn / total : 0;
  };
  for (const r of regions) {
    if (regionClass[r.id] === -1 && greenColoured(r.lab)) set(r, 'plants');
    if (is(r, 'plants') && r.grain < LAWN_GRAIN && r.cy > 0.6 && r.area > 0.002 && lawnShare(r) > 0)
      set(r, 'lawn');
  }
  // A patch lying in the lawn (flat: wider than tall, unlike a trunk or a post) is lawn gone bare or dry, unless it
  // is darker than the lawn around it: a shrub. Twice, so a patch within a patch joins once the outer one has.
  const lawnLightness = (r: Region) => {
    let sum = 0;
    let total = 0;
    for (const [id, length] of r.neighbours) {
      if (!is(regions[id]!, 'lawn')) continue;
      sum += regions[id]!.lab[0] * length;
      total += length;
    }
    return total ? sum / total : 0;
  };
  // Soil is a garden bed only among things growing and of a bed's size: not a brown table indoors, nor a deck.
  for (const r of regions) {
    if (!is(r, 'soil')) continue;
    let green = 0;
    let total = 0;
    for (const [id, length] of r.neighbours) {
      total += length;
      if (is(regions[id]!, 'lawn') || is(regions[id]!, 'plants')) green += length;
    }
    if (green < total * 0.3 || r.area > 0.05) regionClass[r.id] = -1;
  }
  for (let pass = 0; pass < 2; pass++) {
    for (const r of regions) {
      const enclosed = r.border.top + r.border.bottom + r.border.left + r.border.right === 0;
      const flat = (r.right - r.left) * seg.width > (r.bottom - r.top) * seg.height;
      if (!enclosed || !flat || r.cy < 0.55 || r.area > 0.02 || lawnShare(r) < 0.6) continue;
      if (regionClass[r.id] === -1 || (is(r, 'plants') && r.lab[0] > lawnLightness(r) - 3)) set(r, 'lawn');
    }
  }

  const candidates = regions.filter(
    (r) =>
      regionClass[r.id] === -1 &&
      r.area > 0.03 &&
      r.border.bottom === 0 &&
      r.cy > 0.2 &&
      r.cy < 0.8 &&
      r.right - r.left > 0.15 &&
      r.grain < 3,
  );
  if (candidates.length === 0) return { regionClass, facade: null, frames: [] };
  const main = candidates.reduce((best, r) => (r.area > best.area ? r : best));
  set(main, 'facade');
  const box = { left: main.left, top: main.top, right: main.right, bottom: main.bottom };
  for (const r of regions) {
    if (regionClass[r.id] !== -1 || r.border.bottom > 0 || r.area < 0.005) continue;
    const alike =
      Math.hypot((r.lab[0] - main.lab[0]) * 0.5, r.lab[1] - main.lab[1], r.lab[2] - main.lab[2]) < 8;
    if (alike && [...r.neighbours.keys()].some((id) => id === main.id)) {
      set(r, 'facade');
      box.left = Math.min(box.left, r.left);
      box.top = Math.min(box.top, r.top);
      box.right = Math.max(box.right, r.right);
      box.bottom = Math.max(box.bottom, r.bottom);
    }
  }

  // Openings: regions inside the facade's box, mostly framed by facade or by other openings.
  const inside = (r: Region) =>
    r.cx > box.left && r.cx < box.right && r.cy > box.top && r.cy < box.bottom && r.area < 0.06;
  for (const r of regions) {
    if (regionClass[r.id] !== -1 || !inside(r) || r.area < 0.0004) continue;
    let framed = 0;
    let total = 0;
    for (const [id, length] of r.neighbours) {
      total += length;
      if (is(regions[id]!, 'facade') || inside(regions[id]!)) framed += length;
    }
    if (framed <= total * 0.6) continue;
    // Facade-coloured patches inside it (wall between a door and its lamps) are more facade; pale glass, a shade
    // cooler, is not.
    set(r, labDistance(r.lab, main.lab) < 5 ? 'facade' : 'openings');
  }

  // The front door: openings of one colour joined (a door's panels either side of a shadow), standing on the
  // facade's base near its middle, taller than wide, nearly filling its box (its glazing counted in), not white.
  const openings = regions.filter((r) => is(r, 'openings'));
  const parent = new Map(openings.map((r) => [r.id, r.id]));
  const root = (id: number): number => (parent.get(id) === id ? id : root(parent.get(id)!));
  for (const r of openings) {
    for (const id of r.neighbours.keys()) {
      const n = regions[id]!;
      const alike = Math.hypot((r.lab[0] - n.lab[0]) * 0.5, r.lab[1] - n.lab[1], r.lab[2] - n.lab[2]) < 8;
      if (parent.has(id) && alike) parent.set(root(r.id), root(id));
    }
  }
  const groups = new Map<number, Region[]>();
  for (const r of openings) groups.set(root(r.id), [...(groups.get(root(r.id)) ?? []), r]);
  const width = box.right - box.left;
  const height = box.bottom - box.top;
  const centre = (box.left + box.right) / 2;
  const doors = [...groups.values()].flatMap((members) => {
    const { left, right, top, bottom, fill } = robustShape(seg, members, openings);
    const lightness =
      members.reduce((sum, r) => sum + r.lab[0] * r.count, 0) / members.reduce((sum, r) => sum + r.count, 0);
    const w = (right - left) * seg.width;
    const h = (bottom - top) * seg.height;
    const door =
      h / w > 1.3 &&
      h / w < 3.5 &&
      fill > 0.6 &&
      lightness < 85 &&
      bottom > box.bottom - height * 0.12 &&
      Math.abs((left + right) / 2 - centre) < width * 0.3 &&
      (w * h) / (seg.width * seg.height) > 0.003;
    return door ? [{ members, offset: Math.abs((left + right) / 2 - centre) }] : [];
  });
  const door = doors.sort((a, b) => a.offset - b.offset)[0];
  door?.members.forEach((r) => set(r, 'door'));

  // Frames: each window or door (touching openings, whatever their colours: glass, bars, panels) that nearly fills
  // its box is a rectangle, and its frame is painted along that rectangle rather than around a ragged outline.
  const unit = new Map(openings.map((r) => [r.id, r.id]));
  const top = (id: number): number => (unit.get(id) === id ? id : top(unit.get(id)!));
  for (const r of openings)
    for (const id of r.neighbours.keys()) if (unit.has(id)) unit.set(top(r.id), top(id));
  const units = new Map<number, Region[]>();
  for (const r of openings) units.set(top(r.id), [...(units.get(top(r.id)) ?? []), r]);
  const frames = [...units.values()]
    .map((members) => robustShape(seg, members, openings))
    .filter((shape) => shape.fill > 0.6)
    .map(({ left, top, right, bottom }) => ({ left, top, right, bottom }));
  return { regionClass, facade: box, frames };
}
