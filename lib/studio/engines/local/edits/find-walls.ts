import { detectSegments } from '../../../guard/detect-segments.ts';
import { gradientField } from '../../../guard/gradient-field.ts';
import { boxBlur } from '../box-blur';
import { growFromSeeds } from '../grow-from-seeds';
import { type LabImage, toLab } from '../lab';
import type { RawImage } from '../raw-image';
import { upsampleClasses } from '../upsample-classes';
import { photoKind } from './photo-kind';
import { resamplePlane } from './resample-plane';
import { shrinkImage } from './shrink-image';
import { wallMatte } from './wall-matte';

// Read once, not per pixel: see ../box-blur.ts.
const { abs, cos, hypot, max, min, round, sin, sqrt } = Math;

/** Walls are found on a copy this size: surfaces and the corners between them, not grain. */
const WORKING_SIDE = 320;
/** Where the walls' outline is refined along the photo's edges: the long side of that copy. */
const MASK_SIDE = 1024;
/** A pixel this far in colour (a, b) from the wall around it is something else, however thin. */
const STANDS_OUT = 8;
/** Guided-filter weight above which a pixel is surely wall. */
const SURE = 0.97;
/** A colour step (Lab units per pixel) this steep is an outline: a corner, a frame, an object's edge. */
const EDGE = 2.2;
/**
 * Mean fine detail (L's departure from its 3×3 mean) above which a patch is patterned or textured: lace, wood grain,
 * leaves. Shading, however steep, is smooth and has none: a wall darkening into a corner stays wall.
 */
const BUSY = 0.8;
/** Straight lines at least this share of the long side, and not upright, part the walls from ceiling and floor. */
const LINE_SHARE = 0.05;

export type WallMap = { width: number; height: number; wall: Uint8Array; lab: LabImage };

/** Colour gradient magnitude (Sobel over L, a and b, in Lab units per pixel). */
function colourGradient(lab: LabImage): Float32Array {
  const { width, height } = lab;
  const colour = new Float32Array(width * height);
  const planes = [lab.L, lab.a, lab.b];
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      let sum = 0;
      for (let p = 0; p < 3; p++) {
        const v = planes[p]!;
        const gx =
          v[i - width + 1]! +
          2 * v[i + 1]! +
          v[i + width + 1]! -
          v[i - width - 1]! -
          2 * v[i - 1]! -
          v[i + width - 1]!;
        const gy =
          v[i + width - 1]! +
          2 * v[i + width]! +
          v[i + width + 1]! -
          v[i - width - 1]! -
          2 * v[i - width]! -
          v[i - width + 1]!;
        const m = (gx * gx + gy * gy) / 64;
        sum += m;
      }
      colour[i] = sqrt(sum);
    }
  }
  return colour;
}

/**
 * The photo's long straight edges, drawn as barriers: a corner between two surfaces of one paint, or a curtain's
 * edge against the wall, is such a line even where the colour step across it is too faint to count as an outline.
 */
function straightEdges(small: RawImage): Uint8Array {
  const { width, height, data } = small;
  const floats = new Float32Array(data.length);
  for (let i = 0; i < data.length; i++) floats[i] = data[i]!;
  const segments = detectSegments(
    gradientField({ width, height, data: floats }),
    LINE_SHARE * max(width, height),
  );
  const barrier = new Uint8Array(width * height);
  for (const s of segments) {
    // Drawn a little past both ends, so two pieces of one corner leave no gap between them.
    for (let t = -3; t <= s.length + 3; t += 0.5) {
      const x = round(s.x1 + cos(s.angle) * t);
      const y = round(s.y1 + sin(s.angle) * t);
      if (x >= 0 && y >= 0 && x < width && y < height) barrier[y * width + x] = 1;
    }
  }
  return barrier;
}

type Component = {
  count: number;
  top: number;
  bottom: number;
  touchesTop: boolean;
  touchesBottom: boolean;
  L: number;
  a: number;
  b: number;
};

