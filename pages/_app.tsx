import '@/styles/globals.css';
import type { AppProps } from 'next/app';
import Head from 'next/head';
import { appWithTranslation } from 'next-i18next/pages';
import i18nConfig from '@/next-i18next.config';
import { PageShell } from '@/components/layout/page-shell';
import { AppProviders } from '@/components/providers/app-providers';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { ErrorFallback } from '@/components/ui/error-fallback';
import { PRODUCT_NAME } from '@/lib/product';

/** Pages without header and footer (SPEC §2). */
const BARE_ROUTES = new Set(['/pro']);

function App({ Component, pageProps, router }: AppProps) {
  return (
    <AppProviders>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{PRODUCT_NAME}</title>
      </Head>
      <PageShell bare={BARE_ROUTES.has(router.pathname)}>
        <ErrorBoundary
          fallback={({ reset }) => (
            <ErrorFallback
              reset={() => {
                reset();
                void router.push('/');
              }}
            />
          )}
        >
          <Component {...pageProps} />
        </ErrorBoundary>
      </PageShell>
    </AppProviders>
  );
}

// The config is given here, not sent in each page's props (serializeConfig: false).
export default appWithTranslation(App, i18nConfig);
