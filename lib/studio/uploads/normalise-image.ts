import '@/lib/server-only';
import sharp, { type Sharp } from 'sharp';
import { NORMALISED_LONG_EDGE, THUMBNAIL_LONG_EDGE } from './upload-limits';

export type Normalised = { image: Buffer; thumbnail: Buffer; width: number; height: number };

/**
 * Upright (EXIF orientation applied), at most 2048 px on the long edge, flattened, as JPEG with no metadata at all
 * (sharp writes none unless asked: GPS, camera and EXIF are gone), plus a 512 px thumbnail. JPEG has no alpha, so
 * whatever is transparent in a photo (a PNG, WebP, BMP or HEIC with alpha) becomes white, and in a mask black.
 *
 * The large copy is encoded with mozjpeg's quantisation table but without its trellis search: mozjpeg proper made
 * normalising a 12 MP photo 2.4 × a bare resize (scripts/bench/upload-normalise.ts) for files 20 % smaller at the
 * same PSNR. The thumbnail is small enough for mozjpeg to cost nothing, and is made from the encoded copy, whose
 * decode shrinks on load.
 */
export async function normaliseImage(pipeline: Sharp, kind: 'photo' | 'mask' = 'photo'): Promise<Normalised> {
  const { data: image, info } = await pipeline
    .rotate()
    .resize({
      width: NORMALISED_LONG_EDGE,
      height: NORMALISED_LONG_EDGE,
      fit: 'inside',
      withoutEnlargement: true,
    })
    // A mask brushed as white strokes on a transparent canvas means "change only the strokes": on black, the
    // clear part stays unbrushed (on white it would read as everything brushed).
    .flatten({ background: kind === 'mask' ? '#000000' : '#ffffff' })
    .toColourspace('srgb')
    .jpeg({ quality: 90, quantisationTable: 3 })
    .toBuffer({ resolveWithObject: true });
  const thumbnail = await sharp(image)
    .resize({
      width: THUMBNAIL_LONG_EDGE,
      height: THUMBNAIL_LONG_EDGE,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
  return { image, thumbnail, width: info.width, height: info.height };
}
