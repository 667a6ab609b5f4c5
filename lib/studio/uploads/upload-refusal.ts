import '@/lib/server-only';
import { AppError } from '@/lib/api/app-error';
import { MAX_INPUT_PIXELS } from './upload-limits';

export type TUploadRefusalReason = 'corrupt' | 'too_large' | 'unsupported' | 'too_slow' | 'too_much_memory';

const MEGAPIXELS = MAX_INPUT_PIXELS / 1_000_000;

/**
 * The 422 for an upload of an accepted type that cannot become a picture, so nothing is stored. `detail` is the
 * declared size for `too_large`, and the decoder's own words for `unsupported`, where they tell the person what to
 * change.
 */
export function uploadRefusal(reason: TUploadRefusalReason, detail = ''): AppError {
  switch (reason) {
    case 'too_large':
      return new AppError('image_too_large', {
        params: { megapixels: MEGAPIXELS },
        description: detail
          ? `This image is ${detail}; the most we take is ${MEGAPIXELS} megapixels.`
          : undefined,
      });
    case 'too_much_memory':
      return new AppError('image_too_large', {
        params: { megapixels: MEGAPIXELS },
        description: 'This image needs more memory to decode than we allow.',
      });
    case 'too_slow':
      return new AppError('image_too_large', {
        params: { megapixels: MEGAPIXELS },
        description: 'This image takes longer to decode than we allow.',
      });
    case 'unsupported':
      return new AppError('unsupported_image', { description: `This image cannot be decoded: ${detail}` });
    case 'corrupt':
      return new AppError('corrupt_image');
  }
}
