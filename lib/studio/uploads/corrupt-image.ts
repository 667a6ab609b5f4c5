import '@/lib/server-only';
import { AppError } from '@/lib/api/app-error';

/** An upload whose bytes a decoder could not turn into its picture. */
export const CORRUPT_IMAGE = new AppError('corrupt_image');
