import type { GetServerSidePropsContext } from 'next';
import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import { LocalPortal } from '@/components/billing/local-portal';
import { withPageAuth } from '@/lib/auth/guards';
import { listPlans } from '@/lib/billing/list-plans';
import type { TPlan } from '@/lib/billing/plan-types';
import { getServerEnv } from '@/lib/env';
import { translationProps } from '@/lib/i18n/translation-props';

export default function LocalPortalPage({ plans }: { plans: TPlan[] }) {
  const { t } = useTranslation('common');
  return (
    <>
      <Head>
        <title>{t('localPortal.title')}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <LocalPortal plans={plans} />
    </>
  );
}

const pageAuth = withPageAuth({
  redirectTo: '/signin',
  async getServerSideProps({ locale }) {
    return {
      props: { plans: await listPlans(), ...(await translationProps(locale)) },
    };
  },
});

/** Beside real payments the test portal does not exist, for visitors too: 404 before any sign-in redirect. */
export const getServerSideProps = (ctx: GetServerSidePropsContext) =>
  getServerEnv().adapters.payments === 'local' ? pageAuth(ctx) : Promise.resolve({ notFound: true as const });
