import '@/lib/server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header that carries the signature: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const SIGNATURE_HEADER = 'Roomcraft-Signature';
/** Deliveries older than this are refused by the documented recipe, so a captured one cannot be replayed later. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const hmac = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** The Roomcraft-Signature value of a webhook body, signed now with the key's webhook secret. */
export function signWebhook(secret: string, body: string, now = Date.now()): string {
  const timestamp = Math.floor(now / 1000);
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

/**
 * The recipe the reference documents, as a receiver would run it: the signature must match the raw body and be
 * recent. Exported for receivers written in JavaScript and for our own tests of the recipe.
 */
export function verifyWebhookSignature(
  secret: string,
  body: string,
  header: string,
  now = Date.now(),
): boolean {
  const parts = Object.fromEntries(
    header.split(',').map((part) => part.trim().split('=', 2) as [string, string]),
  );
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || !parts.v1) return false;
  if (Math.abs(now / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(hmac(secret, timestamp, body), 'hex');
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
