// PLACEHOLDER: replaced by the algorithm helper's file on merge
import type { RawImage } from '../raw-image';

/** No line analysis yet: the photo back as it is, at its own size (the real tool crops and scales back). */
export function straighten(image: RawImage): RawImage {
  return { ...image, data: image.data.slice() };
}
