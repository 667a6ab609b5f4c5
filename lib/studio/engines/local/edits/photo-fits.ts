import sharp from 'sharp';
import type { PhotoNeed } from '../../../catalog/tools';
import type { RawImage } from '../raw-image';
import { hasSky } from './find-sky';
import { hasWalls } from './find-walls';
import { photoKind } from './photo-kind';

/**
 * The long side a photo is looked at to tell what it shows: the sky, the walls and the kind of photo are large
 * features, and a render request waits for the answer (a 4000-px upload would cost four times the pixels for the
 * same verdict).
 */
const LOOK_SIDE = 1024;

/** Whether the photo shows what a tool needs (see PhotoNeed). Runs on a drawing thread of the render pool. */
export async function photoFits(photo: Buffer, need: PhotoNeed): Promise<boolean> {
  const { data, info } = await sharp(photo)
    .rotate()
    .resize(LOOK_SIDE, LOOK_SIDE, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const image: RawImage = {
    data: new Uint8Array(data.buffer, data.byteOffset, data.length),
    width: info.width,
    height: info.height,
  };
  switch (need) {
    case 'sky':
      return hasSky(image);
    case 'walls':
      return hasWalls(image);
    case 'interior':
    case 'exterior':
      return photoKind(image) === need;
  }
}
