import sharp, { type Metadata } from 'sharp';
import type { ImageType } from './upload-limits';

/** Windows bitmap: "BM", then a DIB header of a known size at byte 14. */
function isBmp(data: Buffer): boolean {
  if (data.length < 26 || data.toString('latin1', 0, 2) !== 'BM') return false;
  return [12, 40, 52, 56, 64, 108, 124].includes(data.readUInt32LE(14));
}

export type Sniffed = { type: ImageType; width: number; height: number };

/**
 * The image type from the bytes themselves (libvips's own format detection, plus BMP, which it cannot read), with
 * the dimensions the file declares. Null for anything that is not one of the accepted types.
 */
export async function sniffImageType(data: Buffer): Promise<Sniffed | null> {
  if (isBmp(data)) {
    const width = data.readInt32LE(18);
    const height = Math.abs(data.readInt32LE(22));
    return width > 0 && height > 0 ? { type: 'bmp', width, height } : null;
  }
  let meta: Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    return null;
  }
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (!width || !height) return null;
  switch (meta.format) {
    case 'jpeg':
    case 'png':
    case 'gif':
    case 'webp':
    case 'tiff':
    case 'svg':
      return { type: meta.format, width, height };
    case 'heif':
      return {
        type: meta.compression === 'av1' ? 'avif' : meta.compression === 'hevc' ? 'heic' : 'heif',
        width,
        height,
      };
    default:
      return null;
  }
}
