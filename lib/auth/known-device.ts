import '@/lib/server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { getServerEnv } from '@/lib/env';
import { serverSecret } from './server-secret';
import type { AuthIo } from './types';

export const KNOWN_DEVICE_COOKIE = 'rc_device';
const KNOWN_DEVICE_DAYS = 180;
/** Accounts one browser is remembered for; the least recently signed-in is forgotten first. */
const MAX_ACCOUNTS = 5;

type Entry = { expires: number; mac: string };

/**
 * `<expiry>.<signature>` per account, joined by `~`. The cookie names no e-mail: an entry only proves itself against
 * the address being signed in to. Never more than MAX_ACCOUNTS entries are read, so a forged long cookie costs nothing.
 */
function readEntries(io: AuthIo): Entry[] {
  const now = Math.floor(Date.now() / 1000);
  return (io.getCookie(KNOWN_DEVICE_COOKIE) ?? '')
    .split('~')
    .slice(0, MAX_ACCOUNTS)
    .flatMap((part) => {
      const [expiry, mac] = part.split('.');
      const expires = Number.parseInt(expiry ?? '', 36);
      return Number.isSafeInteger(expires) && expires > now && mac ? [{ expires, mac }] : [];
    });
}

function sign(email: string, expires: number): string {
  return createHmac('sha256', serverSecret('known_device'))
    .update(`${email}\n${expires}`)
    .digest('base64url')
    .slice(0, 22);
}

function isFor(entry: Entry, email: string): boolean {
  const expected = Buffer.from(sign(email, entry.expires));
  const given = Buffer.from(entry.mac);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Whether this browser has signed in to the account of `email` before (within KNOWN_DEVICE_DAYS). */
export async function isKnownDevice(io: AuthIo, email: string): Promise<boolean> {
  for (const entry of readEntries(io)) if (isFor(entry, email)) return true;
  return false;
}

/** Remembers this browser as one that signed in to the account of `email`; see throttleSignIn for what it earns. */
export async function rememberDevice(io: AuthIo, email: string): Promise<void> {
  const expires = Math.floor(Date.now() / 1000) + KNOWN_DEVICE_DAYS * 24 * 3600;
  const others: Entry[] = [];
  for (const entry of readEntries(io)) if (!isFor(entry, email)) others.push(entry);
  const entries = [{ expires, mac: sign(email, expires) }, ...others].slice(0, MAX_ACCOUNTS);
  io.setCookie(KNOWN_DEVICE_COOKIE, entries.map((e) => `${e.expires.toString(36)}.${e.mac}`).join('~'), {
    httpOnly: true,
    sameSite: 'lax',
    secure: getServerEnv().isProduction,
    path: '/',
    maxAge: KNOWN_DEVICE_DAYS * 24 * 3600,
  });
}
