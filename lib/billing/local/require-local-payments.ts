import '@/lib/server-only';
import { AppError } from '@/lib/api/app-error';
import { getServerEnv } from '@/lib/env';

/** The test checkout and portal exist only while no real payment provider is configured. */
export function requireLocalPayments(): void {
  if (getServerEnv().adapters.payments !== 'local') {
    throw new AppError('not_found', {
      description: 'The test checkout is off: this server takes real payments.',
    });
  }
}
