import type { RawImage } from '../raw-image';
import { addLampLight } from './add-lamp-light';
import type { WallLamp } from './find-wall-lamps';

// Read once, not per pixel: see ../box-blur.ts.
const { max, min } = Math;

/** A lamp's glass at full glow, as a weight of the lamp colour. */
const GLOW = 1.3;
/** What the lamp throws on the wall right under it (addLampLight), on a mid-grey wall. */
const POWER = 1;
/** The lamp shines from this many of its own widths out from the wall. */
const OUT = 1.5;

/**
 * The light of the wall lamps the photo shows (findWallLamps), lit for the evening, added into `weight` when given: each lamp's glass — the part of
 * its housing lighter than the housing's mean, by day — glows, keeping its own shading, and the lamp throws its
 * light on the wall and the ground around it (addLampLight). The housing stays dark.
 */
export function lightWallLamps(
  image: RawImage,
  lamps: WallLamp[],
  weight: Float32Array = new Float32Array(image.width * image.height),
): Float32Array {
  const { data, width } = image;
  const luma = (i: number) => 0.2126 * data[3 * i]! + 0.7152 * data[3 * i + 1]! + 0.0722 * data[3 * i + 2]!;
  for (const lamp of lamps) {
    let sum = 0;
    let brightest = 0;
    for (let y = lamp.y0; y <= lamp.y1; y++) {
      for (let x = lamp.x0; x <= lamp.x1; x++) {
        sum += luma(y * width + x);
        brightest = max(brightest, luma(y * width + x));
      }
    }
    const mean = sum / ((lamp.x1 - lamp.x0 + 1) * (lamp.y1 - lamp.y0 + 1));
    for (let y = lamp.y0; y <= lamp.y1; y++) {
      for (let x = lamp.x0; x <= lamp.x1; x++) {
        const i = y * width + x;
        weight[i]! += GLOW * min(1, max(0, (luma(i) - mean) / max(1, brightest - mean)));
      }
    }
    addLampLight(
      image,
      weight,
      { x: (lamp.x0 + lamp.x1) / 2, y: (lamp.y0 + lamp.y1) / 2, out: OUT * (lamp.x1 - lamp.x0 + 1) },
      POWER,
    );
  }
  return weight;
}
