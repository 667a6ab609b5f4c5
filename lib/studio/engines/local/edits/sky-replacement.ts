import type { RawImage } from '../raw-image';
import { compositeSky } from './composite-sky';
import { drawSky } from './draw-sky';
import { findSky } from './find-sky';
import { skyExtent } from './sky-extent';
import { SKY_PALETTES, type SkyKind } from './sky-palettes';

/** The drawn sky's long side: it is a smooth gradient, interpolated up to the photo's size. */
const SKY_SIDE = 256;

/**
 * The photo's sky replaced with a clear blue, golden-hour or dusk sky (sky-palettes.ts), fitted between the top of
 * the visible sky and its horizon and composited through the found sky's soft edge (find-sky.ts); the rest of the
 * photo is left as it was but for the new sky's light, a tint of a few per cent.
 */
export function replaceSky(image: RawImage, sky: SkyKind): RawImage {
  const { width, height } = image;
  const alpha = findSky(image);
  const scale = SKY_SIDE / Math.max(width, height);
  const drawn = drawSky(
    sky,
    skyExtent(alpha, width, height),
    Math.max(2, Math.round(width * scale)),
    Math.max(2, Math.round(height * scale)),
  );
  return compositeSky(image, alpha, drawn, { gains: SKY_PALETTES[sky].tint });
}
