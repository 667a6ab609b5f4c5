/** The DIB header sizes we know: OS/2 1.x core, Windows 3 info, its V2 to V5 successors, and OS/2 2.x. */
const HEADER_SIZES = [12, 40, 52, 56, 64, 108, 124];

/** Compression codes of the Windows info headers. */
export const BI_RGB = 0;
export const BI_RLE8 = 1;
export const BI_RLE4 = 2;
export const BI_BITFIELDS = 3;
export const BI_ALPHABITFIELDS = 6;

/**
 * @typedef {{ red: number, green: number, blue: number, alpha: number }} BmpMasks
 * @typedef {{
 *   width: number,
 *   height: number,
 *   topDown: boolean,
 *   bitsPerPixel: number,
 *   compression: number,
 *   os2: boolean,
 *   dataOffset: number,
 *   dataSize: number,
 *   paletteOffset: number,
 *   paletteEntrySize: number,
 *   paletteEntries: number,
 *   masks: BmpMasks | null,
 * }} BmpHeader
 */

/**
 * What a Windows or OS/2 bitmap's headers declare, read without touching its pixels, or null when the bytes are
 * not a bitmap at all. Nothing here is checked against the data: the header may lie, and the decoder is the one
 * that finds out. Shared by the server (to bound a decode before starting it) and the decoding thread.
 *
 * @param {Uint8Array} bytes
 * @returns {BmpHeader | null}
 */
export function readBmpHeader(bytes) {
  if (bytes.length < 26 || bytes[0] !== 0x42 || bytes[1] !== 0x4d) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const headerSize = view.getUint32(14, true);
  if (!HEADER_SIZES.includes(headerSize) || bytes.length < 14 + headerSize) return null;
  const dataOffset = view.getUint32(10, true);

  if (headerSize === 12) {
    // OS/2 1.x: 16-bit sizes, always bottom-up, palette entries of three bytes.
    const bitsPerPixel = view.getUint16(24, true);
    return {
      width: view.getUint16(18, true),
      height: view.getUint16(20, true),
      topDown: false,
      bitsPerPixel,
      compression: BI_RGB,
      os2: true,
      dataOffset,
      dataSize: 0,
      paletteOffset: 26,
      paletteEntrySize: 3,
      paletteEntries: bitsPerPixel <= 8 ? 2 ** bitsPerPixel : 0,
      masks: null,
    };
  }

  const width = view.getInt32(18, true);
  const rawHeight = view.getInt32(22, true);
  const bitsPerPixel = view.getUint16(28, true);
  const compression = view.getUint32(30, true);
  const colorsUsed = view.getUint32(46, true);
  let paletteOffset = 14 + headerSize;
  /** @type {BmpMasks | null} */
  let masks = null;
  if (compression === BI_BITFIELDS || compression === BI_ALPHABITFIELDS) {
    // The masks follow the info header's 40 bytes, inside the V2+ headers and after the plain one (three, or
    // four with alpha); the palette, if any, comes after whichever ends later.
    const withAlpha = headerSize >= 56 || compression === BI_ALPHABITFIELDS;
    const masksEnd = 54 + (withAlpha ? 16 : 12);
    paletteOffset = Math.max(paletteOffset, masksEnd);
    if (bytes.length >= masksEnd) {
      masks = {
        red: view.getUint32(54, true),
        green: view.getUint32(58, true),
        blue: view.getUint32(62, true),
        alpha: withAlpha ? view.getUint32(66, true) : 0,
      };
    }
  }
  return {
    width,
    // -2^31 has no positive counterpart in 32 bits; Math.abs gives 2^31, which no pixel cap allows.
    height: Math.abs(rawHeight),
    topDown: rawHeight < 0,
    bitsPerPixel,
    compression,
    // OS/2 2.x reuses codes 3 and 4 for Huffman and 24-bit RLE, which are not the Windows meanings.
    os2: headerSize === 64,
    dataOffset,
    dataSize: view.getUint32(34, true),
    paletteOffset,
    paletteEntrySize: 4,
    paletteEntries: colorsUsed || (bitsPerPixel <= 8 ? 2 ** bitsPerPixel : 0),
    masks,
  };
}
