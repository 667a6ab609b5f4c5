import Head from 'next/head';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useUser } from '@/components/providers/user-context';
import { withPageAuth } from '@/lib/auth/guards';
import { translationProps } from '@/lib/i18n/translation-props';

export default function AccountPage() {
  const { t } = useTranslation('common');
  const router = useRouter();
  const { user, userDetails, subscription, signOut } = useUser();
  return (
    <>
      <Head>
        <title>{t('account.title')}</title>
      </Head>
      <div className="mx-auto max-w-3xl px-4 py-12">
        <h1 className="text-3xl font-bold tracking-tight">{t('account.title')}</h1>
        <dl className="divide-surface-line rounded-card border-surface-line mt-8 divide-y border bg-white">
          <div className="flex justify-between gap-4 px-5 py-4">
            <dt className="text-ink-muted">{t('account.email')}</dt>
            <dd className="font-medium">{user?.email ?? t('loading')}</dd>
          </div>
          <div className="flex justify-between gap-4 px-5 py-4">
            <dt className="text-ink-muted">{t('account.plan')}</dt>
            <dd className="font-medium">{subscription?.prices?.products?.name ?? t('account.freePlan')}</dd>
          </div>
          <div className="flex justify-between gap-4 px-5 py-4">
            <dt className="text-ink-muted">{t('account.quota')}</dt>
            <dd className="font-medium">{userDetails?.monthly_quota ?? '…'}</dd>
          </div>
        </dl>
        <div className="mt-6 flex flex-wrap gap-3">
          {!subscription && (
            <Link href="/pricing" className="btn-primary">
              {t('account.upgrade')}
            </Link>
          )}
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
      </div>
    </>
  );
}

export const getServerSideProps = withPageAuth({
  redirectTo: '/signin',
  getServerSideProps: async ({ locale }) => ({ props: await translationProps(locale) }),
});
