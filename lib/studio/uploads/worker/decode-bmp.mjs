import { DecodeRefusal } from './decode-refusal.mjs';
import {
  BI_ALPHABITFIELDS,
  BI_BITFIELDS,
  BI_RGB,
  BI_RLE4,
  BI_RLE8,
  readBmpHeader,
} from './read-bmp-header.mjs';

/** @typedef {import('./read-bmp-header.mjs').BmpHeader} BmpHeader */
/** @typedef {import('./read-bmp-header.mjs').BmpMasks} BmpMasks */
/** @typedef {{ width: number, height: number, channels: 3 | 4, data: Uint8Array }} RawImage */

/**
 * A Windows or OS/2 bitmap as 8-bit RGB (or RGBA where it carries alpha), rows top-down: 1, 2, 4 and 8 bits per
 * pixel through a palette, uncompressed or RLE8/RLE4; 16 and 32 bits through bit masks (the 5-5-5 and 8-8-8
 * defaults, or the file's own); 24-bit BGR. Every read is checked against the data first, so a header that promises
 * more than the file holds, or run-length data that runs past its row, is a refusal, not an exception.
 *
 * We wrote this rather than use a package: the one we had (bmp-ts) wrote every pixel with an alpha of 0, so each
 * upload turned into a white page once flattened, swapped the channels of paletted images, and threw RangeError on
 * a short file; its siblings (bmp-js) share that code.
 *
 * @param {Uint8Array} bytes
 * @param {number} maxPixels
 * @returns {RawImage}
 */
export function decodeBmp(bytes, maxPixels) {
  const header = readBmpHeader(bytes);
  if (!header) throw new DecodeRefusal('corrupt', 'The bitmap headers cannot be read.');
  const { width, height, bitsPerPixel, compression } = header;
  if (!(width >= 1 && height >= 1)) {
    throw new DecodeRefusal('corrupt', `The bitmap declares ${width} × ${height} pixels.`);
  }
  if (width * height > maxPixels) {
    throw new DecodeRefusal('too_large', `The bitmap declares ${width} × ${height} pixels.`);
  }
  if (header.dataOffset < header.paletteOffset || header.dataOffset >= bytes.length) {
    throw new DecodeRefusal('corrupt', 'The bitmap says its pixels start outside the file.');
  }
  if (header.os2 && compression !== BI_RGB && compression !== BI_RLE8 && compression !== BI_RLE4) {
    throw new DecodeRefusal('unsupported', 'OS/2 Huffman and 24-bit RLE bitmaps are not supported.');
  }

  switch (compression) {
    case BI_RGB:
      if ([1, 2, 4, 8].includes(bitsPerPixel))
        return decodeIndexed(bytes, header, readPalette(bytes, header));
      if (bitsPerPixel === 24) return decodeBgr(bytes, header);
      if (bitsPerPixel === 16)
        return decodePacked(bytes, header, { red: 0x7c00, green: 0x03e0, blue: 0x001f, alpha: 0 });
      // The fourth byte is "reserved", yet many writers keep alpha there; an all-zero one means opaque (below).
      if (bitsPerPixel === 32)
        return decodePacked(bytes, header, {
          red: 0xff0000,
          green: 0xff00,
          blue: 0xff,
          alpha: 0xff000000,
        });
      break;
    case BI_RLE8:
      if (bitsPerPixel === 8) return decodeRle(bytes, header, readPalette(bytes, header), false);
      break;
    case BI_RLE4:
      if (bitsPerPixel === 4) return decodeRle(bytes, header, readPalette(bytes, header), true);
      break;
    case BI_BITFIELDS:
    case BI_ALPHABITFIELDS:
      if (!header.masks) throw new DecodeRefusal('corrupt', 'The bitmap lacks its colour masks.');
      if (bitsPerPixel === 16 || bitsPerPixel === 32) return decodePacked(bytes, header, header.masks);
      break;
    default:
      throw new DecodeRefusal(
        'unsupported',
        `Bitmaps with compression ${compression} (an embedded JPEG or PNG, or unknown) are not supported.`,
      );
  }
  throw new DecodeRefusal(
    'corrupt',
    `The bitmap declares ${bitsPerPixel} bits per pixel with compression ${compression}.`,
  );
}

/** The bytes of one stored row: whole 32-bit words. */
const rowStride = (width, bitsPerPixel) => Math.ceil((width * bitsPerPixel) / 32) * 4;

