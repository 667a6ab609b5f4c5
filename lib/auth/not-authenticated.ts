import '@/lib/server-only';
import { AppError } from '@/lib/api/app-error';

/** SPEC §6: the answer of every session-only route called without a session. */
export const NOT_AUTHENTICATED = new AppError('not_authenticated');
