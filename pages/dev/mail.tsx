import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import { listOutbox } from '@/lib/auth/local/outbox';
import { usesLocalOutbox } from '@/lib/auth/uses-local-outbox';
import { getDb } from '@/lib/db/get-db';
import { translationProps } from '@/lib/i18n/translation-props';

type Mail = { id: number; to: string; subject: string; html: string; sentAt: string };

/**
 * The local auth's outbox, like Supabase's local mail viewer: wherever the local auth runs, its e-mails never leave
 * the server, so this is where its confirmation, sign-in and reset links are read.
 */
export default function LocalMailPage({ mails }: { mails: Mail[] }) {
  const { t } = useTranslation('common');
  return (
    <>
      <Head>
        <title>{t('devMail.title')}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <div className="mx-auto max-w-4xl px-4 py-12">
        <h1 className="text-2xl font-bold">{t('devMail.title')}</h1>
        <p className="text-ink-muted mt-2">{t('devMail.lead')}</p>
        {mails.length === 0 ? (
          <p className="rounded-card border-surface-line text-ink-muted mt-8 border border-dashed p-8 text-center">
            {t('devMail.empty')}
          </p>
        ) : (
          <ul className="mt-8 space-y-4">
            {mails.map((mail) => (
              <li key={mail.id} className="rounded-card border-surface-line border bg-white p-5">
                <p className="text-ink-subtle text-sm">
                  {t('devMail.to', { to: mail.to, sentAt: mail.sentAt })}
                </p>
                <h2 className="mt-1 font-semibold">{mail.subject}</h2>
                <div
                  className="prose [&_a]:link mt-3 text-sm"
                  // Our own template with every value escaped (lib/auth/local/outbox.ts).
                  dangerouslySetInnerHTML={{ __html: mail.html }}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

export const getServerSideProps: GetServerSideProps = async ({ locale }) => {
  if (!usesLocalOutbox()) return { notFound: true };
  // Formatted here, once: the browser's clock zone differs from the server's, and both would render the page.
  const format = new Intl.DateTimeFormat(locale ?? 'en', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  });
  const mails = (await listOutbox(await getDb())).map((m) => ({
    id: m.id,
    to: m.to_email,
    subject: m.subject,
    html: m.html_body,
    sentAt: format.format(m.created_at),
  }));
  return { props: { mails, ...(await translationProps(locale)) } };
};
