import type { RawImage } from '../raw-image';
import { compositeSky } from './composite-sky';
import { drawSky } from './draw-sky';
import { findSky } from './find-sky';
import { findWindows } from './find-windows';
import { lightWindows } from './light-windows';
import { skyExtent } from './sky-extent';

/** The drawn sky's long side: it is a smooth gradient, interpolated up to the photo's size. */
const SKY_SIDE = 256;
/**
 * Evening on everything that is not sky, as gains on linear light: nearly two stops darker, and bluer, as a facade
 * lit only by the sky after sunset.
 */
const EVENING: readonly [number, number, number] = [0.27, 0.29, 0.39];
/** The warm light of a room's lamps through its windows, linear, at full glow (about 2700 K). */
const LAMPLIGHT: readonly [number, number, number] = [0.7, 0.37, 0.12];

/**
 * An exterior as at twilight, the real-estate "dusk shot": the sky replaced with a dusk sky (deep blue above an
 * afterglow), the rest taken down in exposure and over to the cool light of evening, and the windows facing the
 * camera lit warm from inside with a soft spill on the wall around them.
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
  const light = lightWindows(image, findWindows(image, alpha));
  return compositeSky(image, alpha, drawn, { gains: EVENING, light: { weight: light, colour: LAMPLIGHT } });
}
