import { TO_LINEAR } from '../lab';
import type { RawImage } from '../raw-image';
import type { WindowBox } from './find-windows';

// Read once, not per pixel: see ../box-blur.ts.
const { ceil, floor, max, min } = Math;

/** A pane is an entrance's glazed door when it is this much taller than wide, and this tall (of the photo). */
const DOOR_SHAPE = 2;
const DOOR_HEIGHT = 0.12;
/** …and stands low in the photo: its foot below this share of the height, where the ground is. */
const DOOR_FOOT = 0.75;
/** The lamp hangs over the door by this share of the door's height, this share of its width out from the wall. */
const ABOVE = 0.1;
const OUT = 0.6;
/** A lamp's shade sends most of its light down: above the lamp the wall gets this share. */
const UPWARD = 0.3;
/** The light on the wall right under the lamp, as a weight of the lamp colour on a mid-grey wall. */
const POWER = 3;
/** The wall's lightness by day stands for how much of the lamp's light it gives back; mid-grey reflects 0.2. */
const MID_GREY = 0.2;

/** The glazed doors among the found panes: door-shaped and standing on the ground (see the constants). */
export function findEntrances(windows: WindowBox[], width: number, height: number): WindowBox[] {
  return windows.filter((w) => {
    const tall = (w.bottom - w.top) * height;
    const wide = (w.right - w.left) * width;
    return tall >= DOOR_SHAPE * wide && w.bottom - w.top >= DOOR_HEIGHT && w.bottom >= DOOR_FOOT;
  });
}

/**
 * The porch light of each entrance the engine found (findEntrances: a glazed door among the found panes), as light
 * added per pixel (a weight of the lamp colour): a lamp hung just over the door's middle, a little out from the
 * wall, lights the wall and the ground around the door by the inverse-square law with the cosine of incidence
 * on the wall's plane, E ∝ d / (r² + d²)^(3/2) for a point `d` out from the wall and `r` along it, mostly
 * downward (its shade), each pixel giving back what its lightness by day says it reflects. What this does not
 * do: draw the lamp itself (no fixture is found, so none is invented), find lamps the photo shows (a wall lantern
 * unlit by day is not told from other dark metal), or light anything away from an entrance: a photo with no glazed
 * door found gets no porch light. The sky is never lit (compositeSky weighs this by what is not sky).
 */
export function lightEntrances(image: RawImage, entrances: WindowBox[]): Float32Array {
  const { data, width, height } = image;
  const weight = new Float32Array(width * height);
  for (const door of entrances) {
    const doorWidth = (door.right - door.left) * width;
    const doorHeight = (door.bottom - door.top) * height;
    const lampX = ((door.left + door.right) / 2) * width;
    const lampY = door.top * height - ABOVE * doorHeight;
    const out = max(2, OUT * doorWidth);
    // Beyond eight times its distance from the wall a lamp gives under a 500th of its light there.
    const reach = ceil(8 * out);
    for (let y = max(0, floor(lampY - reach)); y < min(height, ceil(lampY + reach)); y++) {
      const dy = y - lampY;
      const shade = dy < 0 ? UPWARD : 1;
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
        weight[i]! += POWER * shade * falloff * reflects;
      }
    }
  }
  return weight;
}
