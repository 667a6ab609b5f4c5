import sharp, { type Sharp } from 'sharp';

export type Rgba = readonly [number, number, number, number];

/**
 * A picture of flat coloured blocks (a `columns` × `rows` grid), described by palette index so that paletted
 * formats can store it exactly. Odd sizes by default, so rows need padding in every bit depth.
 */
export type BlockPicture = {
  width: number;
  height: number;
  columns: number;
  rows: number;
  palette: readonly Rgba[];
  indexAt(x: number, y: number): number;
};

/** Twelve colours far apart from each other and from white, all inside the sRGB and CMYK gamuts. */
export const TWELVE: readonly Rgba[] = [
  [200, 60, 50, 255],
  [60, 150, 70, 255],
  [50, 80, 180, 255],
  [220, 190, 60, 255],
  [140, 70, 160, 255],
  [60, 170, 170, 255],
  [120, 90, 60, 255],
  [30, 30, 30, 255],
  [230, 130, 170, 255],
  [110, 120, 130, 255],
  [170, 200, 110, 255],
  [240, 150, 60, 255],
];

/** Each block gets its own colour while there are enough, else the colours alternate like a chessboard. */
export function blockPicture(
  palette: readonly Rgba[] = TWELVE,
  { width = 61, height = 45, columns = 4, rows = 3 } = {},
): BlockPicture {
  const enough = palette.length >= columns * rows;
  return {
    width,
    height,
    columns,
    rows,
    palette,
    indexAt(x, y) {
      const column = Math.floor((x * columns) / width);
      const row = Math.floor((y * rows) / height);
      return enough ? row * columns + column : (row + column) % palette.length;
    },
  };
}

/** The picture as raw RGBA, for sharp to encode into the formats it writes. */
export function rawRgba(picture: BlockPicture): Buffer {
  const data = Buffer.alloc(picture.width * picture.height * 4);
  for (let y = 0; y < picture.height; y++)
    for (let x = 0; x < picture.width; x++)
      data.set(picture.palette[picture.indexAt(x, y)]!, (y * picture.width + x) * 4);
  return data;
}

export const sharpOf = (picture: BlockPicture) =>
  sharp(rawRgba(picture), { raw: { width: picture.width, height: picture.height, channels: 4 } });

/** A colour as seen once flattened on white (what an upload's transparent parts become). */
export const onWhite = ([r, g, b, a]: Rgba): [number, number, number] =>
  [r, g, b].map((c) => Math.round((c * a + 255 * (255 - a)) / 255)) as [number, number, number];

/**
 * The mean colour of the middle half of every block of an image `columns` × `rows` (any size: it is
 * resampled), away from edges where JPEG ringing and chroma subsampling blur the blocks together.
 */
export async function blockMeans(image: Buffer | Sharp, columns: number, rows: number) {
  const { data, info } = await (Buffer.isBuffer(image) ? sharp(image) : image)
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const means: [number, number, number][] = [];
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const x0 = Math.ceil(((column + 0.25) * info.width) / columns);
      const x1 = Math.floor(((column + 0.75) * info.width) / columns);
      const y0 = Math.ceil(((row + 0.25) * info.height) / rows);
      const y1 = Math.floor(((row + 0.75) * info.height) / rows);
      const sum = [0, 0, 0];
      for (let y = y0; y < y1; y++)
        for (let x = x0; x < x1; x++)
          for (let c = 0; c < 3; c++) sum[c]! += data[(y * info.width + x) * info.channels + c]!;
      const n = (x1 - x0) * (y1 - y0);
      means.push(sum.map((s) => s / n) as [number, number, number]);
    }
  }
  return means;
}

/** The colour the middle of each block should have, flattened on white. */
export function expectedMeans(picture: BlockPicture) {
  const means: [number, number, number][] = [];
  for (let row = 0; row < picture.rows; row++) {
    for (let column = 0; column < picture.columns; column++) {
      const x = Math.floor(((column + 0.5) * picture.width) / picture.columns);
      const y = Math.floor(((row + 0.5) * picture.height) / picture.rows);
      means.push(onWhite(picture.palette[picture.indexAt(x, y)]!));
    }
  }
  return means;
}

/** The largest difference of any channel of any block. */
export function worstDifference(actual: number[][], expected: number[][]): number {
  let worst = 0;
  actual.forEach((colour, i) =>
    colour.forEach((c, j) => (worst = Math.max(worst, Math.abs(c - expected[i]![j]!)))),
  );
  return worst;
}
