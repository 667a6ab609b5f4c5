import { useTranslation } from 'next-i18next/pages';
import { useEffect, useRef } from 'react';
import { useFeedStore } from '@/store/studio-store-provider';

type Props = { loading: boolean; onLoadMore(): void; loadedCount: number };

/** How far below the viewport the next page starts loading, so scrolling rarely waits. */
const PRELOAD_MARGIN = '600px';

/**
 * The end of a feed: while the store says more renders remain, a sentinel loads the next page as it scrolls near
 * (where IntersectionObserver exists) and a button does the same for keyboards, screen readers and old browsers.
 */
export function LoadMore({ loading, onLoadMore, loadedCount }: Props) {
  const { t } = useTranslation('designs');
  const hasMoreRenders = useFeedStore((s) => s.hasMoreRenders);
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoadMore);
  useEffect(() => {
    latest.current = onLoadMore;
  }, [onLoadMore]);

  // A new observer per page: its first report says whether the sentinel is still in view after the page arrived.
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasMoreRenders || loading || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMoreRenders, loading, loadedCount]);

  if (!hasMoreRenders) return null;
  return (
    <div ref={sentinel} className="mt-6 flex justify-center">
      <button type="button" className="btn-secondary" onClick={onLoadMore} aria-disabled={loading}>
        {loading ? t('feed.loadingMore') : t('feed.loadMore')}
      </button>
    </div>
  );
}
