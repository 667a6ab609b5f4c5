import { type Rgb, hexToRgb, mixRgb, scaleRgb } from './colour';
import type { Box } from './read-mask';
import { seededRandom } from './seeded-random';

export type MaterialKind = 'planks' | 'tiles' | 'shaker';

/** RGB (0–255, unclamped floats) for every pixel of `box`, row by row: the new surface before the photo's light. */
export type Material = { box: Box; data: Float32Array };

type Palette = readonly string[];
type Painter = (x: number, y: number) => Rgb;

/** A wood tone mixed into the palette colour, so a grey or white palette still reads as a timber floor. */
const WOOD: Rgb = [150, 110, 72];
const BRASS: Rgb = [176, 146, 92];

/** A stable 0–1 value for a board or tile index pair, different for every variant. */
function hash(a: number, b: number, seed: number): number {
  let h = Math.imul(a | 0, 0x27d4eb2d) ^ Math.imul(b | 0, 0x165667b1) ^ Math.imul(seed + 1, 0x9e3779b9);
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/** 0 at an edge, 1 from `width` pixels away: anti-aliased seams and grout. */
function edge(distance: number, width: number): number {
  return Math.min(1, Math.max(0, distance / width));
}

/**
 * Floor boards running away from the camera, in simple one-point perspective: the top of the brushed area is taken
 * as farther away, so boards narrow and the depth axis compresses toward it. Staggered end joints, a tone per
 * board and a wavy grain along it.
 */
function planks(palette: Palette, box: Box, imageWidth: number, variant: number): Painter {
  const random = seededRandom(variant * 7919 + 11);
  const base = mixRgb(hexToRgb(palette[1 + (variant % 3)]!), WOOD, 0.45);
  const boardWidth = Math.max(10, imageWidth * (0.045 + 0.035 * random()));
  const boardLength = boardWidth * (5 + 3 * random());
  const far = 0.5;
  const height = box.bottom - box.top;
  const centre = (box.left + box.right) / 2;
  return (x, y) => {
    const t = (y - box.top + 0.5) / height;
    const scale = far + (1 - far) * t;
    const depth = (height / (1 - far)) * Math.log(scale / far);
    const across = (x - centre) / scale / boardWidth;
    const board = Math.floor(across);
    const within = across - board;
    const run = depth / boardLength + hash(board, 0, variant);
    const piece = Math.floor(run);
    const along = run - piece;
    const tone = 0.86 + 0.26 * hash(board, piece, variant);
    const grain =
      1 +
      0.045 * Math.sin(2 * Math.PI * (within * 3.3 + 0.4 * Math.sin(depth / (boardWidth * 1.9) + board))) +
      0.02 * Math.sin(2 * Math.PI * (within * 11 + depth / (boardWidth * 0.6)));
    const sideSeam = edge(Math.min(within, 1 - within) * boardWidth * scale, 1.2);
    const endSeam = edge(Math.min(along, 1 - along) * boardLength * scale, 1.2);
    return scaleRgb(base, tone * grain * (0.55 + 0.45 * Math.min(sideSeam, endSeam)));
  };
}

/** Glazed tiles with grout lines: a square grid, a running-bond subway pattern or larger squares, by variant. */
function tiles(palette: Palette, box: Box, imageWidth: number, variant: number): Painter {
  const random = seededRandom(variant * 104729 + 7);
  const layout = variant % 3;
  const size = imageWidth * (layout === 2 ? 0.1 : 0.06) * (0.85 + 0.3 * random());
  const tileWidth = layout === 1 ? size * 2 : size;
  const tileHeight = size;
  const face = hexToRgb(palette[variant % 2]!);
  const grout = scaleRgb(hexToRgb(palette[2]!), 0.85);
  const groutWidth = Math.max(1.5, size * 0.05);
  return (x, y) => {
    const ry = (y - box.top) / tileHeight;
    const row = Math.floor(ry);
    const shift = layout === 1 && row % 2 ? 0.5 : 0;
    const rx = (x - box.left) / tileWidth + shift;
    const column = Math.floor(rx);
    const fx = rx - column;
    const fy = ry - row;
    const toEdge = Math.min(fx * tileWidth, (1 - fx) * tileWidth, fy * tileHeight, (1 - fy) * tileHeight);
    if (toEdge < groutWidth / 2) return grout;
    // A soft bevel where the glaze rolls into the grout: lit from the upper left.
    const bevel = toEdge < groutWidth * 1.6 ? (fx + fy < 1 ? 1.05 : 0.92) : 1;
    const gloss = 0.98 + 0.05 * (1 - (fx + fy) / 2);
    const tone = 0.97 + 0.06 * hash(column, row, variant);
    return mixRgb(grout, scaleRgb(face, tone * gloss * bevel), edge(toEdge - groutWidth / 2, 1));
  };
}

/**
 * Shaker cabinet fronts: doors split evenly across the brushed area, each a flat frame around a recessed panel
 * (shadow on the upper and left inner edges, light on the lower and right), with a pull toward the pair's middle.
 */
function shaker(palette: Palette, box: Box, imageWidth: number, variant: number): Painter {
  const random = seededRandom(variant * 15485863 + 3);
  const paint = hexToRgb(palette[1 + (variant % 3)]!);
  const pull = variant % 2 ? BRASS : scaleRgb(hexToRgb(palette[4]!), 0.9);
  const width = box.right - box.left;
  const height = box.bottom - box.top;
  const columns = Math.max(1, Math.round(width / (imageWidth * 0.11 * (0.85 + 0.3 * random()))));
  const doorWidth = width / columns;
  const rows = Math.max(1, Math.round(height / (doorWidth * 1.5)));
  const doorHeight = height / rows;
  const gap = Math.max(1, doorWidth * 0.012);
  const frame = doorWidth * 0.17;
  const bevel = Math.max(1, doorWidth * 0.03);
  return (x, y) => {
    const column = Math.min(columns - 1, Math.floor((x - box.left) / doorWidth));
    const row = Math.min(rows - 1, Math.floor((y - box.top) / doorHeight));
    const dx = x - box.left - column * doorWidth;
    const dy = y - box.top - row * doorHeight;
    const toDoorEdge = Math.min(dx, doorWidth - dx, dy, doorHeight - dy);
    if (toDoorEdge < gap) return scaleRgb(paint, 0.35);
    const brush = 1 + 0.012 * Math.sin(dx * 0.9 + column * 5) * Math.sin(dy * 0.05);
    const pullX = column % 2 ? frame * 0.5 : doorWidth - frame * 0.5;
    const pullTop = row === rows - 1 && rows > 1 ? frame * 0.6 : doorHeight * 0.42;
    if (
      Math.abs(dx - pullX) < Math.max(1.5, doorWidth * 0.02) &&
      dy > pullTop &&
      dy < pullTop + doorHeight * 0.16
    ) {
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

/** Draws the material over the mask's bounding box, in the style's palette, varied by the render's variant. */
export function drawMaterial(
  kind: MaterialKind,
  palette: Palette,
  box: Box,
  imageWidth: number,
  variant: number,
): Material {
  const paint = PAINTERS[kind](palette, box, imageWidth, variant);
  const width = box.right - box.left;
  const data = new Float32Array(width * (box.bottom - box.top) * 3);
  for (let y = box.top; y < box.bottom; y++) {
    for (let x = box.left; x < box.right; x++) {
      const colour = paint(x, y);
      const i = 3 * ((y - box.top) * width + x - box.left);
      data[i] = colour[0];
      data[i + 1] = colour[1];
      data[i + 2] = colour[2];
    }
  }
  return { box, data };
}
