import { AppError } from '@/lib/api/app-error';

/** An upload whose bytes a decoder could not turn into its picture. */
export const CORRUPT_IMAGE = new AppError(
  422,
  'corrupt_image',
  'This image could not be read: the file looks damaged or incomplete.',
);
