import '@/lib/server-only';
import { AppError } from '@/lib/api/app-error';

/** One message for an unknown e-mail and a wrong password alike: the answer must not reveal which it was. */
export const INVALID_CREDENTIALS = new AppError('invalid_credentials');
export const INVALID_LINK = new AppError('invalid_link');
