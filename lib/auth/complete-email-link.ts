import '@/lib/server-only';
import { AppError } from '@/lib/api/app-error';
import { afterSignIn } from './after-sign-in';
import { safeRedirect } from './safe-redirect';
import type { AuthAdapter, AuthIo, EmailLinkType } from './types';

const LINK_TYPES = new Set<EmailLinkType>(['signup', 'magiclink', 'recovery']);

/**
 * Signs in from an e-mailed link (with what follows every sign-in: afterSignIn) and says where to go next: recovery
 * links lead to the new-password page, others to their `next` target when it is on this site. Null when the link is
 * unusable.
 */
export async function completeEmailLink(
  auth: AuthAdapter,
  io: AuthIo,
  query: Record<string, string | string[] | undefined>,
): Promise<string | null> {
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const code = one(query.code);
  const tokenHash = one(query.token_hash);
  const type = one(query.type) as EmailLinkType | undefined;
  let session;
  try {
    if (code) session = await auth.verifyEmailLink(io, { code });
    else if (tokenHash && type && LINK_TYPES.has(type))
      session = await auth.verifyEmailLink(io, { tokenHash, type });
    else return null;
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
  await afterSignIn(io, session);
  return type === 'recovery' ? '/reset-password' : safeRedirect(one(query.next));
}
