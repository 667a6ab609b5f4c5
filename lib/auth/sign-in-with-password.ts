import '@/lib/server-only';
import { afterSignIn } from './after-sign-in';
import { getAuth } from './get-auth';
import type { TSignIn } from './schemas';
import { throttleSignIn } from './throttle-sign-in';
import type { AuthIo, Session } from './types';

/** Password sign-in, for the JSON route and the no-script form alike. */
export async function signInWithPassword(io: AuthIo, input: TSignIn): Promise<Session> {
  const session = await throttleSignIn(io, input.email, () => getAuth().signIn(io, input));
  await afterSignIn(io, session);
  return session;
}
