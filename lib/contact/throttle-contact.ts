import '@/lib/server-only';
import { rateLimited } from '@/lib/api/rate-limited';
import { getDb } from '@/lib/db/get-db';
import { takeRateLimit } from '@/lib/api/rate-limit';
import { hashIp } from './save-contact-message';
import { SUPPORT_EMAIL } from './support-email';

export const CONTACT_WINDOW_SECONDS = 3600;
/** Messages per address an hour: a person writing again is fine, a script is not. */
export const CONTACT_LIMIT_PER_IP = 5;
/** Messages per sender e-mail an hour, so a sender cannot get round the address limit by changing networks. */
export const CONTACT_LIMIT_PER_EMAIL = 3;

/** Counts a message for this client network and e-mail; 429 with Retry-After once either is over its limit. */
export async function throttleContact(email: string, network: string): Promise<void> {
  const db = await getDb();
  const results = [
    await takeRateLimit(db, `contact:ip:${hashIp(network)}`, CONTACT_LIMIT_PER_IP, CONTACT_WINDOW_SECONDS),
    await takeRateLimit(db, `contact:email:${email}`, CONTACT_LIMIT_PER_EMAIL, CONTACT_WINDOW_SECONDS),
  ];
  const blocked = results.filter((r) => !r.allowed);
  if (blocked.length === 0) return;
  const retryAfter = Math.max(...blocked.map((r) => r.retryAfterSeconds));
  throw rateLimited(retryAfter, {
    description: `You have sent several messages in a short time. Try again in ${Math.ceil(retryAfter / 60)} minute${retryAfter > 60 ? 's' : ''}, or write to ${SUPPORT_EMAIL}.`,
  });
}
