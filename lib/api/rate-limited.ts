import '@/lib/server-only';
import { AppError } from './app-error';

/**
 * The one 429 of every throttle (sign-in, links, contact, renders, trial uploads, API keys), so a client needs to
 * know one code; the wait is in Retry-After and in the message.
 */
export function rateLimited(
  retryAfterSeconds: number,
  options: { description?: string; headers?: Record<string, string> } = {},
): AppError {
  return new AppError('rate_limited', {
    params: { seconds: retryAfterSeconds },
    description: options.description,
    headers: { ...options.headers, 'Retry-After': String(retryAfterSeconds) },
  });
}
