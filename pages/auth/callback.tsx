import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { AuthCard } from '@/components/auth/auth-card';
import { FormAlert } from '@/components/auth/form-alert';
import { authIoFromNode } from '@/lib/auth/auth-io';
import { getAuth } from '@/lib/auth/get-auth';
import { completeEmailLink } from '@/lib/auth/complete-email-link';
import { translationProps } from '@/lib/i18n/translation-props';

/** Where e-mailed links land (confirmation, magic link, password recovery; Supabase's code exchange too). */
export default function AuthCallbackPage() {
  const { t } = useTranslation('common');
  return (
    <>
      <Head>
        <title>{t('auth.signInTitle')}</title>
      </Head>
      <AuthCard title={t('auth.signInTitle')}>
        <FormAlert tone="error">{t('auth.linkFailed')}</FormAlert>
        <p className="mt-6 text-center text-sm">
          <Link href="/signin" className="link">
            {t('auth.backToSignIn')}
          </Link>
        </p>
      </AuthCard>
    </>
  );
}

export const getServerSideProps: GetServerSideProps = async ({ req, res, query, locale }) => {
  const destination = await completeEmailLink(getAuth(), authIoFromNode(req, res), query);
  if (destination) return { redirect: { destination, permanent: false } };
  return { props: await translationProps(locale) };
};
