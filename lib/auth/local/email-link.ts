import '@/lib/server-only';
import type { Queryable } from '@/lib/db/types';
import { type MailLocale, mailText } from '@/lib/mail/mail-text';
import { PRODUCT_NAME } from '@/lib/product';
import { getURL } from '@/lib/site/site-url';
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

/**
 * Issues a one-time link for the user (only its hash is stored) and puts the mail carrying it, in `locale`, in the
 * outbox.
 */
export async function emailLink(
  tx: Queryable,
  user: { id: string; email: string },
  mail: LinkMail,
  next: string,
  locale: MailLocale | null,
): Promise<void> {
  const type = LINK_TYPE[mail];
  const { token, hash } = newSecretToken();
  await tx.query(
    `insert into local_auth.one_time_tokens (user_id, token_hash, type, expires_at)
     values ($1, $2, $3, now() + make_interval(hours => $4))`,
    [user.id, hash, type, LINK_HOURS[type]],
  );
  const link = getURL(`auth/callback?token_hash=${token}&type=${type}&next=${encodeURIComponent(next)}`);
  const t = mailText(locale);
  const values = { product: PRODUCT_NAME, signInUrl: getURL('signin') };
  await sendLinkMail(tx, {
    to: user.email,
    link,
    subject: t(`${mail}.subject`, values),
    intro: t(`${mail}.intro`, values),
    action: t(`${mail}.action`, values),
    ignore: t('ignore'),
  });
}
