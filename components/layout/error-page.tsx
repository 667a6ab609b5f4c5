import Head from 'next/head';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';

export function ErrorPage({ status, kind }: { status: number; kind: 'notFound' | 'server' }) {
  const { t } = useTranslation('common');
  return (
    <>
      <Head>
        <title>{t(`errors.${kind}Title`)}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <div className="mx-auto max-w-xl px-4 py-24 text-center">
        <p className="text-brand-700 text-sm font-semibold">{status}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight">{t(`errors.${kind}Title`)}</h1>
        <p className="text-ink-muted mt-4">{t(`errors.${kind}Text`)}</p>
        <Link href="/" className="btn-primary mt-8">
          {t('errors.backHome')}
        </Link>
      </div>
    </>
  );
}
