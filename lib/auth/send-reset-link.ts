import '@/lib/server-only';
import type { MailLocale } from '@/lib/mail/mail-text';
import { getAuth } from './get-auth';
import { throttleAuth } from './throttle-auth';
import type { AuthIo } from './types';

/** E-mails a password-reset link; silent about unknown addresses. */
export async function sendResetLink(io: AuthIo, email: string, locale?: MailLocale): Promise<void> {
  await throttleAuth('reset-password', email, io.network);
  await getAuth().requestPasswordReset(io, email, locale);
}
