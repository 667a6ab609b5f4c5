import '@/lib/server-only';
import { timingSafeEqual } from 'node:crypto';
import { AppError } from '@/lib/api/app-error';
import { getServerEnv } from '@/lib/env';

/**
 * The cron entry point answers only a caller that presents CRON_SECRET as a bearer token (as Vercel Cron sends it);
 * without the variable it does not exist (404), so a server that runs its own workers exposes nothing.
 */
export function authorizeCron(authorization: string | undefined): void {
  const secret = getServerEnv().CRON_SECRET;
  if (!secret)
    throw new AppError('not_found', { description: 'The cron entry point is off: CRON_SECRET is not set.' });
  const given = Buffer.from(authorization ?? '');
  const expected = Buffer.from(`Bearer ${secret}`);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new AppError('not_authenticated', {
      description: 'This entry point needs the cron secret as a bearer token.',
    });
  }
}
