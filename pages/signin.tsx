import type { GetStaticProps } from 'next';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { AuthCard } from '@/components/auth/auth-card';
import { FormAlert } from '@/components/auth/form-alert';
import { SignInForm } from '@/components/auth/sign-in-form';
import { translationProps } from '@/lib/i18n/translation-props';

export default function SignInPage() {
  const { t } = useTranslation('common');
  const { query } = useRouter();
  return (
    <>
      <Head>
        <title>{t('auth.signInTitle')}</title>
      </Head>
      <AuthCard title={t('auth.signInTitle')}>
        {query.pro === 'true' && (
          <div className="mb-4">
            <FormAlert tone="info">{t('auth.proChosen')}</FormAlert>
          </div>
        )}
        <SignInForm />
      </AuthCard>
    </>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await translationProps(locale),
});
