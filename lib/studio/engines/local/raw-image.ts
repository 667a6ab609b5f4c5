import sharp, { type Sharp } from 'sharp';

/** Decoded RGB pixels, row by row, three bytes a pixel. */
export type RawImage = { data: Uint8Array; width: number; height: number };

export async function readRawImage(image: Buffer): Promise<RawImage> {
  const { data, info } = await sharp(image)
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    data: new Uint8Array(data.buffer, data.byteOffset, data.length),
    width: info.width,
    height: info.height,
  };
}

/**
 * Every engine output is encoded here: quality 92 without chroma subsampling, so pixels the engine left alone come
 * back within JPEG's rounding of the input instead of visibly softened.
 */
export function encodeJpeg(pipeline: Sharp): Promise<Buffer> {
  return pipeline.jpeg({ quality: 92, chromaSubsampling: '4:4:4' }).toBuffer();
}

export function encodeRawImage({ data, width, height }: RawImage): Promise<Buffer> {
  return encodeJpeg(sharp(data, { raw: { width, height, channels: 3 } }));
}
