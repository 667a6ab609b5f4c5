/**
 * What a form page may be told in its address after a no-script form post (`?error=<code>`, `?notice=<code>`). Only
 * these codes are shown, each through its translation (`auth.errors.<code>`, `auth.notices.<code>`), so a crafted
 * link can make a page say nothing of its own.
 */
export const FORM_ERRORS = [
  'invalid_credentials',
  'too_many_requests',
  'invalid_email',
  'missing_password',
  'password_too_short',
  'password_too_long',
  'name_too_long',
  'session_expired',
  'invalid_input',
  'internal_error',
] as const;
export type FormError = (typeof FORM_ERRORS)[number];

export const FORM_NOTICES = ['confirmation_sent', 'magic_link_sent', 'reset_sent', 'password_saved'] as const;
export type FormNotice = (typeof FORM_NOTICES)[number];

/** The notices that say an e-mail is on its way. */
export const MAIL_SENT_NOTICES: readonly FormNotice[] = [
  'confirmation_sent',
  'magic_link_sent',
  'reset_sent',
];

export function asFormError(code: unknown): FormError | null {
  return FORM_ERRORS.find((known) => known === code) ?? null;
}

export function asFormNotice(code: unknown): FormNotice | null {
  return FORM_NOTICES.find((known) => known === code) ?? null;
}
