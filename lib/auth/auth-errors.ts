import { AppError } from '@/lib/api/app-error';

/** One message for an unknown e-mail and a wrong password alike: the answer must not reveal which it was. */
export const INVALID_CREDENTIALS = new AppError(400, 'invalid_credentials', 'Invalid e-mail or password.');
export const INVALID_LINK = new AppError(
  400,
  'invalid_link',
  'This link is invalid or has expired. Ask for a new one.',
);
