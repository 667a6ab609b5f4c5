/** The affiliate cookie set by `?via=CODE` (readable by the page: checkout sends it as clientReferenceId). */
export const REFERRAL_COOKIE = 'rc_via';
export const REFERRAL_COOKIE_DAYS = 60;

/** SPEC §7: the referral id, or 'checkout_' plus a timestamp when there is none. */
export function clientReferenceId(referral: string | null | undefined, now = Date.now()): string {
  return referral && /^[A-Za-z0-9_-]{3,40}$/.test(referral) ? referral : `checkout_${now}`;
}
