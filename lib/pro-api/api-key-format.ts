import '@/lib/server-only';
import { createHash, randomBytes } from 'node:crypto';

/** Keys look like Stripe's: a product marker, then 32 random bytes. The marker lets secret scanners find leaks. */
export const API_KEY_MARKER = 'rc_live_';
const PREFIX_LENGTH = API_KEY_MARKER.length + 6;
const API_KEY_PATTERN = /^rc_live_[A-Za-z0-9_-]{43}$/;

export type NewApiKey = { key: string; prefix: string; hash: string; webhookSecret: string };

/** A high-entropy key needs no slow hash: SHA-256 of it cannot be reversed, and lookups stay one index probe. */
export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

export const looksLikeApiKey = (value: string) => API_KEY_PATTERN.test(value);

export function generateApiKey(): NewApiKey {
  const key = `${API_KEY_MARKER}${randomBytes(32).toString('base64url')}`;
  return {
    key,
    prefix: key.slice(0, PREFIX_LENGTH),
    hash: hashApiKey(key),
    webhookSecret: `whsec_${randomBytes(32).toString('base64url')}`,
  };
}
