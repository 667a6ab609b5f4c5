import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { AuthCard } from '@/components/auth/auth-card';
import { PasswordResetRequestForm } from '@/components/auth/password-reset-request-form';
import { usesLocalOutbox } from '@/lib/auth/uses-local-outbox';
import { translationProps } from '@/lib/i18n/translation-props';

export default function ForgotPasswordPage({ localOutbox }: { localOutbox: boolean }) {
  const { t } = useTranslation('common');
  return (
    <>
      <Head>
        <title>{t('auth.resetTitle')}</title>
      </Head>
      <AuthCard title={t('auth.resetTitle')}>
        <PasswordResetRequestForm localOutbox={localOutbox} />
        <p className="mt-6 text-center text-sm">
          <Link href="/signin" className="link">
            {t('auth.backToSignIn')}
          </Link>
        </p>
      </AuthCard>
    </>
  );
}

// Rendered per request: the outcome of a no-script post comes back in the query, and must be in the first paint.
export const getServerSideProps: GetServerSideProps = async ({ locale, query }) => ({
  props: {
    localOutbox: usesLocalOutbox(),
    ...(await translationProps(locale, query.error ? ['errors'] : [])),
  },
});
