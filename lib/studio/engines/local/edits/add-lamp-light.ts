import { TO_LINEAR } from '../lab';
import type { RawImage } from '../raw-image';

// Read once, not per pixel: see ../box-blur.ts.
const { ceil, floor, max, min } = Math;

/** A lamp on a wall: where it is (pixels) and how far out from the wall it shines from (pixels). */
export type Lamp = { x: number; y: number; out: number };

/** A lamp's shade sends most of its light down: above the lamp the wall gets this share. */
const UPWARD = 0.3;
/** The wall's lightness by day stands for how much of the lamp's light it gives back; mid-grey reflects 0.2. */
const MID_GREY = 0.2;

/**
 * Adds to `weight` (light per pixel, a weight of the lamp colour) what one lamp throws on the wall and the ground
 * around it: the inverse-square law with the cosine of incidence on the wall's plane, E ∝ d / (r² + d²)^(3/2) for a
 * point `d` out from the wall and `r` along it, normalised to `power` right under the lamp on a mid-grey wall,
 * mostly downward (its shade), each pixel giving back what its lightness by day says it reflects. The wall is taken
 * as the picture's plane: a facade seen square on; on one seen aslant the pool is round where it should be long.
 */
export function addLampLight(image: RawImage, weight: Float32Array, lamp: Lamp, power: number): void {
  const { data, width, height } = image;
  const { x: lampX, y: lampY, out } = lamp;
  // Beyond eight times its distance from the wall a lamp gives under a 500th of its light there.
  const reach = ceil(8 * out);
  for (let y = max(0, floor(lampY - reach)); y < min(height, ceil(lampY + reach)); y++) {
    const dy = y - lampY;
    // Smoothly from the shade's share above to the full light below, over the lamp's own distance from the wall.
    const t = min(1, max(0, (dy / out + 1) / 2));
    const shade = UPWARD + (1 - UPWARD) * t * t * (3 - 2 * t);
    for (let x = max(0, floor(lampX - reach)); x < min(width, ceil(lampX + reach)); x++) {
      const dx = x - lampX;
      if (dx * dx + dy * dy > reach * reach) continue;
      const falloff = ((out * out) / (dx * dx + dy * dy + out * out)) ** 1.5;
      const i = y * width + x;
      const reflects = min(
        2.5,
        (0.2126 * TO_LINEAR[data[3 * i]!]! +
          0.7152 * TO_LINEAR[data[3 * i + 1]!]! +
          0.0722 * TO_LINEAR[data[3 * i + 2]!]!) /
          MID_GREY,
      );
      weight[i]! += power * shade * falloff * reflects;
    }
  }
}
