import sharp from 'sharp';
import type { Fraction } from '../../fixtures/engine-scenes/compose-scene';
import { type Lab, labDistance, rgbToLab } from '@/lib/studio/engines/local/lab';

export type Pixels = { data: Buffer; width: number; height: number };
/** Whether a pixel centre, in fractions of the picture, is in the area. */
export type Area = (x: number, y: number) => boolean;

export async function pixels(image: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

function inPolygon(polygon: readonly Fraction[], x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i]!;
    const [xj, yj] = polygon[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

export const within =
  (polygons: readonly Fraction[][]): Area =>
  (x, y) =>
    polygons.some((p) => inPolygon(p, x, y));

/** Within the polygons, each grown by `margin` (a fraction of the picture) around its bounding box. */
export const near =
  (polygons: readonly Fraction[][], margin: number): Area =>
  (x, y) =>
    polygons.some((p) => {
      const xs = p.map(([px]) => px);
      const ys = p.map(([, py]) => py);
      return (
        x > Math.min(...xs) - margin &&
        x < Math.max(...xs) + margin &&
        y > Math.min(...ys) - margin &&
        y < Math.max(...ys) + margin
      );
    });

export const not =
  (area: Area): Area =>
  (x, y) =>
    !area(x, y);

function forEachIn(p: Pixels, area: Area, visit: (i: number, x: number, y: number) => void): number {
  let count = 0;
  for (let y = 0; y < p.height; y++) {
    for (let x = 0; x < p.width; x++) {
      if (!area((x + 0.5) / p.width, (y + 0.5) / p.height)) continue;
      visit(y * p.width + x, x, y);
      count++;
    }
  }
  return count;
}

/** Mean absolute difference per channel (0–255) over an area. */
export function meanDifference(a: Pixels, b: Pixels, area: Area): number {
  let sum = 0;
  const count = forEachIn(a, area, (i) => {
    for (let c = 0; c < 3; c++) sum += Math.abs(a.data[3 * i + c]! - b.data[3 * i + c]!);
  });
  return sum / (3 * count);
}

/** Mean colour of an area, in Lab. */
export function meanLab(p: Pixels, area: Area): Lab {
  const sum = [0, 0, 0];
  const count = forEachIn(p, area, (i) => {
    for (let c = 0; c < 3; c++) sum[c]! += p.data[3 * i + c]!;
  });
  return rgbToLab([sum[0]! / count, sum[1]! / count, sum[2]! / count]);
}

/** How far an area's mean colour is from a target colour (CIE76 ΔE). */
export function distanceTo(p: Pixels, area: Area, target: Lab): number {
  return labDistance(meanLab(p, area), target);
}

/** Green's lead over red and blue, averaged over an area: how green it reads. */
export function greenness(p: Pixels, area: Area): number {
  let sum = 0;
  const count = forEachIn(p, area, (i) => {
    sum += p.data[3 * i + 1]! - (p.data[3 * i]! + p.data[3 * i + 2]!) / 2;
  });
  return sum / count;
}

/**
 * Patchiness: the standard deviation of the mean colour of 16-pixel blocks across an area (fine texture such as
 * grass blades averages out within a block; dry patches and bare spots do not).
 */
export function patchiness(p: Pixels, area: Area): number {
  const block = 16;
  const blocks = new Map<number, { sum: number[]; count: number }>();
  forEachIn(p, area, (i, x, y) => {
    const key = Math.floor(y / block) * 10000 + Math.floor(x / block);
    const b = blocks.get(key) ?? { sum: [0, 0, 0], count: 0 };
    for (let c = 0; c < 3; c++) b.sum[c]! += p.data[3 * i + c]!;
    b.count++;
    blocks.set(key, b);
  });
  const means = [...blocks.values()]
    .filter((b) => b.count > block * block * 0.8)
    .map((b) => rgbToLab([b.sum[0]! / b.count, b.sum[1]! / b.count, b.sum[2]! / b.count]));
  const centre = [0, 1, 2].map((c) => means.reduce((s, m) => s + m[c]!, 0) / means.length) as unknown as Lab;
  return Math.sqrt(means.reduce((s, m) => s + labDistance(m, centre) ** 2, 0) / means.length);
}

/** Luminance gradient magnitude (Sobel) at every pixel. */
function gradient(p: Pixels): Float32Array {
  const { width, height, data } = p;
  const luma = (x: number, y: number) => {
    const i = 3 * (y * width + x);
    return 0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!;
  };
  const out = new Float32Array(width * height);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const gx =
        luma(x + 1, y - 1) +
        2 * luma(x + 1, y) +
        luma(x + 1, y + 1) -
        luma(x - 1, y - 1) -
        2 * luma(x - 1, y) -
        luma(x - 1, y + 1);
      const gy =
        luma(x - 1, y + 1) +
        2 * luma(x, y + 1) +
        luma(x + 1, y + 1) -
        luma(x - 1, y - 1) -
        2 * luma(x, y - 1) -
        luma(x + 1, y - 1);
      out[y * width + x] = Math.hypot(gx, gy);
    }
  }
  return out;
}

/**
 * Structure similarity of two pictures: the correlation of their luminance gradient magnitudes. 1 when every edge
 * is where it was with the same relative strength; recolouring keeps it high, a blur or a wash of new shapes does not.
 */
export function edgeCorrelation(a: Pixels, b: Pixels): number {
  const ga = gradient(a);
  const gb = gradient(b);
  const n = ga.length;
  let ma = 0;
  let mb = 0;
  for (let i = 0; i < n; i++) {
    ma += ga[i]!;
    mb += gb[i]!;
  }
  ma /= n;
  mb /= n;
  let cov = 0;
  let va = 0;
  let vb = 0;
  for (let i = 0; i < n; i++) {
    cov += (ga[i]! - ma) * (gb[i]! - mb);
    va += (ga[i]! - ma) ** 2;
    vb += (gb[i]! - mb) ** 2;
  }
  return cov / Math.sqrt(va * vb);
}
