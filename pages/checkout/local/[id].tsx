import type { GetServerSidePropsContext } from 'next';
import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import { type LocalCheckoutProps, LocalCheckoutCard } from '@/components/billing/local-checkout-card';
import { AppError } from '@/lib/api/app-error';
import { withPageAuth } from '@/lib/auth/guards';
import { getLocalCheckout } from '@/lib/billing/local/local-checkout';
import { getServerEnv } from '@/lib/env';
import { translationProps } from '@/lib/i18n/translation-props';

export default function LocalCheckoutPage({ checkout }: { checkout: LocalCheckoutProps }) {
  const { t } = useTranslation('common');
  return (
    <>
      <Head>
        <title>{t('localCheckout.title')}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <LocalCheckoutCard {...checkout} />
    </>
  );
}

const pageAuth = withPageAuth({
  redirectTo: '/signin',
  async getServerSideProps({ params, locale }, session) {
    try {
      const checkout = await getLocalCheckout(String(params?.id), session!.user.id);
      if (checkout.status !== 'open') return { redirect: { destination: '/account', permanent: false } };
      return {
        props: { checkout, ...(await translationProps(locale)) },
      };
    } catch (error) {
      if (error instanceof AppError && error.status === 404) return { notFound: true };
      throw error;
    }
  },
});

/** Beside real payments the test checkout does not exist, for visitors too: 404 before any sign-in redirect. */
export const getServerSideProps = (ctx: GetServerSidePropsContext) =>
  getServerEnv().adapters.payments === 'local' ? pageAuth(ctx) : Promise.resolve({ notFound: true as const });
