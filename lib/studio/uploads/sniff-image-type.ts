import '@/lib/server-only';
import sharp, { type Metadata } from 'sharp';
import { readHeifSize } from './read-heif-size';
import type { ImageType } from './upload-limits';
import { readBmpHeader } from './worker/read-bmp-header.mjs';

/** What the file says it holds. A width or height of 0 means it does not say, which only a damaged file does. */
export type Sniffed = { type: ImageType; width: number; height: number };

/**
 * The image type from the bytes themselves (libvips's own format detection, plus BMP, which it cannot read), with
 * the dimensions the file declares, read from its header without decoding any pixels: the BMP header, the HEIF
 * primary image's ispe box (the HEVC kind is decoded by libheif in JavaScript, not by sharp), and sharp's metadata
 * for the rest. Null for anything that is not one of the accepted types.
 */
export async function sniffImageType(data: Buffer): Promise<Sniffed | null> {
  const bmp = readBmpHeader(data);
  if (bmp) {
    const declared = bmp.width > 0 && bmp.height > 0;
    return { type: 'bmp', width: declared ? bmp.width : 0, height: declared ? bmp.height : 0 };
  }
  let meta: Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    return null;
  }
  switch (meta.format) {
    case 'jpeg':
    case 'png':
    case 'gif':
    case 'webp':
    case 'tiff':
    case 'svg':
      return { type: meta.format, width: meta.width ?? 0, height: meta.height ?? 0 };
    case 'heif': {
      // AV1 in a HEIF box is AVIF, which sharp decodes itself.
      if (meta.compression === 'av1')
        return { type: 'avif', width: meta.width ?? 0, height: meta.height ?? 0 };
      const size = readHeifSize(data);
      return {
        type: meta.compression === 'hevc' ? 'heic' : 'heif',
        width: size?.width ?? 0,
        height: size?.height ?? 0,
      };
    }
    default:
      return null;
  }
}
