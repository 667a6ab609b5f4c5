import Head from 'next/head';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { DeferredDesignsGallery } from '@/components/studio/designs/deferred-designs-gallery';
import { Studio } from '@/components/studio/studio';
import { StudioProviders } from '@/components/studio/studio-providers';
import { withPageAuth } from '@/lib/auth/guards';
import { translationProps } from '@/lib/i18n/translation-props';
import type { TRenderView } from '@/lib/studio/renders/render-request';

export default function StudioPage() {
  const { t } = useTranslation('studio');
  const [refreshKey, setRefreshKey] = useState(0);
  const [opened, setOpened] = useState<TRenderView | null>(null);
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
          <Link href="/studio/batch" prefetch={false} className="link mt-2 inline-block">
            {t('studioLink', { ns: 'batch' })}
          </Link>
        </header>
        <StudioProviders>
          <Studio mode="account" openRender={opened} onRendered={() => setRefreshKey((key) => key + 1)} />
          <DeferredDesignsGallery
            refreshKey={refreshKey}
            onOpen={(render) => {
              // A new object each time: opening the render the studio set aside brings it back.
              setOpened({ ...render });
              window.scrollTo({ top: 0, behavior: 'smooth' });
            }}
          />
        </StudioProviders>
      </div>
    </>
  );
}

export const getServerSideProps = withPageAuth({
  redirectTo: '/signin',
  getServerSideProps: async ({ locale }) => ({
    // The texts the first screen shows (the designs gallery's skeleton, the link to the batch page): the brush brings
    // its own with its code.
    props: await translationProps(locale, ['studio', 'catalog', 'designs', 'batch']),
  }),
});
