// PLACEHOLDER: replaced by the algorithm helper's file on merge
import type { RawImage } from '../raw-image';
import { replaceSky } from './sky-replacement';

/** A dusk sky, and the rest darkened and warmed a little. */
export function dayToDusk(image: RawImage): RawImage {
  const skied = replaceSky(image, 'dusk');
  const out = skied.data;
  for (let i = 0; i < out.length; i += 3) {
    out[i] = Math.round(out[i]! * 0.7);
    out[i + 1] = Math.round(out[i + 1]! * 0.62);
    out[i + 2] = Math.round(out[i + 2]! * 0.6);
  }
  return skied;
}
