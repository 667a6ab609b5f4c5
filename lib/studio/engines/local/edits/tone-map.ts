import { boxBlur } from '../box-blur';
import { guidedFilter } from './guided-filter';
import { smoothGrain } from './smooth-grain';

// Read once, not per pixel: see ../box-blur.ts.
const { exp, log, max, min, tanh } = Math;

/** The photo's darkest and lightest ends: this share of pixels may lie beyond each. */
const BLACK_SHARE = 0.002;
const WHITE_SHARE = 0.002;
/** Levels never stretch more than this: a night shot is not made day. */
const MAX_STRETCH = 3;
/** A listing photo's average lightness (the lightness scale below: about 120 of 255). */
const TARGET_MEAN = 0.47;
/** Midtones are moved this share of the way to the target (in log): a dim, moody room stays a little moody. */
const EXPOSURE_SHARE = 0.6;
/** Midtones are lifted (or dimmed) by a gamma within these bounds. */
const GAMMA = [0.55, 1.25] as const;
/** Broad light and shade are pulled this far toward their middle; the detail on them is kept whole. */
const COMPRESSION = 0.8;
/** Detail (what the broad light and shade leave) is strengthened by this share: the "HDR" clarity, kept gentle. */
const CLARITY = 0.2;
/** The variance of grain the denoise smooths away: about two levels of 255, squared. */
const GRAIN = (2 / 255) ** 2;
/** Sharpening of the finest detail, above a threshold that leaves grain alone (lightness units). */
const SHARPEN = 0.45;
const SHARPEN_THRESHOLD = 0.012;
/**
 * Above this lightness the curve rolls off instead of clipping, so a window's view keeps its detail; it nears
 * CEILING, just under white (254 of 255), so nothing is flattened into 255 that was not white already.
 */
const SHOULDER = 0.88;
const CEILING = 0.998;

const LUT_STEPS = 4096;

function percentiles(plane: Float32Array, shares: readonly number[]): number[] {
  const bins = 2048;
  const counts = new Uint32Array(bins);
  for (let i = 0; i < plane.length; i++) counts[min(bins - 1, max(0, (plane[i]! * bins) | 0))]!++;
  return shares.map((share) => {
    const wanted = share * plane.length;
    let seen = 0;
    for (let k = 0; k < bins; k++) if ((seen += counts[k]!) >= wanted) return (k + 0.5) / bins;
    return 1;
  });
}

/**
 * A photographer's tone edit of a lightness plane (0–1, about perceptual: linear luminance to the power 1/2.2):
 * levels set from the darkest and lightest pixels, midtones brought to a listing photo's brightness, then, on an
 * edge-aware split into broad light and detail, the broad light compressed (shadows opened, bright areas held down,
 * as bracketed HDR does) and the detail kept and slightly strengthened, a gentle denoise and sharpening, and a
 * highlight shoulder: nothing that had detail is clipped. Returns a new plane.
 */
export function toneMap(plane: Float32Array, width: number, height: number): Float32Array {
  const n = plane.length;
  const side = max(width, height);
  const [black, white] = percentiles(plane, [BLACK_SHARE, 1 - WHITE_SHARE]) as [number, number];
  const range = max(white - black, 1 / MAX_STRETCH);
  const levelled = new Float32Array(n);
  let logSum = 0;
  for (let i = 0; i < n; i++) {
    const v = max(0, (plane[i]! - black) / range);
    levelled[i] = v;
    logSum += log(min(1, v) + 0.02);
  }
  // The gamma that brings the geometric mean (what the eye averages) to the target.
  const mean = exp(logSum / n) - 0.02;
  const wanted = exp(log(mean) + EXPOSURE_SHARE * (log(TARGET_MEAN) - log(mean)));
  const gamma = min(GAMMA[1], max(GAMMA[0], log(wanted) / log(min(0.95, max(0.02, mean)))));
  // The gamma looked up (4096 steps), not raised per pixel; the levelled values above white keep their slope.
  const curve = Float32Array.from({ length: LUT_STEPS + 1 }, (_, k) => (k / LUT_STEPS) ** gamma);
  for (let i = 0; i < n; i++) {
    const v = levelled[i]!;
    levelled[i] = v >= 1 ? 1 + gamma * (v - 1) : curve[(v * LUT_STEPS + 0.5) | 0]!;
  }

  // Gentle denoise: grain of about two levels in 255 smoothed, edges kept.
  const smooth = smoothGrain(levelled, width, height, GRAIN);
  const broad = guidedFilter(
    smooth,
    width,
    height,
    max(4, Math.round(side * 0.02)),
    0.01,
    max(1, Math.round(side / 512)),
  );
  let broadMean = 0;
  for (let i = 0; i < n; i++) broadMean += broad[i]!;
  broadMean /= n;
  const toned = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const base = broadMean + (broad[i]! - broadMean) * COMPRESSION;
    toned[i] = base + (smooth[i]! - broad[i]!) * (1 + CLARITY);
  }

  const soft = boxBlur(toned, width, height, 1);
  const out = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const edge = toned[i]! - soft[i]!;
    const strength = edge > SHARPEN_THRESHOLD || edge < -SHARPEN_THRESHOLD ? SHARPEN : 0;
    const v = toned[i]! + strength * edge;
    out[i] =
      v <= SHOULDER
        ? max(0, v)
        : SHOULDER + (CEILING - SHOULDER) * tanh((v - SHOULDER) / (CEILING - SHOULDER));
  }
  return out;
}
