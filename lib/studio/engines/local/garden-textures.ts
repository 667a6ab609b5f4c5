import { valueNoise } from './value-noise';

/**
 * How near a row of an outdoor photo is: 1 at the bottom edge, falling toward the horizon (taken a little above the
 * middle), so textures on the ground shrink with distance as the ground itself does.
 */
export function groundScale(y: number, height: number): number {
  return Math.min(1, Math.max(0.12, (y / height - 0.35) / 0.65));
}

/**
 * Fresh, even grass as luminance (L units): short upright blades (streaks taller than wide) shrinking with
 * distance, and in some variants the broad light and dark bands of a striped mow, converging on the horizon.
 */
export function grassTexture(
  width: number,
  height: number,
  variant: number,
): (x: number, y: number) => number {
  const k = width / 1024;
  const blades = valueNoise(variant * 11 + 5);
  const tufts = valueNoise(variant * 11 + 6);
  const striped = variant % 3 !== 1;
  const band = 0.1 + 0.03 * (variant % 2);
  return (x, y) => {
    const s = groundScale(y, height) * k;
    let v = 4.5 * blades(x / (1.1 * s), y / (4 * s)) + 2 * tufts(x / (9 * s), y / (5 * s));
    if (striped) {
      const angle = Math.atan2(x - width / 2, Math.max(1, y - height * 0.38));
      v += 2.8 * Math.sin((angle / band) * Math.PI);
    }
    return v;
  };
}

/** Bark mulch as luminance: coarse chips over a finer grain, shrinking with distance. */
export function mulchTexture(
  width: number,
  height: number,
  variant: number,
): (x: number, y: number) => number {
  const k = width / 1024;
  const chips = valueNoise(variant * 13 + 7);
  const grain = valueNoise(variant * 13 + 8);
  return (x, y) => {
    const s = groundScale(y, height) * k;
    return 6 * chips(x / (3 * s), y / (1.6 * s)) + 3 * grain(x / (1.1 * s), y / (1.1 * s));
  };
}
