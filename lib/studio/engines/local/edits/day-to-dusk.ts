import type { RawImage } from '../raw-image';
import { compositeSky } from './composite-sky';
import { drawSky } from './draw-sky';
import { findSky } from './find-sky';
import { findWallLamps } from './find-wall-lamps';
import { findWindows } from './find-windows';
import { findEntrances, lightEntrances } from './light-entrances';
import { lightWallLamps } from './light-wall-lamps';
import { lightWindows } from './light-windows';
import { skyExtent } from './sky-extent';

/** The drawn sky's long side: it is a smooth gradient, interpolated up to the photo's size. */
const SKY_SIDE = 256;
/**
 * Evening on everything that is not sky, as gains on linear light: nearly two stops darker, and bluer, as a facade
 * lit only by the sky after sunset.
 */
const EVENING: readonly [number, number, number] = [0.27, 0.29, 0.39];
/** The warm light of a room's lamps through its windows and of a porch lamp, linear, at full glow (about 2700 K). */
const LAMPLIGHT: readonly [number, number, number] = [0.78, 0.41, 0.13];

/**
 * An exterior as at twilight, the real-estate "dusk shot": the sky replaced with a dusk sky (deep blue above an
 * afterglow), the rest taken down in exposure and over to the cool light of evening, and the windows facing the
 * camera lit warm from inside with a soft spill on the wall around them. Exterior light comes only from what was
 * found: the wall lamps the photo shows, lit (find-wall-lamps.ts), and the glow (no fixture drawn) of a porch light
 * over each glazed entrance found (light-entrances.ts); nothing is lit anywhere else.
 */
export function dayToDusk(image: RawImage): RawImage {
  const { width, height } = image;
  const alpha = findSky(image);
  const scale = SKY_SIDE / Math.max(width, height);
  const drawn = drawSky(
    'dusk',
    skyExtent(alpha, width, height),
    Math.max(2, Math.round(width * scale)),
    Math.max(2, Math.round(height * scale)),
  );
  const windows = findWindows(image, alpha);
  const light = lightWindows(image, windows);
  lightEntrances(image, findEntrances(windows, width, height), light);
  lightWallLamps(image, findWallLamps(image, alpha), light);
  return compositeSky(image, alpha, drawn, { gains: EVENING, light: { weight: light, colour: LAMPLIGHT } });
}
