import '@/lib/server-only';
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

export type ScryptCost = { N: number; r: number; p: number };

// OWASP's scrypt baseline: ~128 MB and a few tenths of a second a hash, paid once per sign-in and sign-up (both
// throttled). Under Jest (NODE_ENV=test, which no build or server runs with) the same code hashes at 2^10: the suites
// sign hundreds of accounts up and in, and the cost is no part of what they check. Next inlines NODE_ENV in a build.
export const PASSWORD_COST: ScryptCost =
  process.env.NODE_ENV === 'test' ? { N: 2 ** 10, r: 8, p: 1 } : { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 64;

async function derive(password: string, salt: Buffer, { N, r, p }: ScryptCost): Promise<Buffer> {
  return scryptAsync(password.normalize('NFKC'), salt, KEY_LENGTH, {
    N,
    r,
    p,
    maxmem: 256 * N * r + 1024 * 1024,
  });
}

/** `scrypt$N$r$p$salt$hash`, base64 parts: each hash carries its cost, so the cost can change. */
export async function hashPassword(password: string, cost: ScryptCost = PASSWORD_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = (stored ?? '').split('$');
  if (scheme !== 'scrypt' || !salt || !hash) {
    // Same work as a real check, so a missing account takes as long as a wrong password.
    await derive(password, Buffer.alloc(16), PASSWORD_COST);
    return false;
  }
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * Whether a stored hash was made at another cost than today's: the password it was just checked against is then
 * hashed again, so a raised cost reaches every account that signs in.
 */
export function needsRehash(stored: string): boolean {
  const [scheme, n, r, p] = stored.split('$');
  return (
    scheme !== 'scrypt' ||
    Number(n) !== PASSWORD_COST.N ||
    Number(r) !== PASSWORD_COST.r ||
    Number(p) !== PASSWORD_COST.p
  );
}