/**
 * Uncompressed rows must all be there. The last row's padding alone may be missing: some writers leave it out.
 *
 * @param {Uint8Array} bytes
 * @param {BmpHeader} header
 */
function requireRows(bytes, header) {
  const { width, height, bitsPerPixel, dataOffset } = header;
  const stride = rowStride(width, bitsPerPixel);
  const needed = dataOffset + stride * (height - 1) + Math.ceil((width * bitsPerPixel) / 8);
  if (needed > bytes.length) {
    throw new DecodeRefusal(
      'corrupt',
      `The bitmap declares ${width} × ${height} pixels, which need ${needed} bytes; the file has ${bytes.length}.`,
    );
  }
  return stride;
}

/** The output row of the `row`-th stored row: bitmaps are stored bottom-up unless their height is negative. */
const outputRow = (header, row) => (header.topDown ? row : header.height - 1 - row);

/**
 * The colour table as RGB triplets, 256 entries whatever the file holds: an index past its end reads black.
 *
 * @param {Uint8Array} bytes
 * @param {BmpHeader} header
 */
function readPalette(bytes, header) {
  const palette = new Uint8Array(256 * 3);
  const { paletteOffset, paletteEntrySize } = header;
  const available = Math.floor(
    (Math.min(header.dataOffset, bytes.length) - paletteOffset) / paletteEntrySize,
  );
  const entries = Math.min(header.paletteEntries, 2 ** header.bitsPerPixel, Math.max(available, 0));
  for (let i = 0; i < entries; i++) {
    const at = paletteOffset + i * paletteEntrySize;
    palette[i * 3] = bytes[at + 2];
    palette[i * 3 + 1] = bytes[at + 1];
    palette[i * 3 + 2] = bytes[at];
  }
  return palette;
}

/**
 * @param {Uint8Array} bytes
 * @param {BmpHeader} header
 * @param {Uint8Array} palette
 * @returns {RawImage}
 */
function decodeIndexed(bytes, header, palette) {
  const { width, height, bitsPerPixel: bits, dataOffset } = header;
  const stride = requireRows(bytes, header);
  const data = new Uint8Array(width * height * 3);
  const mask = (1 << bits) - 1;
  for (let row = 0; row < height; row++) {
    const start = dataOffset + row * stride;
    let out = outputRow(header, row) * width * 3;
    for (let x = 0; x < width; x++) {
      const bit = x * bits;
      // Pixels fill each byte from its most significant bits.
      const index = ((bytes[start + (bit >> 3)] >> (8 - bits - (bit & 7))) & mask) * 3;
      data[out++] = palette[index];
      data[out++] = palette[index + 1];
      data[out++] = palette[index + 2];
    }
  }
  return { width, height, channels: 3, data };
}

/**
 * @param {Uint8Array} bytes
 * @param {BmpHeader} header
 * @returns {RawImage}
 */
function decodeBgr(bytes, header) {
  const { width, height, dataOffset } = header;
  const stride = requireRows(bytes, header);
  const data = new Uint8Array(width * height * 3);
  for (let row = 0; row < height; row++) {
    let at = dataOffset + row * stride;
    let out = outputRow(header, row) * width * 3;
    for (let x = 0; x < width; x++, at += 3) {
      data[out++] = bytes[at + 2];
      data[out++] = bytes[at + 1];
      data[out++] = bytes[at];
    }
  }
  return { width, height, channels: 3, data };
}

/**
 * Reads one channel out of a 16- or 32-bit pixel and scales it to 8 bits; null for a channel the file leaves out.
 *
 * @param {number} mask
 * @returns {((pixel: number) => number) | null}
 */
function channelReader(mask) {
  if (mask === 0) return null;
  let shift = 0;
  while (((mask >>> shift) & 1) === 0) shift++;
  let bits = 0;
  while (shift + bits < 32 && ((mask >>> (shift + bits)) & 1) === 1) bits++;
  if (shift + bits < 32 && mask >>> (shift + bits) !== 0) {
    throw new DecodeRefusal(
      'corrupt',
      `The bitmap's colour mask ${mask.toString(16)} is not one run of bits.`,
    );
  }
  // Wider than 8 bits: keep the top 8. Narrower: stretch so that the largest value is 255.
  if (bits >= 8) return (pixel) => (pixel >>> (shift + bits - 8)) & 0xff;
  const max = (1 << bits) - 1;
  const scale = new Uint8Array(max + 1).map((_, value) => Math.round((value * 255) / max));
  return (pixel) => scale[(pixel >>> shift) & max];
}

