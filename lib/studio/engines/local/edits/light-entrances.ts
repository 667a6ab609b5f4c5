import type { RawImage } from '../raw-image';
import { addLampLight } from './add-lamp-light';
import type { WindowBox } from './find-windows';

// Read once, not per pixel: see ../box-blur.ts.
const { max } = Math;

/** A pane is an entrance's glazed door when it is this much taller than wide, and this tall (of the photo). */
const DOOR_SHAPE = 2;
const DOOR_HEIGHT = 0.12;
/** …and stands low in the photo: its foot below this share of the height, where the ground is. */
const DOOR_FOOT = 0.75;
/** The lamp hangs over the door by this share of the door's height, this share of its width out from the wall. */
const ABOVE = 0.1;
const OUT = 0.6;
/** The light on the wall right under the lamp, as a weight of the lamp colour on a mid-grey wall. */
const POWER = 3;

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
 * added per pixel (a weight of the lamp colour, into `weight` when given): a lamp hung just over the door's middle, a little out from the
 * wall, lights the wall and the ground around the door (addLampLight). What this does not do: draw the lamp
 * itself (no fixture is found there, so none is invented), or light anything away from an entrance: a photo with
 * no glazed door found gets no porch light (lamps the photo shows are lit by light-wall-lamps.ts). The sky is
 * never lit (compositeSky weighs this by what is not sky).
 */
export function lightEntrances(
  image: RawImage,
  entrances: WindowBox[],
  weight: Float32Array = new Float32Array(image.width * image.height),
): Float32Array {
  const { width, height } = image;
  for (const door of entrances) {
    const doorWidth = (door.right - door.left) * width;
    const doorHeight = (door.bottom - door.top) * height;
    const lampX = ((door.left + door.right) / 2) * width;
    const lampY = door.top * height - ABOVE * doorHeight;
    const out = max(2, OUT * doorWidth);
    addLampLight(image, weight, { x: lampX, y: lampY, out }, POWER);
  }
  return weight;
}
