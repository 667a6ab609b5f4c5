import { boxBlur } from '../box-blur';
import { planesToLab } from './planes-to-lab';
import type { RgbPlanes } from './shrink-to-planes';

// Read once, not per pixel: see ../box-blur.ts.
const { abs, hypot, max, min } = Math;

/**
 * Gradients of lightness above this (L units a pixel, at the working size) are texture or edges, not open sky; a
 * clearly blue pixel may change faster (the soft edge of a cloud), since little else in a photo is that blue.
 */
const SMOOTH = 2.2;
const SMOOTH_BLUE = 6;
const CLEARLY_BLUE = -10;
/** A patch of sky seen through branches matches the open sky's mean colour within this ΔE. */
const SAME_SKY = 9;

export type CoarseSky = {
  /** 1 for sky, at the planes' size. */
  mask: Uint8Array;
  /** The share of the top row that is sky. */
  topShare: number;
  /** The share of the picture that is sky. */
  share: number;
  /** Whether a broad blue piece reaches a side edge's upper part (sky past a tree in the top corner). */
  open: boolean;
};

/**
 * Blue sky, or the white and grey of cloud and overcast (neutral or bluish, never warm: a cream or yellow wall in
 * sun is as bright as a cloud, but not as cool).
 */
function skyColoured(L: number, a: number, b: number): boolean {
  if (a > 10 || b > 1) return false;
  if (b < -2.5 && L > 30) return true;
  return L > 60 && hypot(a, b) < 8;
}

/**
 * Where the sky is, roughly, in a small copy of the photo: smooth pixels of sky colour, in connected pieces that
 * reach the top edge — the open sky — and the pieces of the same colour it encloses between branches or wires. A
 * window's view out does not reach the top edge through sky, so an interior has none.
 */
export function coarseSky(planes: RgbPlanes): CoarseSky {
  const { width, height } = planes;
  const n = width * height;
  const { L, a, b } = planesToLab(planes);
  const gradient = new Float32Array(n);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const dx = L[min(width - 1, x + 1) + y * width]! - L[max(0, x - 1) + y * width]!;
      const dy = L[x + min(height - 1, y + 1) * width]! - L[x + max(0, y - 1) * width]!;
      gradient[i] = (abs(dx) + abs(dy)) / 2;
    }
  }
  const texture = boxBlur(gradient, width, height, 1);
  const candidate = new Uint8Array(n);
  for (let i = 0; i < n; i++)
    candidate[i] =
      texture[i]! < (b[i]! < CLEARLY_BLUE ? SMOOTH_BLUE : SMOOTH) && skyColoured(L[i]!, a[i]!, b[i]!) ? 1 : 0;

  // Connected pieces (4-neighbours) of candidate pixels, with their mean colour and whether they touch the top.
  const piece = new Int32Array(n).fill(-1);
  const stack = new Int32Array(n);
  type Piece = {
    size: number;
    L: number;
    a: number;
    b: number;
    top: boolean;
    side: boolean;
    lowest: number;
    cy: number;
  };
  const pieces: Piece[] = [];
  for (let start = 0; start < n; start++) {
    if (!candidate[start] || piece[start]! >= 0) continue;
    const id = pieces.length;
    const info: Piece = { size: 0, L: 0, a: 0, b: 0, top: false, side: false, lowest: 0, cy: 0 };
    let depth = 0;
    stack[depth++] = start;
    piece[start] = id;
    while (depth > 0) {
      const i = stack[--depth]!;
      const x = i % width;
      const y = (i - x) / width;
      info.size++;
      info.L += L[i]!;
      info.a += a[i]!;
      info.b += b[i]!;
      info.cy += y;
      if (y === 0) info.top = true;
      if ((x === 0 || x === width - 1) && y < 0.6 * height) info.side = true;
      if (y > info.lowest) info.lowest = y;
      const visit = (j: number) => {
        if (candidate[j] && piece[j]! < 0) {
          piece[j] = id;
          stack[depth++] = j;
        }
      };
      if (x > 0) visit(i - 1);
      if (x < width - 1) visit(i + 1);
      if (y > 0) visit(i - width);
      if (y < height - 1) visit(i + width);
    }
    info.L /= info.size;
    info.a /= info.size;
    info.b /= info.size;
    info.cy /= info.size;
    pieces.push(info);
  }
  // The open sky: pieces on the top edge big enough not to be a glint (a few pixels of a pale gutter), or blue ones
  // broad on a side edge's upper part (sky seen past a tree that fills the top corner).
  const open = pieces.map(
    (p) => (p.top && p.size >= 0.002 * n) || (p.side && p.b < -4 && p.size >= 0.015 * n),
  );
  let total = 0;
  let sl = 0;
  let sa = 0;
  let sb = 0;
  let lowest = 0;
  pieces.forEach((p, k) => {
    if (!open[k]) return;
    total += p.size;
    sl += p.L * p.size;
    sa += p.a * p.size;
    sb += p.b * p.size;
    lowest = max(lowest, p.lowest);
  });
  // Pieces of the open sky's colour cut off from it by branches or wires, above its lowest point.
  const kept = pieces.map(
    (p, k) =>
      open[k]! ||
      (total > 0 &&
        p.size >= 0.0003 * n &&
        p.cy <= lowest &&
        hypot(p.L - sl / total, p.a - sa / total, p.b - sb / total) < SAME_SKY),
  );
  const raw = new Float32Array(n);
  for (let i = 0; i < n; i++) raw[i] = piece[i]! >= 0 && kept[piece[i]!] ? 1 : 0;
  // Closing (a dilation then an erosion, by box blurs): the gaps cloud edges and JPEG ringing leave in the sky join
  // it; the guided filter gives back the birds and wires this covers.
  const dilated = boxBlur(raw, width, height, 1).map((v) => (v > 0.01 ? 1 : 0));
  const closed = boxBlur(dilated, width, height, 1);
  const mask = new Uint8Array(n);
  let count = 0;
  let topCount = 0;
  for (let i = 0; i < n; i++) {
    if (closed[i]! > 0.99 || raw[i]) {
      mask[i] = 1;
      count++;
      if (i < width) topCount++;
    }
  }
  return {
    mask,
    share: count / n,
    topShare: topCount / width,
    open: pieces.some((p, k) => open[k] && !p.top),
  };
}
