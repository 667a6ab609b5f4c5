import Head from 'next/head';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { ApiKeysPanel } from '@/components/account/api-keys/api-keys-panel';
import { DeleteAccount } from '@/components/account/delete-account';
import { PlanSummary } from '@/components/account/plan-summary';
import { ProfileForm } from '@/components/account/profile-form';
import { UsageMeter } from '@/components/account/usage-meter';
import { FormAlert } from '@/components/auth/form-alert';
import { useUser } from '@/components/providers/user-context';
import { withPageAuth } from '@/lib/auth/guards';
import { translationProps } from '@/lib/i18n/translation-props';

export default function AccountPage() {
  const { t } = useTranslation('common');
  const router = useRouter();
  const { isLoading, signOut } = useUser();
  return (
    <>
      <Head>
        <title>{t('account.title')}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-12">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-3xl font-bold tracking-tight">{t('account.title')}</h1>
          <button
            type="button"
            className="btn-secondary"
            onClick={async () => {
              await signOut();
              await router.push('/');
            }}
          >
            {t('nav.signOut')}
          </button>
        </div>
        <FormAlert tone="info">
          {router.query.checkout === 'success' ? t('account.checkoutSuccess') : null}
        </FormAlert>
        {isLoading ? (
          <p className="text-ink-muted">{t('loading')}</p>
        ) : (
          <>
            <PlanSummary />
            <UsageMeter />
            <ApiKeysPanel />
            <ProfileForm />
            <DeleteAccount />
          </>
        )}
      </div>
    </>
  );
}

export const getServerSideProps = withPageAuth({
  redirectTo: '/signin',
  getServerSideProps: async ({ locale }) => ({
    props: await translationProps(locale, ['api']),
  }),
});
