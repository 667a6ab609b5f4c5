import Head from 'next/head';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { BatchForm } from '@/components/batch/batch-form';
import { BatchProgress } from '@/components/batch/batch-progress';
import { RecentBatches } from '@/components/batch/recent-batches';
import { withPageAuth } from '@/lib/auth/guards';
import { translationProps } from '@/lib/i18n/translation-props';

export default function BatchPage() {
  const { t } = useTranslation('batch');
  const { query } = useRouter();
  const id = typeof query.id === 'string' ? query.id : null;
  return (
    <>
      <Head>
        <title>{t('page.title')}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <div className="max-w-page mx-auto space-y-10 px-4 py-8 sm:px-6">
        <header>
          <h1 className="text-3xl font-bold tracking-tight">{t('page.title')}</h1>
          <p className="text-ink-muted mt-1">{t('page.lead')}</p>
        </header>
        {id ? <BatchProgress id={id} /> : <BatchForm />}
        <RecentBatches refreshKey={id ?? 'new'} />
      </div>
    </>
  );
}

export const getServerSideProps = withPageAuth({
  redirectTo: '/signin',
  getServerSideProps: async ({ locale }) => ({
    props: await translationProps(locale, ['batch', 'catalog', 'listing', 'mask-editor']),
  }),
});
