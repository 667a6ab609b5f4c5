import '@/lib/server-only';
import sharp from 'sharp';
import { decodeOffThread, type RawImage } from './decode-off-thread';
import { MAX_INPUT_PIXELS, NORMALISED_LONG_EDGE, type ImageType } from './upload-limits';

const fromRaw = ({ data, width, height, channels }: RawImage) =>
  sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels } });

/**
 * A sharp pipeline for any accepted type. sharp cannot decode BMP or HEVC-coded HEIC, so those are decoded in a
 * worker thread (decode-off-thread.ts) and come back as raw pixels at most the normalised size; SVG, which must
 * come through sanitizeSvg first, is rasterised at about the normalised size.
 * The rest is sharp's, with the pixel cap enforced again from the file's header and only the first frame of a GIF
 * or page of a TIFF.
 */
export async function decodeImage(
  data: Buffer,
  type: ImageType,
  declared: { width: number; height: number },
) {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' as const };
  switch (type) {
    case 'bmp':
      return fromRaw(await decodeOffThread(data, 'bmp'));
    case 'heic':
    case 'heif':
      return fromRaw(await decodeOffThread(data, 'heif'));
    case 'svg': {
      // Rasterised so the long edge lands near the normalised size, whatever the SVG's own units.
      const scale = NORMALISED_LONG_EDGE / Math.max(declared.width, declared.height);
      const density = Math.min(Math.max(72 * scale, 1), 2400);
      return sharp(data, { ...options, density });
    }
    default:
      return sharp(data, { ...options, animated: false });
  }
}
