import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from './password-rules';

export const ZEmail = z
  .string({ message: 'Enter your e-mail address.' })
  .trim()
  .toLowerCase()
  .max(254, 'That e-mail address is too long.')
  .pipe(z.email({ message: 'Enter a valid e-mail address.' }));

export const ZPassword = z
  .string({ message: 'Enter a password.' })
  .min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters for your password.`)
  .max(200, 'Use at most 200 characters for your password.');

export const ZSignUp = z.object({
  email: ZEmail,
  password: ZPassword,
  fullName: z.string().trim().max(120, 'Use at most 120 characters for your name.').optional(),
  /** Where the confirmation link leads (followed only when it is on this site). */
  next: z.string().max(500, 'That return address is too long.').optional(),
});
export type TSignUp = z.infer<typeof ZSignUp>;

export const ZSignIn = z.object({
  email: ZEmail,
  password: z
    .string({ message: 'Enter your password.' })
    .min(1, 'Enter your password.')
    .max(200, 'That password is too long.'),
});
export type TSignIn = z.infer<typeof ZSignIn>;

export const ZMagicLink = z.object({
  email: ZEmail,
  next: z.string().max(500, 'That return address is too long.').optional(),
});
export const ZPasswordResetRequest = z.object({ email: ZEmail });
export const ZPasswordUpdate = z.object({ password: ZPassword });
