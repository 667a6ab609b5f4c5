import '@/lib/server-only';
import { claimTrial } from '@/lib/studio/trial/claim-trial';
import { rememberDevice } from './known-device';
import type { AuthIo, Session } from './types';

/**
 * What follows every sign-in, by password or e-mailed link: a free-trial design made before it follows the visitor
 * into the account, and the browser is remembered as one the account's owner uses (see throttleSignIn).
 */
export async function afterSignIn(io: AuthIo, session: Session): Promise<void> {
  await claimTrial(io, session.user.id);
  await rememberDevice(io, session.user.email);
}
