import { useTranslation } from 'next-i18next/pages';
import { AuthCard } from '@/components/auth/auth-card';
import { FormAlert } from '@/components/auth/form-alert';
import { SignUpForm } from '@/components/auth/sign-up-form';
import { type AuthPageProps, authPageProps } from '@/lib/auth/auth-page-props';
import { PageMeta } from '@/components/seo/page-meta';

export default function SignUpPage({ proChosen, localOutbox }: AuthPageProps) {
  const { t } = useTranslation('common');
  return (
    <>
      <PageMeta title={t('auth.signUpTitle')} description={t('home.note')} />
      <AuthCard title={t('auth.signUpTitle')}>
        {proChosen && (
          <div className="mb-4">
            <FormAlert tone="info">{t('auth.proChosen')}</FormAlert>
          </div>
        )}
        <SignUpForm localOutbox={localOutbox} />
      </AuthCard>
    </>
  );
}

export const getServerSideProps = authPageProps;
