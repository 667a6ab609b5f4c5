import { AppError } from '@/lib/api/app-error';

/** SPEC §6: the answer of every session-only route called without a session. */
export const NOT_AUTHENTICATED = new AppError(
  401,
  'not_authenticated',
  'The user does not have an active session or is not authenticated',
);
