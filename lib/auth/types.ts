import type { MailLocale } from '@/lib/mail/mail-text';
import type { TMe } from '@/lib/users/me-types';

/** The auth user of SPEC §3. Dates are ISO strings so they cross to the browser unchanged. */
export type AuthUser = {
  id: string;
  email: string;
  email_confirmed_at: string | null;
  created_at: string;
};

export type Session = { user: AuthUser; accessToken: string };

export type CookieOptions = {
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: 'lax' | 'strict' | 'none' | boolean;
  path?: string;
  maxAge?: number;
  expires?: Date;
  domain?: string;
};

/** What an auth adapter needs from a request, whether it came to an API route, a page or the proxy. */
export interface AuthIo {
  getCookie(name: string): string | undefined;
  getAllCookies(): { name: string; value: string }[];
  setCookie(name: string, value: string, options: CookieOptions): void;
  header(name: string): string | undefined;
  /** The client's own address, as a session or a message records it; 'unknown' when it cannot be known. */
  ip: string;
  /** What per-address limits count the client under (see clientNetwork); 'unknown' when it cannot be known. */
  network: string;
}

export type EmailLinkType = 'signup' | 'magiclink' | 'recovery';

export type SignUpInput = {
  email: string;
  password: string;
  fullName?: string;
  /** Where the confirmation link leads once followed (a same-site path). */
  next: string;
  /** The language of the page it came from: the account's mails are written in it. */
  locale?: MailLocale;
};
export type SignInInput = { email: string; password: string };

export interface AuthAdapter {
  readonly name: 'local' | 'supabase';
  getSession(io: AuthIo): Promise<Session | null>;
  /**
   * The session and the signed-in user's own context (GET /api/me), in as few round trips to the database as the
   * adapter can: null without a live session.
   */
  getMe(io: AuthIo): Promise<TMe | null>;
  /**
   * Null ("check your e-mail") for a new address and for one that already has an account alike, whose owner is
   * e-mailed instead: the answer must not reveal which addresses have accounts. A session only where the provider
   * signs new accounts in at once.
   */
  signUp(io: AuthIo, input: SignUpInput): Promise<Session | null>;
  signIn(io: AuthIo, input: SignInInput): Promise<Session>;
  signOut(io: AuthIo): Promise<void>;
  /** Never says whether the address has an account. */
  sendMagicLink(io: AuthIo, email: string, next: string, locale?: MailLocale): Promise<void>;
  requestPasswordReset(io: AuthIo, email: string, locale?: MailLocale): Promise<void>;
  /** Signs in from an e-mailed link (`token_hash` and `type`, or Supabase's PKCE `code`). */
  verifyEmailLink(
    io: AuthIo,
    link: { tokenHash: string; type: EmailLinkType } | { code: string },
  ): Promise<Session>;
  updatePassword(io: AuthIo, session: Session, password: string): Promise<void>;
  /**
   * Forgets at once whatever this process keeps of the user's sessions (their account was deleted): the adapter's
   * own word that they ended may come a moment later, or never.
   */
  forgetUser(userId: string): Promise<void>;
}
