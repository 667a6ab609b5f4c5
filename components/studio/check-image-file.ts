/** SPEC §5: the image types the studio accepts, as MIME types. */
export const ACCEPTED_IMAGE_MIME_TYPES = [
  'image/jpg',
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/bmp',
  'image/tiff',
  'image/svg+xml',
  'image/avif',
  'image/heif',
  'image/heic',
] as const;

/** SPEC §5's exact texts. */
export const INVALID_IMAGE_ALERT = 'Please select a valid image file jpg, jpeg or png';
export const INVALID_IMAGE_ERROR = 'Please select a valid image file';

/** Browsers often leave HEIC/HEIF (and sometimes AVIF) untyped: the extension speaks for them then. */
const BY_EXTENSION: Record<string, string> = {
  heic: 'image/heic',
  heif: 'image/heif',
  avif: 'image/avif',
  tif: 'image/tiff',
  tiff: 'image/tiff',
};

export function imageMimeType(file: { type: string; name: string }): string {
  if (file.type) return file.type.toLowerCase();
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return BY_EXTENSION[extension] ?? '';
}

export function isAcceptedImage(file: { type: string; name: string }): boolean {
  return (ACCEPTED_IMAGE_MIME_TYPES as readonly string[]).includes(imageMimeType(file));
}
