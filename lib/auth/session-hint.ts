/**
 * Says that the browser holds a session cookie, in a cookie the page's script can read (the session cookie itself is
 * httpOnly), so a visitor's browser never asks /api/me for a session it does not have. It grants nothing: the server
 * decides by the session cookie alone, and a stale hint only costs one request answered 401.
 */
export const SESSION_HINT_COOKIE = 'rc_signed_in';

/**
 * Whether a Cookie header (or `document.cookie`) carries the hint. Read without a cookie parser: every page's shell
 * asks this, and the hint's value needs no decoding.
 */
export function hasSessionHint(cookies: string): boolean {
  return cookies.split(';').some((pair) => pair.trim() === `${SESSION_HINT_COOKIE}=1`);
}
