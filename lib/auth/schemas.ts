import '@/lib/server-only';
import { z } from 'zod';
import { MAIL_LOCALES } from '@/lib/mail/mail-text';
import { MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './password-rules';

// Each message is the error catalogue's code for the rule, which the browser shows in the reader's language.

export const ZEmail = z
  .string({ message: 'email_required' })
  .trim()
  .toLowerCase()
  .max(254, 'email_too_long')
  .pipe(z.email({ message: 'invalid_email' }));

export const ZPassword = z
  .string({ message: 'password_required' })
  .min(MIN_PASSWORD_LENGTH, 'password_too_short')
  .max(MAX_PASSWORD_LENGTH, 'password_too_long');

/**
 * The language of the page a form was sent from, so the mails it causes are written in it. Optional, and an
 * unknown value is dropped rather than refused: it must never stop someone signing up.
 */
const ZPageLocale = z.enum(MAIL_LOCALES).optional().catch(undefined);

export const ZSignUp = z.object({
  email: ZEmail,
  password: ZPassword,
  fullName: z.string().trim().max(MAX_NAME_LENGTH, 'name_too_long').optional(),
  /** Where the confirmation link leads (followed only when it is on this site). */
  next: z.string().max(500, 'return_address_too_long').optional(),
  locale: ZPageLocale,
});
export type TSignUp = z.infer<typeof ZSignUp>;

export const ZSignIn = z.object({
  email: ZEmail,
  password: z
    .string({ message: 'missing_password' })
    .min(1, 'missing_password')
    .max(MAX_PASSWORD_LENGTH, 'password_too_long'),
});
export type TSignIn = z.infer<typeof ZSignIn>;

export const ZMagicLink = z.object({
  email: ZEmail,
  next: z.string().max(500, 'return_address_too_long').optional(),
  locale: ZPageLocale,
});
export const ZPasswordResetRequest = z.object({ email: ZEmail, locale: ZPageLocale });
export const ZPasswordUpdate = z.object({ password: ZPassword });
