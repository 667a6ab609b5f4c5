import '@/lib/server-only';
import type { Queryable } from '@/lib/db/types';
import { PRODUCT_NAME } from '@/lib/product';

export type OutboxMail = {
  id: number;
  to_email: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: Date;
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The embedded mailer: messages wait in the outbox, readable at /dev/mail, like Supabase's local mail viewer. */
export async function sendLinkMail(
  db: Queryable,
  mail: { to: string; subject: string; intro: string; action: string; link: string; ignore: string },
): Promise<void> {
  const text = `${mail.intro}\n\n${mail.action}: ${mail.link}\n\n${mail.ignore}\n\n${PRODUCT_NAME}`;
  const html = `<p>${escapeHtml(mail.intro)}</p><p><a href="${escapeHtml(mail.link)}">${escapeHtml(mail.action)}</a></p><p>${escapeHtml(mail.ignore)}</p><p>${PRODUCT_NAME}</p>`;
  await db.query(
    'insert into local_auth.outbox (to_email, subject, text_body, html_body) values ($1, $2, $3, $4)',
    [mail.to, mail.subject, text, html],
  );
}

export async function listOutbox(db: Queryable, limit = 50): Promise<OutboxMail[]> {
  const { rows } = await db.query<OutboxMail>('select * from local_auth.outbox order by id desc limit $1', [
    limit,
  ]);
  return rows;
}
