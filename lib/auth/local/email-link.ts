import type { Queryable } from '@/lib/db/types';
import { PRODUCT_NAME } from '@/lib/product';
import { getURL } from '@/lib/site-url';
import type { EmailLinkType } from '../types';
import { sendLinkMail } from './outbox';
import { newSecretToken } from './secret-token';

const LINK_HOURS: Record<EmailLinkType, number> = { signup: 24, magiclink: 1, recovery: 1 };

/** The mails that carry a one-time link. `existingAccount` answers a sign-up for an address that has an account. */
export type LinkMail = EmailLinkType | 'existingAccount';

const LINK_TYPE: Record<LinkMail, EmailLinkType> = {
  signup: 'signup',
  magiclink: 'magiclink',
  recovery: 'recovery',
  // A reset link: its owner may have forgotten the account, or the password.
  existingAccount: 'recovery',
};

function mailText(mail: LinkMail): { subject: string; intro: string; action: string } {
  switch (mail) {
    case 'signup':
      return {
        subject: `Confirm your ${PRODUCT_NAME} account`,
        intro: `Welcome to ${PRODUCT_NAME}. Confirm your e-mail address to secure your account.`,
        action: 'Confirm my e-mail',
      };
    case 'magiclink':
      return {
        subject: `Your ${PRODUCT_NAME} sign-in link`,
        intro: `Use this link to sign in to ${PRODUCT_NAME}. It works once, for one hour.`,
        action: 'Sign in',
      };
    case 'recovery':
      return {
        subject: `Reset your ${PRODUCT_NAME} password`,
        intro: `Someone asked to reset the password of your ${PRODUCT_NAME} account. The link works once, for one hour.`,
        action: 'Choose a new password',
      };
    case 'existingAccount':
      return {
        subject: `You already have a ${PRODUCT_NAME} account`,
        intro: `Someone, perhaps you, tried to create a ${PRODUCT_NAME} account with this e-mail address, which already has one. Nothing was changed. If you remember your password, sign in at ${getURL('signin')}. If not, choose a new one with the link below; it works once, for one hour.`,
        action: 'Choose a new password',
      };
  }
}

/** Issues a one-time link for the user (only its hash is stored) and puts the mail carrying it in the outbox. */
export async function emailLink(
  tx: Queryable,
  user: { id: string; email: string },
  mail: LinkMail,
  next: string,
): Promise<void> {
  const type = LINK_TYPE[mail];
  const { token, hash } = newSecretToken();
  await tx.query(
    `insert into local_auth.one_time_tokens (user_id, token_hash, type, expires_at)
     values ($1, $2, $3, now() + make_interval(hours => $4))`,
    [user.id, hash, type, LINK_HOURS[type]],
  );
  const link = getURL(`auth/callback?token_hash=${token}&type=${type}&next=${encodeURIComponent(next)}`);
  await sendLinkMail(tx, { to: user.email, link, ...mailText(mail) });
}
