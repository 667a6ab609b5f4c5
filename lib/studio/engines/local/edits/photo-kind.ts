// PLACEHOLDER: replaced by the algorithm helper's file on merge
import type { RawImage } from '../raw-image';
import { hasSky } from './find-sky';

/** An exterior shows sky; an interior does not. */
export function photoKind(image: RawImage): 'interior' | 'exterior' {
  return hasSky(image) ? 'exterior' : 'interior';
}
