import type { GetStaticProps } from 'next';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { AuthCard } from '@/components/auth/auth-card';
import { FormAlert } from '@/components/auth/form-alert';
import { SignUpForm } from '@/components/auth/sign-up-form';
import { translationProps } from '@/lib/i18n/translation-props';

export default function SignUpPage() {
  const { t } = useTranslation('common');
  const { query } = useRouter();
  return (
    <>
      <Head>
        <title>{t('auth.signUpTitle')}</title>
      </Head>
      <AuthCard title={t('auth.signUpTitle')}>
        {query.pro === 'true' && (
          <div className="mb-4">
            <FormAlert tone="info">{t('auth.proChosen')}</FormAlert>
          </div>
        )}
        <SignUpForm />
      </AuthCard>
    </>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await translationProps(locale),
});