/** 4-connected components of the set pixels; returns each pixel's component (−1 outside) and their statistics. */
function components(set: Uint8Array, lab: LabImage): { of: Int32Array; list: Component[] } {
  const { width, height } = lab;
  const of = new Int32Array(set.length).fill(-1);
  const list: Component[] = [];
  const stack = new Int32Array(set.length);
  for (let start = 0; start < set.length; start++) {
    if (!set[start] || of[start]! >= 0) continue;
    const c: Component = {
      count: 0,
      top: height,
      bottom: 0,
      touchesTop: false,
      touchesBottom: false,
      L: 0,
      a: 0,
      b: 0,
    };
    const id = list.length;
    list.push(c);
    let size = 0;
    stack[size++] = start;
    of[start] = id;
    while (size > 0) {
      const i = stack[--size]!;
      const x = i % width;
      const y = (i - x) / width;
      c.count++;
      c.top = min(c.top, y);
      c.bottom = max(c.bottom, y);
      if (y === 0) c.touchesTop = true;
      if (y === height - 1) c.touchesBottom = true;
      c.L += lab.L[i]!;
      c.a += lab.a[i]!;
      c.b += lab.b[i]!;
      const visit = (j: number) => {
        if (set[j] && of[j]! < 0) {
          of[j] = id;
          stack[size++] = j;
        }
      };
      if (x > 0) visit(i - 1);
      if (x < width - 1) visit(i + 1);
      if (y > 0) visit(i - width);
      if (y < height - 1) visit(i + width);
    }
    c.L /= c.count;
    c.a /= c.count;
    c.b /= c.count;
  }
  return { of, list };
}

/**
 * Per column, the top of the upright walls: where they meet the ceiling. Columns with no wall (a window, a curtain,
 * a cupboard reaching the ceiling) take it from the walls either side, along the straight line between them.
 */
function wallTops(of: Int32Array, isWall: boolean[], width: number, height: number): Float32Array {
  const top = new Float32Array(width).fill(-1);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const k = of[y * width + x]!;
      if (top[x]! < 0 && k >= 0 && isWall[k]) top[x] = y;
    }
  }
  let last = -1;
  for (let x = 0; x <= width; x++) {
    if (x < width && top[x]! < 0) continue;
    // Fill the gap (last, x): between two walls along the line joining their tops, at an end level with the one wall.
    const from = last >= 0 ? top[last]! : x < width ? top[x]! : 0;
    const to = x < width ? top[x]! : from;
    for (let g = last + 1; g < x; g++) top[g] = from + ((to - from) * (g - last)) / (x - last);
    last = x;
  }
  return top;
}

/**
 * The walls on the working copy. Smooth patches bounded by outlines and by the room's corner lines are joined into
 * surfaces; a surface that reaches from above the camera's eye level to below it stands upright (a wall: the ceiling
 * lies wholly above eye level, the floor wholly below), so those are the walls, with the smaller patches of the same
 * paint that are not cut off against the top of the photo (ceiling) or its bottom (floor). The outlines themselves
 * then go to whichever side they match in colour.
 */
export function wallMap(image: RawImage): WallMap {
  const small = shrinkImage(image, WORKING_SIDE);
  const { width, height } = small;
  const n = width * height;
  const lab = toLab(small);
  const colour = colourGradient(lab);
  const local = boxBlur(lab.L, width, height, 1);
  const above = 0.45 * height;
  const below = 0.55 * height;
  const lines = straightEdges(small);
  // Texture is the mean gradient between the outlines, so a smooth wall stays smooth right up to a frame.
  const inner = new Float32Array(n);
  const innerDetail = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    if (colour[i]! >= EDGE || lines[i]) continue;
    inner[i] = 1;
    innerDetail[i] = abs(lab.L[i]! - local[i]!);
  }
  const count = boxBlur(inner, width, height, 2);
  const sum = boxBlur(innerDetail, width, height, 2);
  const smooth = new Uint8Array(n);
  const textured = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    if (!inner[i]) continue;
    if (sum[i]! < BUSY * count[i]! && lab.L[i]! > 6) smooth[i] = 1;
    else textured[i] = 1;
  }
  // Thinned by a pixel before joining, so a surface does not leak into the next through a gap in the line between.
  const core = new Uint8Array(n);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      if (smooth[i] && smooth[i - 1] && smooth[i + 1] && smooth[i - width] && smooth[i + width]) core[i] = 1;
    }
  }
  const { of, list } = components(core, lab);

  const upright = list.map((c) => c.count > n * 0.004 && c.top < above && c.bottom > below);
  // The largest upright surface is a wall; another is one too if it has the same paint, or is nearly as large (a
  // wall of another colour). A curtain drawn in front of a window also reaches across eye level, but is neither.
  let main: Component | undefined;
  list.forEach((c, k) => {
    if (upright[k] && (!main || c.count > main.count)) main = c;
  });
  const isWall = list.map(
    (c, k) => upright[k]! && (c.count > 0.5 * main!.count || hypot(c.a - main!.a, c.b - main!.b) < 8),
  );
  const walls = list.filter((_, k) => isWall[k]);
  const top = wallTops(of, isWall, width, height);
  // Pixels of each smaller patch above the walls' top edge: ceiling, whatever its colour.
  const overTop = new Int32Array(list.length);
  for (let i = 0; i < n; i++) {
    const k = of[i]!;
    if (k >= 0 && !isWall[k] && (i - (i % width)) / width < top[i % width]! - 2) overTop[k]!++;
  }
  list.forEach((c, k) => {
    if (isWall[k] || c.count < n * 0.0005) return;
    // Cut off against the top of the photo or above the walls, it is ceiling; wholly below eye level, floor (or too
    // little to matter).
    if ((c.touchesTop && c.bottom < below) || overTop[k]! > 0.2 * c.count || c.top > above) return;
    isWall[k] = walls.some((w) => hypot(w.a - c.a, w.b - c.b) < 5 && abs(w.L - c.L) < 0.3 * w.L + 4);
  });

  const seeds = new Int8Array(n).fill(-1);
  for (let i = 0; i < n; i++) {
    if (of[i]! >= 0) seeds[i] = isWall[of[i]!] ? 1 : 0;
    else if (textured[i]) seeds[i] = 0;
  }
  const grown = growFromSeeds(lab, new Uint8Array(n).fill(1), seeds);
  const wall = new Uint8Array(n);
  for (let i = 0; i < n; i++) if (grown[i] === 1) wall[i] = 1;
  return { width, height, wall, lab };
}

