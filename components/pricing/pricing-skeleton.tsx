import { useTranslation } from 'next-i18next/pages';

const PLACEHOLDER_CARDS = 3;

/** SPEC §2: while plans load, a skeleton with a visible 'Loading...' label. */
export function PricingSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div role="status" className="mt-10">
      <p className="text-ink-muted text-center text-sm font-medium">{t('loading')}</p>
      <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
        {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
          <div
            key={index}
            className="rounded-card border-surface-line flex animate-pulse flex-col gap-4 border bg-white p-6 motion-reduce:animate-none"
          >
            <div className="bg-surface-muted h-6 w-1/2 rounded" />
            <div className="bg-surface-muted h-4 w-3/4 rounded" />
            <div className="bg-surface-muted h-12 w-2/5 rounded" />
            <div className="bg-surface-muted h-4 w-full rounded" />
            <div className="bg-surface-muted h-4 w-5/6 rounded" />
            <div className="bg-surface-muted mt-4 h-10 w-full rounded-full" />
          </div>
        ))}
      </div>
    </div>
  );
}
