import type { BlockPicture } from './block-picture';

export type BmpMasks = { red: number; green: number; blue: number; alpha?: number };

export type BmpVariant = {
  bitsPerPixel: 1 | 2 | 4 | 8 | 16 | 24 | 32;
  /** rle: RLE8 at 8 bits, RLE4 at 4. */
  compression?: 'rgb' | 'rle' | 'bitfields' | 'alphabitfields';
  /** 12 is OS/2's core header; 40 Windows' info header; 52 to 124 its V2 to V5 successors. */
  headerSize?: 12 | 40 | 52 | 56 | 108 | 124;
  topDown?: boolean;
  /** For 16 and 32 bits: where each channel goes (defaults: 5-5-5, and 8-8-8 with alpha on top). */
  masks?: BmpMasks;
  /** For 32-bit BI_RGB: write the picture's alpha in the fourth byte instead of leaving it 0. */
  alphaInReservedByte?: boolean;
};

const COMPRESSION = { rgb: 0, rle: 0, bitfields: 3, alphabitfields: 6 };

/**
 * A bitmap writer for the tests, independent of the decoder under test: every header size, bit depth and
 * compression a BMP reader meets, written from the layout Microsoft documents (BITMAPINFOHEADER and successors,
 * RLE8/RLE4 with encoded runs and absolute stretches, bit-field masks).
 */
export function encodeBmp(picture: BlockPicture, variant: BmpVariant): Buffer {
  const { width, height, palette } = picture;
  const { bitsPerPixel: bits, headerSize = 40, topDown = false } = variant;
  const compressionName = variant.compression ?? 'rgb';
  const indexed = bits <= 8;
  const rle = compressionName === 'rle';
  const compression = rle ? (bits === 8 ? 1 : 2) : COMPRESSION[compressionName];
  const masks = variant.masks ?? (bits === 16 ? { red: 0x7c00, green: 0x03e0, blue: 0x001f } : undefined);
  const maskBytes =
    headerSize === 40 && (compressionName === 'bitfields' || compressionName === 'alphabitfields')
      ? compressionName === 'alphabitfields'
        ? 16
        : 12
      : 0;
  const entrySize = headerSize === 12 ? 3 : 4;
  const paletteBytes = indexed ? (headerSize === 12 ? 2 ** bits : palette.length) * entrySize : 0;
  const dataOffset = 14 + headerSize + maskBytes + paletteBytes;

  const storedRows = Array.from({ length: height }, (_, i) => (topDown ? i : height - 1 - i));
  const pixels = rle
    ? encodeRle(picture, storedRows, bits === 4)
    : encodeRows(picture, storedRows, bits, masks, variant.alphaInReservedByte ?? false);

  const file = Buffer.alloc(dataOffset + pixels.length);
  file.write('BM', 0, 'latin1');
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(dataOffset, 10);
  file.writeUInt32LE(headerSize, 14);
  if (headerSize === 12) {
    file.writeUInt16LE(width, 18);
    file.writeUInt16LE(height, 20);
    file.writeUInt16LE(1, 22);
    file.writeUInt16LE(bits, 24);
  } else {
    file.writeInt32LE(width, 18);
    file.writeInt32LE(topDown ? -height : height, 22);
    file.writeUInt16LE(1, 26);
    file.writeUInt16LE(bits, 28);
    file.writeUInt32LE(compression, 30);
    file.writeUInt32LE(pixels.length, 34);
    file.writeInt32LE(2835, 38);
    file.writeInt32LE(2835, 42);
    file.writeUInt32LE(indexed ? palette.length : 0, 46);
    if (masks && (headerSize >= 52 || maskBytes > 0)) {
      file.writeUInt32LE(masks.red >>> 0, 54);
      file.writeUInt32LE(masks.green >>> 0, 58);
      file.writeUInt32LE(masks.blue >>> 0, 62);
      if (headerSize >= 56 || maskBytes === 16) file.writeUInt32LE((masks.alpha ?? 0) >>> 0, 66);
    }
    if (headerSize >= 108) file.write('BGRs', 70, 'latin1'); // LCS_sRGB, stored little-endian
  }
  if (indexed) {
    palette.forEach(([r, g, b], i) => {
      const at = 14 + headerSize + maskBytes + i * entrySize;
      file[at] = b;
      file[at + 1] = g;
      file[at + 2] = r;
    });
  }
  pixels.copy(file, dataOffset);
  return file;
}

/** A channel value scaled into a mask's bits and shifted into place. */
function pack(value: number, mask: number | undefined): number {
  if (!mask) return 0;
  let shift = 0;
  while (((mask >>> shift) & 1) === 0) shift++;
  const max = mask >>> shift;
  return (Math.round((value * max) / 255) * 2 ** shift) >>> 0;
}

function encodeRows(
  picture: BlockPicture,
  storedRows: number[],
  bits: number,
  masks: BmpMasks | undefined,
  alphaInReservedByte: boolean,
): Buffer {
  const { width, palette } = picture;
  const stride = Math.ceil((width * bits) / 32) * 4;
  const out = Buffer.alloc(stride * storedRows.length);
  storedRows.forEach((y, row) => {
    const start = row * stride;
    for (let x = 0; x < width; x++) {
      const index = picture.indexAt(x, y);
      const [r, g, b, a] = palette[index]!;
      if (bits <= 8) {
        const bit = x * bits;
        out[start + (bit >> 3)]! |= index << (8 - bits - (bit & 7));
      } else if (bits === 24) {
        out[start + x * 3] = b;
        out[start + x * 3 + 1] = g;
        out[start + x * 3 + 2] = r;
      } else if (bits === 32 && !masks) {
        out.writeUInt32LE(
          ((alphaInReservedByte ? a : 0) * 2 ** 24 + (r << 16) + (g << 8) + b) >>> 0,
          start + x * 4,
        );
      } else {
        const value =
          pack(r, masks!.red) + pack(g, masks!.green) + pack(b, masks!.blue) + pack(a, masks!.alpha);
        if (bits === 16) out.writeUInt16LE(value, start + x * 2);
        else out.writeUInt32LE(value >>> 0, start + x * 4);
      }
    }
  });
  return out;
}

/**
 * Each row opens with an absolute stretch of five pixels (an odd count, so it is padded), then encoded runs of at
 * most 255; rows end with end-of-line, the image with end-of-bitmap.
 */
function encodeRle(picture: BlockPicture, storedRows: number[], nibbles: boolean): Buffer {
  const bytes: number[] = [];
  const pair = (i: number) => (nibbles ? (i << 4) | i : i);
  for (const y of storedRows) {
    let x = 0;
    const literal = Math.min(5, picture.width);
    if (literal >= 3) {
      const indices = Array.from({ length: literal }, (_, i) => picture.indexAt(i, y));
      const packed = nibbles
        ? Array.from(
            { length: Math.ceil(literal / 2) },
            (_, i) => (indices[2 * i]! << 4) | (indices[2 * i + 1] ?? 0),
          )
        : indices;
      bytes.push(0, literal, ...packed);
      if (packed.length % 2) bytes.push(0);
      x = literal;
    }
    while (x < picture.width) {
      const index = picture.indexAt(x, y);
      let run = 1;
      while (x + run < picture.width && run < 255 && picture.indexAt(x + run, y) === index) run++;
      bytes.push(run, pair(index));
      x += run;
    }
    bytes.push(0, 0);
  }
  bytes.push(0, 1);
  return Buffer.from(bytes);
}
