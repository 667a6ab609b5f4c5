import { useTranslation } from 'next-i18next/pages';
import { AuthCard } from '@/components/auth/auth-card';
import { FormAlert } from '@/components/auth/form-alert';
import { SignInForm } from '@/components/auth/sign-in-form';
import { type AuthPageProps, authPageProps } from '@/lib/auth/auth-page-props';
import { PageMeta } from '@/components/seo/page-meta';

export default function SignInPage({ proChosen, localOutbox }: AuthPageProps) {
  const { t } = useTranslation('common');
  return (
    <>
      <PageMeta title={t('auth.signInTitle')} description={t('home.lead')} />
      <AuthCard title={t('auth.signInTitle')}>
        {proChosen && (
          <div className="mb-4">
            <FormAlert tone="info">{t('auth.proChosen')}</FormAlert>
          </div>
        )}
        <SignInForm localOutbox={localOutbox} />
      </AuthCard>
    </>
  );
}

export const getServerSideProps = authPageProps;
