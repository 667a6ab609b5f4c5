import '@/lib/server-only';
import { SESSION_COOKIE } from './local/sessions';
import { SESSION_HINT_COOKIE } from './session-hint';
import type { CookieOptions } from './types';

/** Supabase's session cookie, `sb-<project>-auth-token`, split into `.0`, `.1`… when long. */
export const SUPABASE_SESSION_COOKIE = /^sb-.+-auth-token(?:\.\d+)?$/;

function isSessionCookie(name: string): boolean {
  return name === SESSION_COOKIE || SUPABASE_SESSION_COOKIE.test(name);
}

export type SessionHintCookie = { name: string; value: string; options: CookieOptions };

/**
 * The cookie that brings the session hint in step with the session cookies, or undefined when it already is. An empty
 * value is a cookie being cleared.
 */
export function sessionHintUpdate(cookies: { name: string; value: string }[]): SessionHintCookie | undefined {
  const session = cookies.some(({ name, value }) => value !== '' && isSessionCookie(name));
  const hinted = cookies.some(({ name, value }) => name === SESSION_HINT_COOKIE && value === '1');
  if (session === hinted) return undefined;
  // Not httpOnly: the page's script reads it. No expiry: every page request renews it while the session lasts.
  const options: CookieOptions = { sameSite: 'lax', path: '/' };
  return session
    ? { name: SESSION_HINT_COOKIE, value: '1', options }
    : { name: SESSION_HINT_COOKIE, value: '', options: { ...options, maxAge: 0 } };
}
