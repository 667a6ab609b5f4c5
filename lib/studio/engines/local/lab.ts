import type { Rgb } from './colour';
import type { RawImage } from './raw-image';

/** CIE Lab (D65) planes: L 0–100, a and b roughly −100–100. */
export type LabImage = { L: Float32Array; a: Float32Array; b: Float32Array; width: number; height: number };

export type Lab = readonly [number, number, number];

// Read once, not per pixel: see box-blur.ts.
const { cbrt, hypot, max, min, round } = Math;

const WHITE = [0.95047, 1, 1.08883] as const;

/** sRGB byte → linear light, looked up: the power curve per pixel would dominate a full-size conversion. */
export const TO_LINEAR = Float32Array.from({ length: 256 }, (_, v) => {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});

/** Linear light (0–1, in 4096 steps) → sRGB 0–255, looked up for the same reason. */
const GAMMA_STEPS = 4096;
const TO_SRGB = Float32Array.from({ length: GAMMA_STEPS + 1 }, (_, i) => {
  const c = i / GAMMA_STEPS;
  return 255 * (c <= 0.0031308 ? c * 12.92 : 1.055 * c ** (1 / 2.4) - 0.055);
});

const f = (t: number) => (t > 0.008856 ? cbrt(t) : 7.787 * t + 16 / 116);
const fInverse = (t: number) => (t > 0.206893 ? t * t * t : (t - 16 / 116) / 7.787);

function linearToLab(r: number, g: number, b: number): Lab {
  const x = f((0.4124 * r + 0.3576 * g + 0.1805 * b) / WHITE[0]);
  const y = f(0.2126 * r + 0.7152 * g + 0.0722 * b);
  const z = f((0.0193 * r + 0.1192 * g + 0.9505 * b) / WHITE[2]);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}

export function rgbToLab(rgb: Rgb): Lab {
  const lin = (v: number) => TO_LINEAR[min(255, max(0, round(v)))]!;
  return linearToLab(lin(rgb[0]), lin(rgb[1]), lin(rgb[2]));
}

export function toLab(image: RawImage): LabImage {
  const { data, width, height } = image;
  const n = width * height;
  const L = new Float32Array(n);
  const a = new Float32Array(n);
  const b = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const lab = linearToLab(
      TO_LINEAR[data[3 * i]!]!,
      TO_LINEAR[data[3 * i + 1]!]!,
      TO_LINEAR[data[3 * i + 2]!]!,
    );
    L[i] = lab[0];
    a[i] = lab[1];
    b[i] = lab[2];
  }
  return { L, a, b, width, height };
}

export function toSrgbByte(linear: number): number {
  const clamped = linear < 0 ? 0 : linear > 1 ? 1 : linear;
  return round(TO_SRGB[round(clamped * GAMMA_STEPS)]!);
}

/** Writes one Lab colour into `out` at pixel `i` as sRGB bytes (clamped into the gamut). */
export function writeLab(out: Uint8Array, i: number, L: number, a: number, b: number): void {
  const fy = (L + 16) / 116;
  const x = WHITE[0] * fInverse(fy + a / 500);
  const y = fInverse(fy);
  const z = WHITE[2] * fInverse(fy - b / 200);
  out[3 * i] = toSrgbByte(3.2406 * x - 1.5372 * y - 0.4986 * z);
  out[3 * i + 1] = toSrgbByte(-0.9689 * x + 1.8758 * y + 0.0415 * z);
  out[3 * i + 2] = toSrgbByte(0.0557 * x - 0.204 * y + 1.057 * z);
}

/** Colour difference with lightness weighted by `lightness`: below 1, shading differences count for less. */
export function labDistance(p: Lab, q: Lab, lightness = 1): number {
  return hypot((p[0] - q[0]) * lightness, p[1] - q[1], p[2] - q[2]);
}
