import { boxBlur } from './box-blur';
import type { RawImage } from './raw-image';
import type { Box } from './read-mask';

// Read once, not per pixel: see box-blur.ts.
const { abs, floor, hypot, log, max, min, round } = Math;

/** Chromaticity (log ratios, blind to shading) and log brightness of one smoothed pixel. */
type Feature = { c1: number; c2: number; lum: number };

/** Whether a pixel (index into the photo) has the surface's colour, shading allowed. */
export type SurfaceColour = (i: number) => boolean;

/**
 * How far from the surface's own colour a pixel may be and still be that surface: three times the median
 * distance (the surface's own spread, when it is most of the sample), within these bounds.
 */
const CHROMA_TOLERANCE = { least: 0.09, most: 0.2 };
/** A shadow may darken the surface to about a third, a sun patch brighten it by three quarters. */
const DARKEST = log(0.33);
const BRIGHTEST = log(1.75);

/**
 * The most common colour of the sample: the peak of a 3-D histogram over chromaticity and brightness, refined to
 * the mean of the pixels near it. In a brushed floor that is the floor, whatever stands on it.
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

/**
 * A robust colour model of a surface, learnt from the pixels of `box` that `isSample` picks (every other row and
 * column): its dominant colour, matched on chromaticity so that shadows and sun patches on it stay the surface.
 * Colours are smoothed over a few pixels first, so grain and thin seams do not decide. Undefined without samples.
 */
export function surfaceColour(
  image: RawImage,
  box: Box,
  isSample: (i: number) => boolean,
): SurfaceColour | undefined {
  const { width, height } = image;
  const radius = max(1, round(max(width, height) * 0.002));
  const channels = [0, 1, 2].map((c) => {
    const plane = new Float32Array(width * height);
    for (let y = box.top; y < box.bottom; y++)
      for (let x = box.left; x < box.right; x++) plane[y * width + x] = image.data[3 * (y * width + x) + c]!;
    return boxBlur(boxBlur(plane, width, height, radius), width, height, radius);
  });
  const [red, green, blue] = channels as [Float32Array, Float32Array, Float32Array];
  const featureAt = (i: number): Feature => {
    const r = red[i]! + 8;
    const g = green[i]! + 8;
    const b = blue[i]! + 8;
    return { c1: log(r / g), c2: log(b / g), lum: log(0.299 * r + 0.587 * g + 0.114 * b) };
  };
  const samples: Feature[] = [];
  for (let y = box.top; y < box.bottom; y += 2)
    for (let x = box.left; x < box.right; x += 2)
      if (isSample(y * width + x)) samples.push(featureAt(y * width + x));
  if (!samples.length) return undefined;
  const surface = dominant(samples);
  const distances = samples.map((f) => hypot(f.c1 - surface.c1, f.c2 - surface.c2)).sort((a, b) => a - b);
  const tolerance = min(
    CHROMA_TOLERANCE.most,
    max(CHROMA_TOLERANCE.least, 3 * distances[floor(distances.length / 2)]!),
  );
  return (i) => {
    const f = featureAt(i);
    const shade = f.lum - surface.lum;
    return hypot(f.c1 - surface.c1, f.c2 - surface.c2) <= tolerance && shade >= DARKEST && shade <= BRIGHTEST;
  };
}
