import type { AppProps } from 'next/app';
import type { ComponentType } from 'react';
import type { PageTranslations } from './translation-context';
import { TranslationProvider } from './translation-provider';

/** `_app` inside a TranslationProvider given the page's `translations` prop (from translationProps). */
export function withTranslations<P extends AppProps>(App: ComponentType<P>) {
  function AppWithTranslations(props: P) {
    const { translations } = props.pageProps as { translations?: PageTranslations };
    return (
      <TranslationProvider translations={translations}>
        <App {...props} />
      </TranslationProvider>
    );
  }
  return AppWithTranslations;
}
