import { getAuth } from './get-auth';
import { safeRedirect } from './safe-redirect';
import { throttleAuth } from './throttle-auth';
import type { AuthIo } from './types';

/** E-mails a sign-in link leading on to `next` when it is on this site; silent about unknown addresses. */
export async function sendSignInLink(io: AuthIo, email: string, next: unknown): Promise<void> {
  await throttleAuth('magic-link', email, io.ip);
  await getAuth().sendMagicLink(io, email, safeRedirect(next));
}
