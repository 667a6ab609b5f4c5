import '@/lib/server-only';
import { hkdfSync, randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { getServerEnv } from '@/lib/env';

/** Where a local run keeps the secret it made for itself when AUTH_SECRET is unset (git-ignored, with .data). */
export const LOCAL_AUTH_SECRET_FILE = path.join('.data', 'auth-secret');

/**
 * The local run's own secret, made by the first process that asks and read by every other one on this machine (the
 * web server, `npm run worker`, a test's processes). It is written whole under another name and then linked into
 * place, so a process racing the first never reads half a secret, and only one secret ever wins.
 */
function localSecret(): string {
  // Not for the build's file tracing: a secret made on the building machine must never travel with the build.
  const file = path.join(/*turbopackIgnore: true*/ process.cwd(), LOCAL_AUTH_SECRET_FILE);
  try {
    return readFileSync(/*turbopackIgnore: true*/ file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(draft);
  }
  return readFileSync(/*turbopackIgnore: true*/ file, 'utf8').trim();
}

export type KeyPurpose = 'access_token' | 'known_device';

const keys = new Map<KeyPurpose, Uint8Array>();

/**
 * The signing key for one purpose, derived from AUTH_SECRET (each purpose its own key, so one never verifies what
 * the other signed). It is never stored: a copy of the database alone signs nothing.
 */
export function serverSecret(purpose: KeyPurpose): Uint8Array {
  let key = keys.get(purpose);
  if (!key) {
    const secret = getServerEnv().AUTH_SECRET ?? localSecret();
    key = new Uint8Array(hkdfSync('sha256', secret, 'roomcraft', `roomcraft ${purpose} signing key`, 32));
    keys.set(purpose, key);
  }
  return key;
}
