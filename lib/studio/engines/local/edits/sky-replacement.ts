// PLACEHOLDER: replaced by the algorithm helper's file on merge
import type { RawImage } from '../raw-image';
import { findSky } from './find-sky';

const TOP: Record<'blue' | 'golden-hour' | 'dusk', [number, number, number]> = {
  blue: [70, 130, 215],
  'golden-hour': [250, 180, 90],
  dusk: [40, 45, 110],
};

/** The found sky painted with a flat colour of the chosen sky. */
export function replaceSky(image: RawImage, sky: 'blue' | 'golden-hour' | 'dusk'): RawImage {
  const alpha = findSky(image);
  const out = image.data.slice();
  const colour = TOP[sky];
  for (let p = 0; p < alpha.length; p++) {
    const a = alpha[p]!;
    for (let c = 0; c < 3; c++) out[p * 3 + c] = Math.round(out[p * 3 + c]! * (1 - a) + colour[c]! * a);
  }
  return { ...image, data: out };
}
