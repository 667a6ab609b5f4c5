import '@/lib/server-only';
import type { MailLocale } from '@/lib/mail/mail-text';
import { getAuth } from './get-auth';
import { safeRedirect } from './safe-redirect';
import { throttleAuth } from './throttle-auth';
import type { AuthIo } from './types';

/**
 * E-mails a sign-in link leading on to `next` when it is on this site, in the language of the page it was asked from;
 * silent about unknown addresses.
 */
export async function sendSignInLink(
  io: AuthIo,
  email: string,
  next: unknown,
  locale?: MailLocale,
): Promise<void> {
  await throttleAuth('magic-link', email, io.network);
  await getAuth().sendMagicLink(io, email, safeRedirect(next), locale);
}
