import sharp from 'sharp';
import { type Segment, detectLineSegments } from '@/lib/studio/engines/local/detect-line-segments';
import { seededRandom } from '@/lib/studio/engines/local/seeded-random';
import { type VanishingPoint, findVanishingPoints } from '@/lib/studio/engines/local/vanishing-points';

export type Pixels = { data: Uint8Array; width: number; height: number };

/** A set of pixel indices, as a 0/1 map the photo's size. */
export type Region = Uint8Array;

export async function pixels(image: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data), width: info.width, height: info.height };
}

export const luma = (p: Pixels, i: number) =>
  0.299 * p.data[3 * i]! + 0.587 * p.data[3 * i + 1]! + 0.114 * p.data[3 * i + 2]!;

export function region(width: number, height: number, inside: (x: number, y: number) => boolean): Region {
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if (inside(x, y)) out[y * width + x] = 1;
  return out;
}

/**
 * The region grown (radius > 0) or shrunk (radius < 0) by a square of |radius| pixels: two separable passes of
 * running counts. (Plain comparisons, no `Math` in the loops: Jest's proxied global makes each lookup slow.)
 */
export function grow(r: Region, width: number, height: number, radius: number): Region {
  const want = radius > 0 ? 1 : 0;
  const reach = radius > 0 ? radius : -radius;
  const pass = (source: Region, along: number, across: number, stride: number, step: number): Region => {
    const out = new Uint8Array(source.length);
    for (let j = 0; j < across; j++) {
      let count = 0;
      for (let k = -reach; k < along; k++) {
        const enter = k + reach;
        const leave = k - reach - 1;
        if (enter < along && source[j * stride + enter * step] === want) count++;
        if (leave >= 0 && source[j * stride + leave * step] === want) count--;
        if (k >= 0) out[j * stride + k * step] = count > 0 ? want : 1 - want;
      }
    }
    return out;
  };
  return pass(pass(r, width, height, width, 1), height, width, 1, width);
}

export const and = (a: Region, b: Region) => a.map((v, i) => v & b[i]!);
export const not = (a: Region) => a.map((v) => 1 - v);

/** A mask upload (white = brushed, JPEG) of the region. */
export function maskOf(r: Region, width: number, height: number): Promise<Buffer> {
  return sharp(Buffer.from(r.map((v) => v * 255)), { raw: { width, height, channels: 1 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** Mean absolute difference per channel over a region. */
export function meanDifference(a: Pixels, b: Pixels, r: Region): number {
  let sum = 0;
  let count = 0;
  for (let i = 0; i < r.length; i++) {
    if (!r[i]) continue;
    for (let c = 0; c < 3; c++) sum += Math.abs(a.data[3 * i + c]! - b.data[3 * i + c]!);
    count += 3;
  }
  return sum / count;
}

/** Mean colour and the standard deviation of brightness over a region. */
export function colourStats(p: Pixels, r: Region): { mean: [number, number, number]; lumaStd: number } {
  const mean: [number, number, number] = [0, 0, 0];
  let n = 0;
  let l = 0;
  let l2 = 0;
  for (let i = 0; i < r.length; i++) {
    if (!r[i]) continue;
    for (let c = 0; c < 3; c++) mean[c]! += p.data[3 * i + c]!;
    const v = luma(p, i);
    l += v;
    l2 += v * v;
    n++;
  }
  return {
    mean: mean.map((m) => m / n) as [number, number, number],
    lumaStd: Math.sqrt(l2 / n - (l / n) ** 2),
  };
}

/**
 * Where a region's brightness edges are and which way they run: the mean gradient magnitude (a smear or a blur is
 * low) and a 12-bin histogram of gradient orientations weighted by magnitude (streaks add directions the surface
 * never had).
 */
export function gradientStats(p: Pixels, r: Region): { energy: number; orientations: number[] } {
  const { width, height } = p;
  const bins = new Array<number>(12).fill(0);
  let energy = 0;
  let n = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      if (!r[i]) continue;
      const gx = luma(p, i + 1) - luma(p, i - 1);
      const gy = luma(p, i + width) - luma(p, i - width);
      const m = Math.hypot(gx, gy);
      energy += m;
      n++;
      const angle = (Math.atan2(gy, gx) + Math.PI) % Math.PI;
      bins[Math.min(11, Math.floor((angle / Math.PI) * 12))]! += m;
    }
  }
  const total = bins.reduce((a, b) => a + b, 0) || 1;
  return { energy: energy / n, orientations: bins.map((b) => b / total) };
}

/** Half the L1 distance between two normalised histograms: 0 alike, 1 disjoint. */
export const histogramDistance = (a: number[], b: number[]) =>
  a.reduce((sum, v, k) => sum + Math.abs(v - b[k]!), 0) / 2;

/**
 * The photo's straight edges inside the region: of each line the detector finds, the longest stretch that lies inside
 * (sampled every pixel), kept while it is as long as the detector's shortest line. A front's stile that runs on below
 * the measured area counts by its part inside, as a stretch of Hough's used to.
 */
export async function segmentsInside(image: Buffer, r: Region): Promise<Segment[]> {
  const p = await pixels(image);
  const shortest = Math.max(16, 0.04 * Math.max(p.width, p.height));
  const inside: Segment[] = [];
  for (const s of await detectLineSegments(p)) {
    const steps = Math.ceil(s.length);
    let best = { from: 0, to: -1 };
    let from = -1;
    for (let k = 0; k <= steps + 1; k++) {
      const t = k / steps;
      const x = Math.round(s.x1 + (s.x2 - s.x1) * t);
      const y = Math.round(s.y1 + (s.y2 - s.y1) * t);
      const within =
        k <= steps && x >= 0 && y >= 0 && x < p.width && y < p.height && r[y * p.width + x] === 1;
      if (within && from < 0) from = k;
      if (!within && from >= 0) {
        if (k - 1 - from > best.to - best.from) best = { from, to: k - 1 };
        from = -1;
      }
    }
    const length = ((best.to - best.from) / steps) * s.length;
    if (length < shortest) continue;
    const at = (k: number) => ({
      x: s.x1 + ((s.x2 - s.x1) * k) / steps,
      y: s.y1 + ((s.y2 - s.y1) * k) / steps,
    });
    const a = at(best.from);
    const b = at(best.to);
    inside.push({ x1: a.x, y1: a.y, x2: b.x, y2: b.y, length });
  }
  return inside;
}

export function vanishingPointsOf(segments: Segment[], width: number, height: number): VanishingPoint[] {
  return findVanishingPoints(segments, width, height, seededRandom(7));
}

/**
 * The angle, seen from `from`, between the way to a found vanishing point and the way to the true one, in degrees
 * (either way along the line, so a point at infinity compares with a far finite one).
 */
export function bearingError(
  vp: VanishingPoint,
  truth: { x: number; y: number },
  from: { x: number; y: number },
) {
  const [x, y, w] = vp.point;
  const fx = x - from.x * w;
  const fy = y - from.y * w;
  const tx = truth.x - from.x;
  const ty = truth.y - from.y;
  const sine = Math.abs(fx * ty - fy * tx) / (Math.hypot(fx, fy) * Math.hypot(tx, ty));
  return (Math.asin(Math.min(1, sine)) * 180) / Math.PI;
}

/** The region's centre of mass. */
export function centroid(r: Region, width: number): { x: number; y: number } {
  let sx = 0;
  let sy = 0;
  let n = 0;
  for (let i = 0; i < r.length; i++) {
    if (!r[i]) continue;
    sx += i % width;
    sy += Math.floor(i / width);
    n++;
  }
  return { x: sx / n, y: sy / n };
}
