import { type Rgb, hexToRgb, mixRgb, scaleRgb } from './colour';
import { mat3, type PlaneMapping } from './plane-mapping';
import type { Box, Mask } from './read-mask';
import { seededRandom } from './seeded-random';

// Read once, not per pixel: see box-blur.ts.
const { PI, abs, ceil, floor, hypot, imul, max, min, round, sin } = Math;

export type MaterialKind = 'planks' | 'tiles' | 'shaker';

/** RGB (0–255, unclamped floats) for every pixel of `box`, row by row: the new surface before the photo's light. */
export type Material = { box: Box; data: Float32Array };

type Palette = readonly string[];
/** The surface's colour at a point of its plane, in plane units (about a pixel each at the mask's middle). */
type Painter = (u: number, v: number) => Rgb;

/** A wood tone mixed into the palette colour, so a grey or white palette still reads as a timber floor. */
const WOOD: Rgb = [150, 110, 72];
const BRASS: Rgb = [176, 146, 92];

/** A stable 0–1 value for a board or tile index pair, different for every variant. */
function hash(a: number, b: number, seed: number): number {
  let h = imul(a | 0, 0x27d4eb2d) ^ imul(b | 0, 0x165667b1) ^ imul(seed + 1, 0x9e3779b9);
  h = imul(h ^ (h >>> 15), 0x85ebca6b);
  h = imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/** 0 at an edge, 1 from `width` pixels away: anti-aliased seams and grout. */
function edge(distance: number, width: number): number {
  return min(1, max(0, distance / width));
}

/**
 * Floor boards running along the plane's v axis (away from the camera on a floor), drawn flat: the plane's
 * homography gives them their perspective. Staggered end joints, a tone per board and a wavy grain along it.
 */
function planks(palette: Palette, extent: Box, imageWidth: number, variant: number): Painter {
  const random = seededRandom(variant * 7919 + 11);
  const base = mixRgb(hexToRgb(palette[1 + (variant % 3)]!), WOOD, 0.45);
  const boardWidth = max(8, imageWidth * (0.035 + 0.025 * random()));
  const boardLength = boardWidth * (6 + 3 * random());
  return (u, v) => {
    const across = (u - extent.left) / boardWidth;
    const board = floor(across);
    const within = across - board;
    const run = v / boardLength + hash(board, 0, variant);
    const piece = floor(run);
    const along = run - piece;
    const tone = 0.86 + 0.26 * hash(board, piece, variant);
    const grain =
      1 +
      0.045 * sin(2 * PI * (within * 3.3 + 0.4 * sin(v / (boardWidth * 1.9) + board))) +
      0.02 * sin(2 * PI * (within * 11 + v / (boardWidth * 0.6)));
    const sideSeam = edge(min(within, 1 - within) * boardWidth, 1.2);
    const endSeam = edge(min(along, 1 - along) * boardLength, 1.2);
    return scaleRgb(base, tone * grain * (0.55 + 0.45 * min(sideSeam, endSeam)));
  };
}

/** Glazed tiles with grout lines: a square grid, a running-bond subway pattern or larger squares, by variant. */
function tiles(palette: Palette, extent: Box, imageWidth: number, variant: number): Painter {
  const random = seededRandom(variant * 104729 + 7);
  const layout = variant % 3;
  const size = imageWidth * (layout === 2 ? 0.1 : 0.06) * (0.85 + 0.3 * random());
  const tileWidth = layout === 1 ? size * 2 : size;
  const tileHeight = size;
  const face = hexToRgb(palette[variant % 2]!);
  const grout = scaleRgb(hexToRgb(palette[2]!), 0.85);
  const groutWidth = max(1.5, size * 0.05);
  return (u, v) => {
    const ry = (v - extent.top) / tileHeight;
    const row = floor(ry);
    const shift = layout === 1 && row % 2 ? 0.5 : 0;
    const rx = (u - extent.left) / tileWidth + shift;
    const column = floor(rx);
    const fx = rx - column;
    const fy = ry - row;
    const toEdge = min(fx * tileWidth, (1 - fx) * tileWidth, fy * tileHeight, (1 - fy) * tileHeight);
    if (toEdge < groutWidth / 2) return grout;
    // A soft bevel where the glaze rolls into the grout: lit from the upper left.
    const bevel = toEdge < groutWidth * 1.6 ? (fx + fy < 1 ? 1.05 : 0.92) : 1;
    const gloss = 0.98 + 0.05 * (1 - (fx + fy) / 2);
    const tone = 0.97 + 0.06 * hash(column, row, variant);
    return mixRgb(grout, scaleRgb(face, tone * gloss * bevel), edge(toEdge - groutWidth / 2, 1));
  };
}

/**
 * Shaker cabinet fronts: doors split evenly across the brushed area's extent on its plane, each a flat frame around a recessed panel
 * (shadow on the upper and left inner edges, light on the lower and right), with a pull toward the pair's middle.
 */
function shaker(palette: Palette, extent: Box, imageWidth: number, variant: number): Painter {
  const random = seededRandom(variant * 15485863 + 3);
  const paint = hexToRgb(palette[1 + (variant % 3)]!);
  const pull = variant % 2 ? BRASS : scaleRgb(hexToRgb(palette[4]!), 0.9);
  const width = extent.right - extent.left;
  const height = extent.bottom - extent.top;
  const columns = max(1, round(width / (imageWidth * 0.11 * (0.85 + 0.3 * random()))));
  const doorWidth = width / columns;
  const rows = max(1, round(height / (doorWidth * 1.5)));
  const doorHeight = height / rows;
  const gap = max(1, doorWidth * 0.012);
  const frame = doorWidth * 0.17;
  const bevel = max(1, doorWidth * 0.03);
  return (u, v) => {
    const column = min(columns - 1, max(0, floor((u - extent.left) / doorWidth)));
    const row = min(rows - 1, max(0, floor((v - extent.top) / doorHeight)));
    const dx = u - extent.left - column * doorWidth;
    const dy = v - extent.top - row * doorHeight;
    const toDoorEdge = min(dx, doorWidth - dx, dy, doorHeight - dy);
    if (toDoorEdge < gap) return scaleRgb(paint, 0.35);
    const brush = 1 + 0.012 * sin(dx * 0.9 + column * 5) * sin(dy * 0.05);
    const pullX = column % 2 ? frame * 0.5 : doorWidth - frame * 0.5;
    const pullTop = row === rows - 1 && rows > 1 ? frame * 0.6 : doorHeight * 0.42;
    if (abs(dx - pullX) < max(1.5, doorWidth * 0.02) && dy > pullTop && dy < pullTop + doorHeight * 0.16) {
      return pull;
    }
    const inPanel = dx > frame && dx < doorWidth - frame && dy > frame && dy < doorHeight - frame;
    if (!inPanel) {
      const rim = toDoorEdge < gap + bevel ? (dx < doorWidth / 2 && dy < doorHeight / 2 ? 1.06 : 0.9) : 1;
      return scaleRgb(paint, brush * rim);
    }
    if (dx - frame < bevel || dy - frame < bevel) return scaleRgb(paint, 0.78 * brush);
    if (doorWidth - frame - dx < bevel || doorHeight - frame - dy < bevel)
      return scaleRgb(paint, 1.08 * brush);
    return scaleRgb(paint, 0.96 * brush);
  };
}

const PAINTERS = { planks, tiles, shaker } as const;

/** Farther than this many plane units per pixel, the pattern is finer than the photo can show: its mean colour. */
const FINEST_FOOTPRINT = 12;
/** Samples per pixel and axis at most, where the plane recedes and a pixel covers several texture units. */
const MAX_SAMPLES = 4;

/** The plane extent of the brushed pixels, ignoring the farthest and nearest percent (toward the horizon). */
function planeExtent(u: number[], v: number[]): Box {
  const sortedU = [...u].sort((a, b) => a - b);
  const sortedV = [...v].sort((a, b) => a - b);
  const at = (list: number[], q: number) => list[min(list.length - 1, floor(list.length * q))] ?? 0;
  return {
    left: at(sortedU, 0.01),
    top: at(sortedV, 0.01),
    right: at(sortedU, 0.99),
    bottom: at(sortedV, 0.99),
  };
}

/**
 * Draws the material on the brushed area's plane, in the style's palette, varied by the render's variant: each
 * pixel is traced back through the plane's homography and the flat pattern is sampled there, several times per
 * pixel where the plane recedes (so far boards do not shimmer into moiré).
 */
export function drawMaterial(
  kind: MaterialKind,
  palette: Palette,
  plane: PlaneMapping,
  mask: Mask,
  variant: number,
): Material {
  const { box, region, width: imageWidth } = mask;
  const [a, b, c, d, e, f, g, h, k] = mat3(plane.toPlane);
  const us: number[] = [];
  const vs: number[] = [];
  for (let y = box.top; y < box.bottom; y += 2) {
    for (let x = box.left; x < box.right; x += 2) {
      if (!region[y * imageWidth + x]) continue;
      const w = g * x + h * y + k;
      if (w <= 0) continue;
      us.push((a * x + b * y + c) / w);
      vs.push((d * x + e * y + f) / w);
    }
  }
  const paint = PAINTERS[kind](palette, planeExtent(us, vs), imageWidth, variant);
  const mean: [number, number, number] = [0, 0, 0];
  for (let i = 0; i < us.length; i++) {
    const colour = paint(us[i]!, vs[i]!);
    for (let ch = 0; ch < 3; ch++) mean[ch]! += colour[ch]! / us.length;
  }

  const boxWidth = box.right - box.left;
  const data = new Float32Array(boxWidth * (box.bottom - box.top) * 3);
  for (let y = box.top; y < box.bottom; y++) {
    for (let x = box.left; x < box.right; x++) {
      if (!region[y * imageWidth + x]) continue;
      const o = 3 * ((y - box.top) * boxWidth + x - box.left);
      const px = x + 0.5;
      const py = y + 0.5;
      const w = g * px + h * py + k;
      const U = a * px + b * py + c;
      const V = d * px + e * py + f;
      // How far one pixel steps on the plane, along x and along y.
      const stepX = hypot(a * w - U * g, d * w - V * g) / (w * w);
      const stepY = hypot(b * w - U * h, e * w - V * h) / (w * w);
      if (w <= 0 || stepX * stepY > FINEST_FOOTPRINT * FINEST_FOOTPRINT) {
        data.set(mean, o);
        continue;
      }
      const nx = min(MAX_SAMPLES, max(1, ceil(stepX)));
      const ny = min(MAX_SAMPLES, max(1, ceil(stepY)));
      let r = 0;
      let gr = 0;
      let bl = 0;
      for (let sy = 0; sy < ny; sy++) {
        for (let sx = 0; sx < nx; sx++) {
          const qx = x + (sx + 0.5) / nx;
          const qy = y + (sy + 0.5) / ny;
          const qw = g * qx + h * qy + k;
          const colour = paint((a * qx + b * qy + c) / qw, (d * qx + e * qy + f) / qw);
          r += colour[0];
          gr += colour[1];
          bl += colour[2];
        }
      }
      const n = nx * ny;
      data[o] = r / n;
      data[o + 1] = gr / n;
      data[o + 2] = bl / n;
    }
  }
  return { box, data };
}
