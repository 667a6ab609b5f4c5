/** SPEC §5: the 11 accepted image types (jpg and jpeg are one), by what the bytes say, never by the name. */
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
/** Decoded size cap: a small file can claim a huge canvas (a "pixel bomb"); 50 MP covers every real camera. */
export const MAX_INPUT_PIXELS = 50_000_000;
export const NORMALISED_LONG_EDGE = 2048;
export const THUMBNAIL_LONG_EDGE = 512;
