import { useTranslation } from 'next-i18next/pages';

/** What a visitor sees when a page crashes in the browser. */
export function ErrorFallback({ reset }: { reset(): void }) {
  const { t } = useTranslation('common');
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">{t('errors.serverTitle')}</h1>
      <p className="text-ink-muted mt-3">{t('errors.serverText')}</p>
      <button type="button" className="btn-primary mt-6" onClick={reset}>
        {t('errors.backHome')}
      </button>
    </div>
  );
}
