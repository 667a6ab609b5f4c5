import { valueNoise } from '../value-noise';
import type { SkyExtent } from './sky-extent';
import { SKY_PALETTES, type SkyKind } from './sky-palettes';

// Read once, not per pixel: see ../box-blur.ts.
const { exp, max, min } = Math;

const toLinear = (v: number) => {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** A drawn sky in linear light, small: it is smooth, and is interpolated up to the photo's size. */
export type DrawnSky = { r: Float32Array; g: Float32Array; b: Float32Array; width: number; height: number };

/**
 * A sky as a photographer's replacement sky looks: the palette's gradient from the top of the visible sky to its
 * horizon, the sun's afterglow low on one side, and faint natural variation — broad soft patches of lighter and
 * darker air and, at golden hour and dusk, long thin streaks of high cloud lit from below — so it is never flat.
 */
export function drawSky(kind: SkyKind, extent: SkyExtent, width: number, height: number): DrawnSky {
  const palette = SKY_PALETTES[kind];
  const stops = palette.stops.map(([t, rgb]) => [t, rgb.map(toLinear)] as const);
  const glow = palette.glow.map(toLinear);
  const broad = valueNoise(7);
  const streaks = valueNoise(11);
  const n = width * height;
  const r = new Float32Array(n);
  const g = new Float32Array(n);
  const b = new Float32Array(n);
  const span = max(0.05, extent.horizon - extent.top);
  const streaky = kind === 'blue' ? 0 : 1;
  for (let y = 0; y < height; y++) {
    const fy = (y + 0.5) / height;
    const t = min(1, max(0, (fy - extent.top) / span));
    let k = 1;
    while (k < stops.length - 1 && stops[k]![0] < t) k++;
    const [t0, c0] = stops[k - 1]!;
    const [t1, c1] = stops[k]!;
    const s = min(1, max(0, (t - t0) / (t1 - t0)));
    const e = s * s * (3 - 2 * s);
    for (let x = 0; x < width; x++) {
      const fx = (x + 0.5) / width;
      const i = y * width + x;
      // ±6 % light in patches a third of the picture across and ±3 % in smaller ones; thin streaks of cloud only in
      // the lower, lit part.
      const air = 1 + 0.06 * broad(fx * 3, fy * 3) + 0.03 * broad(fx * 9 + 17, fy * 9);
      const streak = streaky * 0.1 * t * max(0, streaks(fx * 2.5, fy * 28) - 0.2);
      const dx = (fx - extent.sunX) / 0.45;
      const dy = (1 - t) / 0.35;
      const sun = palette.glowStrength * exp(-(dx * dx + dy * dy));
      r[i] = (c0[0]! + (c1[0]! - c0[0]!) * e) * air + (sun + streak) * glow[0]!;
      g[i] = (c0[1]! + (c1[1]! - c0[1]!) * e) * air + (sun + streak) * glow[1]!;
      b[i] = (c0[2]! + (c1[2]! - c0[2]!) * e) * air + (sun + streak) * glow[2]!;
    }
  }
  return { r, g, b, width, height };
}
