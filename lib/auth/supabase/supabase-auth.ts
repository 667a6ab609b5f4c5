import '@/lib/server-only';
import { createServerClient } from '@supabase/ssr';
import { type AuthError, type User, isAuthSessionMissingError } from '@supabase/supabase-js';
import { AppError } from '@/lib/api/app-error';
import { rateLimited } from '@/lib/api/rate-limited';
import { getServerEnv } from '@/lib/env';
import { getURL } from '@/lib/site/site-url';
import { getUserContext } from '@/lib/users/get-user-context';
import { INVALID_CREDENTIALS, INVALID_LINK } from '../auth-errors';
import { SUPABASE_SESSION_COOKIE } from '../session-hint-update';
import type { AuthAdapter, AuthIo, AuthUser, Session } from '../types';

function client(io: AuthIo) {
  const env = getServerEnv();
  return createServerClient(env.NEXT_PUBLIC_SUPABASE_URL!, env.NEXT_PUBLIC_SUPABASE_ANON_KEY!, {
    cookies: {
      getAll: () => io.getAllCookies(),
      setAll: (cookies) =>
        cookies.forEach(({ name, value, options }) => io.setCookie(name, value, options as never)),
    },
  });
}

function toAuthUser(user: User): AuthUser {
  return {
    id: user.id,
    email: user.email ?? '',
    email_confirmed_at: user.email_confirmed_at ?? null,
    created_at: user.created_at,
  };
}

function fail(error: AuthError): never {
  if (error.status === 429) {
    throw rateLimited(60);
  }
  throw new AppError(error.status && error.status < 500 ? 'auth_provider_refused' : 'auth_provider_error', {
    description: error.message,
  });
}

function sessionOf(user: User | null, accessToken: string | undefined): Session | null {
  return user && accessToken ? { user: toAuthUser(user), accessToken } : null;
}

/**
 * Supabase sends only its own templates, so the owner of a taken address gets its reset mail: it signs them in and
 * lets them choose a new password. Its round trip (Supabase mails as it answers) stands in for the confirmation mail a
 * new address costs. A failure here (Supabase's per-address mail limit, say) must not change the visitor's answer, so
 * it is only logged.
 */
async function tellOwnerOfSignUp(io: AuthIo, email: string): Promise<void> {
  const { error } = await client(io).auth.resetPasswordForEmail(email, {
    redirectTo: getURL('auth/callback?next=/reset-password'),
  });
  if (error) console.warn('[auth] could not e-mail the owner of a taken address', error.status, error.code);
}

/**
 * Supabase's word that the cookies name no live session: it ended (signed out elsewhere, a new password), its user is
 * gone, or the token is not Supabase's. Not a failure to reach Supabase (no status, or 5xx) nor its rate limit, after
 * which the session may well still live.
 */
function isRefused(error: AuthError): boolean {
  return isAuthSessionMissingError(error) || error.status === 401 || error.status === 403;
}

/**
 * Clears the session cookies still set, with the first request that finds them dead (the session hint goes with
 * them: lib/auth/auth-io.ts), instead of sending them with every request until they expire. Supabase's client already
 * clears them itself when it is told the session is missing, and then nothing is left here to clear.
 */
function clearSessionCookies(io: AuthIo): void {
  for (const { name, value } of io.getAllCookies()) {
    if (value !== '' && SUPABASE_SESSION_COOKIE.test(name)) {
      io.setCookie(name, '', { path: '/', sameSite: 'lax', maxAge: 0 });
    }
  }
}

async function getSession(io: AuthIo): Promise<Session | null> {
  const supabase = client(io);
  // getUser() asks Supabase, so a forged or revoked cookie is never trusted; getSession() alone only decodes it.
  const { data, error } = await supabase.auth.getUser();
  if (error || !data.user) {
    if (error && isRefused(error)) clearSessionCookies(io);
    return null;
  }
  const { data: current } = await supabase.auth.getSession();
  return sessionOf(data.user, current.session?.access_token);
}

/** Supabase Auth, with the session in Supabase's own cookies (pages-router pattern of @supabase/ssr). */
export function createSupabaseAuth(): AuthAdapter {
  return {
    name: 'supabase',

    getSession,

    async getMe(io) {
      // Supabase checks the session on its own server; the context is then read from our database.
      const session = await getSession(io);
      return session && { ...session, ...(await getUserContext(session.user.id)) };
    },

    async signUp(io, { email, password, fullName, next, locale }) {
      const { data, error } = await client(io).auth.signUp({
        email,
        password,
        options: {
          // The page's language, for the account's mail templates ({{ .Data.locale }}).
          data: { ...(fullName && { full_name: fullName }), ...(locale && { locale }) },
          emailRedirectTo: getURL(`auth/callback?next=${encodeURIComponent(next)}`),
        },
      });
      // With e-mail confirmation on (Supabase's default), Supabase answers an address that already has a confirmed
      // account with a made-up user without identities and sends nothing: the visitor gets the answer of a new
      // address ("check your e-mail"), and the owner a reset link. With it off, Supabase signs new accounts in at
      // once and refuses a taken address, so only confirmation keeps the two apart; a taken one still gets "check
      // your e-mail", never a "taken" error.
      const taken = error
        ? error.code === 'user_already_exists' || /already registered/i.test(error.message)
        : data.user?.identities?.length === 0;
      if (error && !taken) fail(error);
      if (taken) {
        await tellOwnerOfSignUp(io, email);
        return null;
      }
      return sessionOf(data.user, data.session?.access_token);
    },

    async signIn(io, input) {
      const { data, error } = await client(io).auth.signInWithPassword(input);
      if (error) {
        if (error.status === 400 || error.code === 'invalid_credentials') throw INVALID_CREDENTIALS;
        fail(error);
      }
      return sessionOf(data.user, data.session?.access_token)!;
    },

    async signOut(io) {
      await client(io).auth.signOut();
    },

    async sendMagicLink(io, email, next) {
      const { error } = await client(io).auth.signInWithOtp({
        email,
        options: {
          shouldCreateUser: false,
          emailRedirectTo: getURL(`auth/callback?next=${encodeURIComponent(next)}`),
        },
      });
      // An unknown address is not an error the visitor may learn about.
      if (error && error.code !== 'otp_disabled' && error.status !== 400 && error.status !== 422) fail(error);
    },

    async requestPasswordReset(io, email) {
      const { error } = await client(io).auth.resetPasswordForEmail(email, {
        redirectTo: getURL('auth/callback?next=/reset-password'),
      });
      if (error) fail(error);
    },

    async verifyEmailLink(io, link) {
      const supabase = client(io);
      const { data, error } =
        'code' in link
          ? await supabase.auth.exchangeCodeForSession(link.code)
          : await supabase.auth.verifyOtp({
              token_hash: link.tokenHash,
              type: link.type === 'signup' ? 'email' : link.type,
            });
      if (error || !data.session) throw INVALID_LINK;
      return sessionOf(data.user, data.session.access_token)!;
    },

    async updatePassword(io, _session, password) {
      // Supabase itself then ends the account's other sessions and voids its unused e-mailed links, as ours does.
      const { error } = await client(io).auth.updateUser({ password });
      if (error) fail(error);
    },

    // Every session is checked with Supabase on each request: this process keeps none to forget.
    async forgetUser() {},
  };
}
