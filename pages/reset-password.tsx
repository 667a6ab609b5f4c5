import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import { AuthCard } from '@/components/auth/auth-card';
import { NewPasswordForm } from '@/components/auth/new-password-form';
import { withPageAuth } from '@/lib/auth/guards';
import { translationProps } from '@/lib/i18n/translation-props';

/** Reached from a recovery e-mail: the link has signed the user in, so only a session may set a new password. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('common');
  return (
    <>
      <Head>
        <title>{t('auth.newPasswordTitle')}</title>
      </Head>
      <AuthCard title={t('auth.newPasswordTitle')}>
        <NewPasswordForm />
      </AuthCard>
    </>
  );
}

export const getServerSideProps = withPageAuth({
  redirectTo: '/signin',
  getServerSideProps: async ({ locale, query }) => ({
    props: await translationProps(locale, query.error ? ['errors'] : []),
  }),
});
