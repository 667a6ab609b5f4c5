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

export const getServerSideProps = withPageAuth({
  redirectTo: '/signin',
  async getServerSideProps({ locale }) {
    if (getServerEnv().adapters.payments !== 'local') return { notFound: true };
    return { props: { plans: await listPlans(), ...(await translationProps(locale)) } };
  },
});
