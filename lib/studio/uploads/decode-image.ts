import sharp from 'sharp';
import { CORRUPT_IMAGE } from './corrupt-image';
import { sanitizeSvg } from './sanitize-svg';
import { MAX_INPUT_PIXELS, NORMALISED_LONG_EDGE, type ImageType } from './upload-limits';

/**
 * A sharp pipeline for any accepted type. sharp cannot decode BMP or HEVC-coded HEIC, so those go through
 * JavaScript decoders into raw pixels; SVG is sanitised and rasterised at about the normalised size.
 */
export async function decodeImage(
  data: Buffer,
  type: ImageType,
  declared: { width: number; height: number },
) {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' as const };
  switch (type) {
    case 'bmp': {
      const { decode } = await import('bmp-ts');
      const bmp = await fromJsDecoder(() => decode(data, { toRGBA: true }));
      return sharp(Buffer.from(bmp.data), {
        raw: { width: bmp.width, height: bmp.height, channels: 4 },
      }).removeAlpha();
    }
    case 'heic':
    case 'heif': {
      const heicDecode = (await import('heic-decode')).default;
      const image = await fromJsDecoder(() => heicDecode({ buffer: new Uint8Array(data) }));
      return sharp(Buffer.from(image.data), {
        raw: { width: image.width, height: image.height, channels: 4 },
      });
    }
    case 'svg': {
      // Rasterised so the long edge lands near the normalised size, whatever the SVG's own units.
      const scale = NORMALISED_LONG_EDGE / Math.max(declared.width, declared.height);
      const density = Math.min(Math.max(72 * scale, 1), 2400);
      return sharp(Buffer.from(sanitizeSvg(data.toString('utf8'))), { ...options, density });
    }
    default:
      return sharp(data, { ...options, animated: false });
  }
}

/**
 * The JavaScript decoders read nothing but the bytes they are given, so whatever they throw (a header size they do
 * not know, a read past the end) is the file's fault.
 */
async function fromJsDecoder<T>(decode: () => T | Promise<T>): Promise<T> {
  try {
    return await decode();
  } catch {
    throw CORRUPT_IMAGE;
  }
}
