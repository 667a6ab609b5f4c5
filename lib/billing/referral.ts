import type { CookieOptions } from '@/lib/auth/types';

/**
 * The affiliate cookie set by `?via=CODE`. Only the server reads it (createCheckout, as the checkout's
 * clientReferenceId), so it is httpOnly: a script on the page can neither read nor forge who referred the visitor.
 */
export const REFERRAL_COOKIE = 'rc_via';
export const REFERRAL_COOKIE_DAYS = 60;

/** Secure wherever the site is served over HTTPS (production); a local `next dev` on http would never send it. */
export function referralCookieOptions(isProduction: boolean): CookieOptions {
  return {
    maxAge: REFERRAL_COOKIE_DAYS * 86400,
    path: '/',
    sameSite: 'lax',
    httpOnly: true,
    secure: isProduction,
  };
}

/** SPEC §7: the referral id, or 'checkout_' plus a timestamp when there is none. */
export function clientReferenceId(referral: string | null | undefined, now = Date.now()): string {
  return referral && /^[A-Za-z0-9_-]{3,40}$/.test(referral) ? referral : `checkout_${now}`;
}