/**
 * @param {Uint8Array} bytes
 * @param {BmpHeader} header
 * @param {BmpMasks} masks
 * @returns {RawImage}
 */
function decodePacked(bytes, header, masks) {
  const { width, height, bitsPerPixel, dataOffset } = header;
  const stride = requireRows(bytes, header);
  const zero = () => 0;
  const red = channelReader(masks.red) ?? zero;
  const green = channelReader(masks.green) ?? zero;
  const blue = channelReader(masks.blue) ?? zero;
  const alpha = channelReader(masks.alpha);
  const channels = alpha ? 4 : 3;
  const data = new Uint8Array(width * height * channels);
  const step = bitsPerPixel / 8;
  let anyAlpha = false;
  for (let row = 0; row < height; row++) {
    let at = dataOffset + row * stride;
    let out = outputRow(header, row) * width * channels;
    for (let x = 0; x < width; x++, at += step) {
      const pixel =
        step === 2
          ? bytes[at] | (bytes[at + 1] << 8)
          : (bytes[at] | (bytes[at + 1] << 8) | (bytes[at + 2] << 16) | (bytes[at + 3] << 24)) >>> 0;
      data[out++] = red(pixel);
      data[out++] = green(pixel);
      data[out++] = blue(pixel);
      if (alpha) {
        const value = alpha(pixel);
        anyAlpha ||= value !== 0;
        data[out++] = value;
      }
    }
  }
  // An alpha channel that is zero everywhere is a writer that left it unset, not an invisible picture: browsers
  // show such files opaque, and so do we (flattening them would give a white page).
  if (alpha && !anyAlpha) for (let i = 3; i < data.length; i += 4) data[i] = 255;
  return { width, height, channels, data };
}

/**
 * RLE8 and RLE4: runs of one index (of two alternating ones for RLE4), literal stretches padded to 16 bits, and
 * escapes for end of row, end of image and a jump. Pixels the data never reaches keep the first palette colour, as
 * Windows leaves them. A run or a jump past its row or the image, or data that stops before the image is complete
 * without saying so, is a refusal.
 *
 * @param {Uint8Array} bytes
 * @param {BmpHeader} header
 * @param {Uint8Array} palette
 * @param {boolean} nibbles
 * @returns {RawImage}
 */
function decodeRle(bytes, header, palette, nibbles) {
  const { width, height, dataOffset, dataSize } = header;
  const end = dataSize > 0 && dataOffset + dataSize <= bytes.length ? dataOffset + dataSize : bytes.length;
  const data = new Uint8Array(width * height * 3);
  for (let i = 0; i < data.length; i += 3) {
    data[i] = palette[0];
    data[i + 1] = palette[1];
    data[i + 2] = palette[2];
  }
  const overrun = () =>
    new DecodeRefusal('corrupt', 'The bitmap’s run-length data runs past the picture it declares.');
  let at = dataOffset;
  let x = 0;
  let row = 0;
  const put = (index) => {
    const out = (outputRow(header, row) * width + x++) * 3;
    data[out] = palette[index * 3];
    data[out + 1] = palette[index * 3 + 1];
    data[out + 2] = palette[index * 3 + 2];
  };
  for (;;) {
    if (at + 2 > end) {
      if (row >= height || (row === height - 1 && x === width)) break;
      throw new DecodeRefusal('corrupt', 'The bitmap’s run-length data ends before its last row.');
    }
    const first = bytes[at];
    const second = bytes[at + 1];
    at += 2;
    if (first > 0) {
      if (row >= height || x + first > width) throw overrun();
      for (let i = 0; i < first; i++) put(nibbles ? (i & 1 ? second & 0x0f : second >> 4) : second);
    } else if (second === 0) {
      row++;
      x = 0;
    } else if (second === 1) {
      break;
    } else if (second === 2) {
      if (at + 2 > end) throw overrun();
      x += bytes[at];
      row += bytes[at + 1];
      at += 2;
      if (x > width || row > height) throw overrun();
    } else {
      const length = nibbles ? Math.ceil(second / 2) : second;
      if (row >= height || x + second > width || at + length > end) throw overrun();
      for (let i = 0; i < second; i++) {
        put(nibbles ? (bytes[at + (i >> 1)] >> (i & 1 ? 0 : 4)) & 0x0f : bytes[at + i]);
      }
      at += length + (length & 1);
    }
  }
  return { width, height, channels: 3, data };
}
