/** The 11 accepted image types (jpg and jpeg are one), by what the bytes say, never by the name. */
export const ACCEPTED_TYPES = [
  'jpeg',
  'png',
  'gif',
  'webp',
  'bmp',
  'tiff',
  'svg',
  'avif',
  'heif',
  'heic',
] as const;
export type ImageType = (typeof ACCEPTED_TYPES)[number];

export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
/**
 * An SVG is parsed into a DOM and sanitised on the event loop. What that costs follows the number of nodes, not the
 * bytes: tens of microseconds and a few kilobytes of heap each, so a megabyte of empty `<g/>` would hold the loop
 * for seconds. Drawings and plans stay well under both caps; tags are counted as the `<` in the text, before parsing.
 */
export const MAX_SVG_BYTES = 1024 * 1024;
export const MAX_SVG_ELEMENTS = 10_000;
/** Decoded size cap: a small file can claim a huge canvas (a "pixel bomb"); 50 MP covers every real camera. */
export const MAX_INPUT_PIXELS = 50_000_000;
export const NORMALISED_LONG_EDGE = 2048;
export const THUMBNAIL_LONG_EDGE = 512;
/**
 * The JavaScript heap of a decoding thread (decode-off-thread.ts). Pixels live outside it, bounded by the pixel cap;
 * this bounds what a hostile file can make the decoder build besides them.
 */
export const DECODER_HEAP_MB = 128;
/**
 * A backstop for a file built to be slow: decoding time follows the pixel count, which is capped, and a 45 MP HEIC
 * takes 3 to 7 s on two shared cores. Generous, because the decoding thread yields its core to the event loop.
 */
export const DECODE_TIMEOUT_MS = 60_000;
