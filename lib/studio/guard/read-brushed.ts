import sharp from 'sharp';

/**
 * Where the user brushed (white in the uploaded mask), as 1s on the photo's pixel grid at `width`×`height`. The mask
 * has the photo's shape but may have been drawn on another canvas; transparent is not brushed. Lightness is taken
 * here rather than by sharp's greyscale, which goes through a colour space conversion and took 70 ms at 2048 px.
 */
export async function readBrushed(mask: Buffer, width: number, height: number): Promise<Uint8Array> {
  const { data, info } = await sharp(mask)
    .flatten({ background: '#000' })
    .resize(width, height, { fit: 'cover' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const brushed = new Uint8Array(width * height);
  const channels = info.channels;
  for (let i = 0; i < brushed.length; i++) {
    const k = i * channels;
    const lightness =
      channels >= 3 ? 0.2126 * data[k]! + 0.7152 * data[k + 1]! + 0.0722 * data[k + 2]! : data[k]!;
    if (lightness >= 128) brushed[i] = 1;
  }
  return brushed;
}
