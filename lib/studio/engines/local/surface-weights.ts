import { boxBlur } from './box-blur';
import type { RawImage } from './raw-image';
import type { Box, Mask } from './read-mask';
import { abs, floor, hypot, log, max, min, round } from './math';

/** Chromaticity (log ratios, blind to shading) and log brightness of one smoothed pixel. */
type Feature = { c1: number; c2: number; lum: number };

/**
 * How far from the surface's own colour a pixel may be and still be that surface: three times the median
 * distance (the surface's own spread, when it is most of the brushed area), within these bounds.
 */
const CHROMA_TOLERANCE = { least: 0.09, most: 0.2 };
/** A shadow may darken the surface to about a third, a sun patch brighten it by three quarters. */
const DARKEST = log(0.33);
const BRIGHTEST = log(1.75);

/**
 * The most common colour of the brushed area: the peak of a 3-D histogram over chromaticity and brightness,
 * refined to the mean of the pixels near it. In a brushed floor that is the floor, whatever stands on it.
 */
function dominant(features: Feature[]): Feature {
  const bins = new Map<number, number>();
  const key = (f: Feature) =>
    (round(f.c1 / 0.04) + 64) * 16384 + (round(f.c2 / 0.04) + 64) * 128 + round(f.lum / 0.15);
  for (const f of features) bins.set(key(f), (bins.get(key(f)) ?? 0) + 1);
  let peak = 0;
  let peakCount = -1;
  for (const [k, count] of bins) {
    if (count > peakCount) {
      peak = k;
      peakCount = count;
    }
  }
  let mode: Feature = features.find((f) => key(f) === peak)!;
  for (let step = 0; step < 3; step++) {
    let c1 = 0;
    let c2 = 0;
    let lum = 0;
    let n = 0;
    for (const f of features) {
      if (hypot(f.c1 - mode.c1, f.c2 - mode.c2) > 0.06 || abs(f.lum - mode.lum) > 0.25) continue;
      c1 += f.c1;
      c2 += f.c2;
      lum += f.lum;
      n++;
    }
    if (!n) break;
    mode = { c1: c1 / n, c2: c2 / n, lum: lum / n };
  }
  return mode;
}

/** Erodes (`grow` false) or dilates a binary map inside `box` by a square of the given radius. */
function morph(
  map: Uint8Array,
  width: number,
  box: Box,
  radius: number,
  grow: boolean,
): Uint8Array<ArrayBuffer> {
  const rows = new Uint8Array(map.length);
  const out = new Uint8Array(map.length);
  const hit = grow ? 1 : 0;
  for (let y = box.top; y < box.bottom; y++) {
    for (let x = box.left; x < box.right; x++) {
      let v = 1 - hit;
      for (let k = max(box.left, x - radius); k <= min(box.right - 1, x + radius); k++) {
        if (map[y * width + k] === hit) {
          v = hit;
          break;
        }
      }
      rows[y * width + x] = v;
    }
  }
  for (let y = box.top; y < box.bottom; y++) {
    for (let x = box.left; x < box.right; x++) {
      let v = 1 - hit;
      for (let k = max(box.top, y - radius); k <= min(box.bottom - 1, y + radius); k++) {
        if (rows[k * width + x] === hit) {
          v = hit;
          break;
        }
      }
      out[y * width + x] = v;
    }
  }
  return out;
}

/** Clears connected blobs (4-connected) smaller than `minArea` pixels. */
function dropSmall(map: Uint8Array, width: number, box: Box, minArea: number): void {
  const seen = new Uint8Array(map.length);
  const stack: number[] = [];
  const blob: number[] = [];
  for (let y = box.top; y < box.bottom; y++) {
    for (let x = box.left; x < box.right; x++) {
      const start = y * width + x;
      if (!map[start] || seen[start]) continue;
      blob.length = 0;
      stack.push(start);
      seen[start] = 1;
      while (stack.length) {
        const i = stack.pop()!;
        blob.push(i);
        const px = i % width;
        const py = (i - px) / width;
        for (const [nx, ny] of [
          [px - 1, py],
          [px + 1, py],
          [px, py - 1],
          [px, py + 1],
        ] as const) {
          if (nx < box.left || ny < box.top || nx >= box.right || ny >= box.bottom) continue;
          const j = ny * width + nx;
          if (map[j] && !seen[j]) {
            seen[j] = 1;
            stack.push(j);
          }
        }
      }
      if (blob.length < minArea) for (const i of blob) map[i] = 0;
    }
  }
}

/**
 * How much each brushed pixel is the brushed surface itself (1) rather than something standing on it (0): a
 * robust colour model of the surface (its dominant colour, with shading allowed to darken or brighten it), pixels
 * far from it being objects. Thin lines and specks (seams, grout, handles) count as surface; object blobs are
 * grown by a pixel and feathered so their edges are not left with a fringe of new material.
 */
export function surfaceWeights(image: RawImage, mask: Mask): Float32Array {
  const { width, height } = image;
  const { box, region } = mask;
  const radius = max(1, round(max(width, height) * 0.002));
  const channels = [0, 1, 2].map((c) => {
    const plane = new Float32Array(width * height);
    for (let y = box.top; y < box.bottom; y++)
      for (let x = box.left; x < box.right; x++) plane[y * width + x] = image.data[3 * (y * width + x) + c]!;
    return boxBlur(boxBlur(plane, width, height, radius), width, height, radius);
  });
  const featureAt = (i: number): Feature => {
    const r = channels[0]![i]! + 8;
    const g = channels[1]![i]! + 8;
    const b = channels[2]![i]! + 8;
    return { c1: log(r / g), c2: log(b / g), lum: log(0.299 * r + 0.587 * g + 0.114 * b) };
  };
  const samples: Feature[] = [];
  for (let y = box.top; y < box.bottom; y += 2)
    for (let x = box.left; x < box.right; x += 2)
      if (mask.alpha[y * width + x] === 1) samples.push(featureAt(y * width + x));
  const weights = new Float32Array(width * height);
  if (!samples.length) {
    for (let i = 0; i < weights.length; i++) if (region[i]) weights[i] = 1;
    return weights;
  }
  const surface = dominant(samples);
  const distances = samples.map((f) => hypot(f.c1 - surface.c1, f.c2 - surface.c2)).sort((a, b) => a - b);
  const tolerance = min(
    CHROMA_TOLERANCE.most,
    max(CHROMA_TOLERANCE.least, 3 * distances[floor(distances.length / 2)]!),
  );

  let objects = new Uint8Array(width * height);
  let brushed = 0;
  for (let y = box.top; y < box.bottom; y++) {
    for (let x = box.left; x < box.right; x++) {
      const i = y * width + x;
      if (!region[i]) continue;
      brushed++;
      const f = featureAt(i);
      const shade = f.lum - surface.lum;
      const chroma = hypot(f.c1 - surface.c1, f.c2 - surface.c2);
      if (chroma > tolerance || shade < DARKEST || shade > BRIGHTEST) objects[i] = 1;
    }
  }
  const thin = max(1, round(max(width, height) * 0.002));
  objects = morph(morph(objects, width, box, thin, false), width, box, thin, true);
  dropSmall(objects, width, box, max(24, brushed * 0.002));
  objects = morph(objects, width, box, 1, true);

  const soft = new Float32Array(width * height);
  for (let i = 0; i < soft.length; i++) soft[i] = objects[i]!;
  const feathered = boxBlur(soft, width, height, 1);
  for (let i = 0; i < weights.length; i++) if (region[i]) weights[i] = 1 - min(1, feathered[i]! * 1.5);
  return weights;
}
