import '@/lib/server-only';
import { getServerEnv } from '@/lib/env';

/**
 * Whether e-mails stay in the local outbox (`/dev/mail`) instead of going out: wherever the local auth runs (in
 * development, or a production build with ALLOW_LOCAL_PROVIDERS=1), its confirmation, sign-in and reset mails can be
 * read nowhere else. With a real auth provider the provider sends them, and the outbox must not exist.
 */
export function usesLocalOutbox(): boolean {
  return getServerEnv().adapters.auth === 'local';
}
