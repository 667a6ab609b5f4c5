import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { getDb } from '@/lib/db/get-db';
import { listOutbox } from '@/lib/auth/local/outbox';
import { getServerEnv } from '@/lib/env';
import { translationProps } from '@/lib/i18n/translation-props';

type Mail = { id: number; to: string; subject: string; text: string; html: string; sentAt: string };

/** The embedded mailer's outbox, like Supabase's local mail viewer. Development only. */
export default function DevMailPage({ mails }: { mails: Mail[] }) {
  return (
    <>
      <Head>
        <title>Local mail</title>
        <meta name="robots" content="noindex" />
      </Head>
      <div className="mx-auto max-w-4xl px-4 py-12">
        <h1 className="text-2xl font-bold">Local mail</h1>
        <p className="text-ink-muted mt-2">
          E-mails the embedded auth would send, newest first. With Supabase configured, Supabase sends them
          instead.
        </p>
        {mails.length === 0 ? (
          <p className="rounded-card border-surface-line text-ink-muted mt-8 border border-dashed p-8 text-center">
            No e-mails yet. Sign up or ask for a sign-in link to see one here.
          </p>
        ) : (
          <ul className="mt-8 space-y-4">
            {mails.map((mail) => (
              <li key={mail.id} className="rounded-card border-surface-line border bg-white p-5">
                <p className="text-ink-subtle text-sm">
                  To {mail.to} · {new Date(mail.sentAt).toLocaleString()}
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
  const env = getServerEnv();
  if (env.isProduction || env.adapters.auth !== 'local') return { notFound: true };
  const mails = (await listOutbox(await getDb())).map((m) => ({
    id: m.id,
    to: m.to_email,
    subject: m.subject,
    text: m.text_body,
    html: m.html_body,
    sentAt: m.created_at.toISOString(),
  }));
  return { props: { mails, ...(await translationProps(locale)) } };
};