/**
 * The walls (weight over one half) less the pixels whose colour stands out from the wall around them: a picture's
 * gilt frame, a skirting's top, a window's glazing bar, a few pixels wide, too thin for the working copy to have
 * told from the wall.
 */
function withoutThinParts(image: RawImage, weight: Float32Array): Uint8Array {
  const { width, height } = image;
  const n = width * height;
  const lab = toLab(image);
  // The wall around a pixel is read from the walls' sure inside (a thin part near the rim is never sure).
  const sure = new Float32Array(n);
  const sumL = new Float32Array(n);
  const sumA = new Float32Array(n);
  const sumB = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    if (weight[i]! < SURE) continue;
    sure[i] = 1;
    sumL[i] = lab.L[i]!;
    sumA[i] = lab.a[i]!;
    sumB[i] = lab.b[i]!;
  }
  const radius = max(4, round(max(width, height) / 60));
  const count = boxBlur(sure, width, height, radius);
  const meanL = boxBlur(sumL, width, height, radius);
  const meanA = boxBlur(sumA, width, height, radius);
  const meanB = boxBlur(sumB, width, height, radius);
  const wall = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    if (weight[i]! <= 0.5) continue;
    const c = count[i]!;
    if (c <= 0) continue;
    const ratio = (lab.L[i]! + 2) / (meanL[i]! / c + 2);
    const step = hypot(lab.a[i]! - meanA[i]! / c, lab.b[i]! - meanB[i]! / c);
    if (step < STANDS_OUT && ratio > 0.4 && ratio < 2.5) wall[i] = 1;
  }
  return wall;
}

/**
 * How much of each pixel is wall, 0–1 (ceiling, floor, windows, doors, what stands in front: 0). The working copy's
 * walls are enlarged along the photo's own edges (a guided filter, upsample-classes.ts) on a copy at most MASK_SIDE
 * long, then matted (wall-matte.ts) and enlarged to the photo's size: a pixel or two of a large photo, for a tenth of
 * the time.
 */
export function wallWeights(image: RawImage): Float32Array {
  const map = wallMap(image);
  const { width, height } = image;
  const middle = shrinkImage(image, MASK_SIDE);
  const m = middle.width * middle.height;
  const guide = new Float32Array(m);
  const rgb = middle.data;
  for (let i = 0; i < m; i++)
    guide[i] = (0.299 * rgb[3 * i]! + 0.587 * rgb[3 * i + 1]! + 0.114 * rgb[3 * i + 2]!) / 255;
  const classOf = new Int8Array(map.wall.length).fill(-1);
  for (let i = 0; i < classOf.length; i++) if (map.wall[i]) classOf[i] = 0;
  const weight = upsampleClasses(classOf, 1, map, guide, middle.width, middle.height)[0]!;
  const matte = wallMatte(middle, withoutThinParts(middle, weight));
  return resamplePlane(matte, middle.width, middle.height, width, height);
}

/** The room's walls, 255 where any of a pixel is wall (wallWeights) and 0 elsewhere. */
export function findWalls(image: RawImage): Uint8Array {
  return Uint8Array.from(wallWeights(image), (w) => (w > 0 ? 255 : 0));
}

/** Whether the photo shows a wall to paint: a room (not an outside view) with walls over a share of it. */
export function hasWalls(image: RawImage): boolean {
  if (photoKind(image) !== 'interior') return false;
  const { wall } = wallMap(image);
  let count = 0;
  for (let i = 0; i < wall.length; i++) count += wall[i]!;
  // A photo that is one smooth surface from edge to edge (a crop of sky, a close-up) shows no room to paint.
  return count > wall.length * 0.05 && count < wall.length * 0.9;
}
