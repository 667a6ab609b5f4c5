import type { ErrorParams } from '@/lib/api/error-catalog';
import { type ErrorCode, isErrorCode } from '@/lib/api/error-codes';
import { MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './password-rules';

/**
 * What a form page may be told in its address after a no-script form post (`?error=<code>`, `?notice=<code>`). Only
 * error catalogue codes and these notices are shown, each through its translation, so a crafted link can make a
 * page say nothing of its own.
 */
export const FORM_NOTICES = ['confirmation_sent', 'magic_link_sent', 'reset_sent', 'password_saved'] as const;
export type FormNotice = (typeof FORM_NOTICES)[number];

/** The notices that say an e-mail is on its way. */
export const MAIL_SENT_NOTICES: readonly FormNotice[] = [
  'confirmation_sent',
  'magic_link_sent',
  'reset_sent',
];

/**
 * The bounds the auth forms' messages name: an address carries only the code (a crafted link must not set the
 * numbers a page shows), and these are the rules the auth schemas apply.
 */
const FORM_ERROR_PARAMS: Partial<Record<ErrorCode, ErrorParams>> = {
  password_too_short: { min: MIN_PASSWORD_LENGTH },
  password_too_long: { max: MAX_PASSWORD_LENGTH },
  name_too_long: { max: MAX_NAME_LENGTH },
};

export function asFormError(code: unknown): { error: ErrorCode; params?: ErrorParams } | null {
  return isErrorCode(code) ? { error: code, params: FORM_ERROR_PARAMS[code] } : null;
}

export function asFormNotice(code: unknown): FormNotice | null {
  return FORM_NOTICES.find((known) => known === code) ?? null;
}
