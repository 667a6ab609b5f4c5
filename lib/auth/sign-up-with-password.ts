import '@/lib/server-only';
import { afterSignIn } from './after-sign-in';
import { getAuth } from './get-auth';
import { safeRedirect } from './safe-redirect';
import type { TSignUp } from './schemas';
import { throttleAuth } from './throttle-auth';
import type { AuthIo, Session } from './types';

/**
 * Sign-up, for the JSON route and the no-script form alike. Null ("check your e-mail") for a new address and for
 * one that already has an account, so the answer never tells them apart; a session only where the provider signs new
 * accounts in at once (Supabase with e-mail confirmation turned off).
 */
export async function signUpWithPassword(io: AuthIo, input: TSignUp): Promise<Session | null> {
  await throttleAuth('signup', input.email, io.network);
  const session = await getAuth().signUp(io, { ...input, next: safeRedirect(input.next) });
  if (session) await afterSignIn(io, session);
  return session;
}
