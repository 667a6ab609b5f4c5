import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

// OWASP's scrypt baseline (N=2^17, r=8, p=1) costs ~128 MB and ~0.3 s a hash here; 2^15 keeps sign-in quick on two
// cores under load while staying far above brute-force speed. Parameters are stored with each hash, so they can rise.
// Under Jest (NODE_ENV=test, which no build or server runs with) the same code hashes at 2^10: the suites sign
// hundreds of accounts up and in, and the cost is no part of what they check. Next inlines NODE_ENV in a build.
const N = process.env.NODE_ENV === 'test' ? 2 ** 10 : 2 ** 15;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;

async function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return scryptAsync(password.normalize('NFKC'), salt, KEY_LENGTH, {
    N: n,
    r,
    p,
    maxmem: 256 * n * r + 1024 * 1024,
  });
}

/** `scrypt$N$r$p$salt$hash`, base64 parts. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P);
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = (stored ?? '').split('$');
  if (scheme !== 'scrypt' || !salt || !hash) {
    // Same work as a real check, so a missing account takes as long as a wrong password.
    await derive(password, Buffer.alloc(16), N, R, P);
    return false;
  }
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
