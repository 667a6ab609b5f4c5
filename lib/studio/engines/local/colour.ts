// Read once, not per pixel: see box-blur.ts.
const { max, min, round } = Math;

export type Rgb = readonly [number, number, number];

export function hexToRgb(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function mixRgb(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

export function scaleRgb(c: Rgb, k: number): Rgb {
  return [c[0] * k, c[1] * k, c[2] * k];
}

export function rgbToHex(c: Rgb): string {
  const byte = (v: number) =>
    round(min(255, max(0, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${byte(c[0])}${byte(c[1])}${byte(c[2])}`;
}

/** Rounds into 0–255: typed arrays would wrap an out-of-range value around instead. */
export function clampByte(v: number): number {
  return min(255, max(0, round(v)));
}
