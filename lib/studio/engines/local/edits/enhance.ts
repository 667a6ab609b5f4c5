import { boxBlur } from '../box-blur';
import type { RawImage } from '../raw-image';
import { neutralBalance } from './neutral-balance';
import { toneMap } from './tone-map';

// Read once, not per pixel: see ../box-blur.ts.
const { max, min, round, tanh } = Math;

/** sRGB byte → linear light, looked up. */
const TO_LINEAR = Float32Array.from({ length: 256 }, (_, v) => {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});
/** Linear light (0–1 in 4096 steps) → sRGB byte, looked up. */
const STEPS = 4096;
const TO_SRGB = Uint8Array.from({ length: STEPS + 1 }, (_, i) => {
  const c = i / STEPS;
  return round(255 * (c <= 0.0031308 ? c * 12.92 : 1.055 * c ** (1 / 2.4) - 0.055));
});
/** The lightness scale tone-map.ts works on: luminance to the power 1 / 2.2, near to how the eye sees steps. */
const GAMMA = 2.2;
/** Luminance ↔ lightness, looked up in this many steps (a power per pixel would dominate the edit's time). */
const LIGHTNESS_STEPS = 8192;
const TO_LIGHTNESS = Float32Array.from(
  { length: LIGHTNESS_STEPS + 1 },
  (_, k) => (k / LIGHTNESS_STEPS) ** (1 / GAMMA),
);
const TO_LUMINANCE = Float32Array.from(
  { length: LIGHTNESS_STEPS + 1 },
  (_, k) => (k / LIGHTNESS_STEPS) ** GAMMA,
);
/**
 * Colour ratios to the luminance are moved this share of the way from grey: lifting a shadow by a ratio alone makes
 * it look more saturated than it was (Mantiuk et al. 2009, the linear form), a little less keeps it as it looked.
 */
const SATURATION = 0.8;
/** Above this, a channel rolls off toward GAMUT_CEILING (254 of 255) instead of clipping, the colour toward grey. */
const GAMUT_KNEE = 0.9;
const GAMUT_CEILING = 0.99;

/**
 * A one-photo HDR edit, as a real-estate photographer makes it: the white balance made neutral (neutral-balance.ts),
 * exposure, shadows and highlights balanced on the luminance alone (tone-map.ts), and the colour carried over as it
 * was, its ratios kept (saturation does not swing with the lightness), its noise smoothed a little where shadows
 * were opened. Windows keep their view: the tone curve rolls off before white.
 */
export function enhance(image: RawImage): RawImage {
  const { data, width, height } = image;
  const n = width * height;
  const r = new Float32Array(n);
  const g = new Float32Array(n);
  const b = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    r[i] = TO_LINEAR[data[3 * i]!]!;
    g[i] = TO_LINEAR[data[3 * i + 1]!]!;
    b[i] = TO_LINEAR[data[3 * i + 2]!]!;
  }
  const [kr, kg, kb] = neutralBalance(r, g, b);
  const luminance = new Float32Array(n);
  const lightness = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    r[i]! *= kr;
    g[i]! *= kg;
    b[i]! *= kb;
    const y = 0.2126 * r[i]! + 0.7152 * g[i]! + 0.0722 * b[i]!;
    luminance[i] = y;
    lightness[i] = TO_LIGHTNESS[(min(1, y) * LIGHTNESS_STEPS + 0.5) | 0]!;
  }
  const toned = toneMap(lightness, width, height);
  // Colour as ratios to the luminance, smoothed over a few pixels: chroma noise is what opened shadows show most.
  const floor = 1e-4;
  for (let i = 0; i < n; i++) {
    const y = luminance[i]! + floor;
    r[i] = r[i]! / y;
    g[i] = g[i]! / y;
    b[i] = b[i]! / y;
  }
  const [cr, cg, cb] = [r, g, b].map((plane) => boxBlur(plane, width, height, 1)) as [
    Float32Array,
    Float32Array,
    Float32Array,
  ];
  const out = new Uint8Array(data.length);
  for (let i = 0; i < n; i++) {
    const y = TO_LUMINANCE[(min(1, toned[i]!) * LIGHTNESS_STEPS + 0.5) | 0]!;
    let pr = (1 + SATURATION * (cr[i]! - 1)) * y;
    let pg = (1 + SATURATION * (cg[i]! - 1)) * y;
    let pb = (1 + SATURATION * (cb[i]! - 1)) * y;
    // A channel beyond the knee is brought under 1 by moving the colour toward grey at the same luminance, not
    // clipped channel by channel (which shifts the hue and flattens the detail in it).
    const top = max(pr, pg, pb);
    if (top > GAMUT_KNEE && top > y) {
      const limit =
        GAMUT_KNEE + (GAMUT_CEILING - GAMUT_KNEE) * tanh((top - GAMUT_KNEE) / (GAMUT_CEILING - GAMUT_KNEE));
      const t = max(0, (limit - y) / (top - y));
      pr = y + (pr - y) * t;
      pg = y + (pg - y) * t;
      pb = y + (pb - y) * t;
    }
    out[3 * i] = TO_SRGB[round(min(1, max(0, pr)) * STEPS)]!;
    out[3 * i + 1] = TO_SRGB[round(min(1, max(0, pg)) * STEPS)]!;
    out[3 * i + 2] = TO_SRGB[round(min(1, max(0, pb)) * STEPS)]!;
  }
  return { width, height, data: out };
}
