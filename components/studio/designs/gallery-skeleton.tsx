import { useTranslation } from 'next-i18next/pages';

const PLACEHOLDER_CARDS = 6;

/** Placeholder cards with the real cards' boxes, so the grid does not jump when the first page arrives. */
export function GallerySkeleton() {
  const { t } = useTranslation('designs');
  return (
    <div role="status">
      <p className="sr-only">{t('feed.loading')}</p>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4" aria-hidden="true">
        {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
          <li
            key={index}
            className="rounded-card border-surface-line animate-pulse overflow-hidden border bg-white motion-reduce:animate-none"
          >
            <div className="bg-surface-muted aspect-[4/3]" />
            <div className="flex flex-col gap-2 p-3">
              <div className="bg-surface-muted h-5 w-2/3 rounded" />
              <div className="bg-surface-muted h-4 w-1/3 rounded" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
