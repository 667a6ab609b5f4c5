import '@/lib/server-only';
import sharp from 'sharp';

/** Replicate takes data URIs below 1 MB; larger inputs would need its Files API. */
const DATA_URI_LIMIT = 1_000_000;
/** The models work at about 1 megapixel: a larger input only costs upload time. */
const STEPS = [
  { edge: 1536, quality: 88 },
  { edge: 1280, quality: 82 },
  { edge: 1024, quality: 78 },
];

/** The photo (or mask) as a JPEG data URI under Replicate's limit, so our storage never has to be public. */
export async function toModelImage(image: Buffer): Promise<string> {
  for (const { edge, quality } of STEPS) {
    const jpeg = await sharp(image)
      .resize({ width: edge, height: edge, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality })
      .toBuffer();
    const uri = `data:image/jpeg;base64,${jpeg.toString('base64')}`;
    if (uri.length <= DATA_URI_LIMIT) return uri;
  }
  throw new Error('The photo could not be made small enough for the AI provider.');
}
