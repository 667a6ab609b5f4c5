import { useTranslation } from 'next-i18next/pages';
import { useEffect, useId, useRef, useState } from 'react';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { CloseIcon } from '@/components/ui/icons';
import type { TRenderView } from '@/lib/studio/renders/render-request';
import { useFeedStore } from '@/store/studio-store-provider';
import { FeedEmptyState } from './feed-empty-state';
import { FeedTabs, feedTabId } from './feed-tabs';
import { GallerySkeleton } from './gallery-skeleton';
import { LoadMore } from './load-more';
import { ProjectFilter } from './project-filter';
import { ProjectsManager } from './projects-manager';
import { RenderCard } from './render-card';
import { useProjects } from './use-projects';
import { useRenderFeed } from './use-render-feed';
import { useRenderSummary } from './use-render-summary';
import { useFormat } from '@/hooks/use-format';

type Props = {
  onOpen(render: TRenderView): void;
  /** Bumped by the studio after a new render, so the private feed and the counts load again. */
  refreshKey?: number;
  /** Offered on the empty private feed: takes the person to the upload. */
  onStartNew?(): void;
};

/**
 * The studio's designs: private, public and favourite feeds as tabs, the project filter and manager on the private
 * feed, and an endless grid of render cards that loads the next page as it scrolls.
 */
export function DesignsGallery({ onOpen, refreshKey = 0, onStartNew }: Props) {
  const { t } = useTranslation('designs');
  const format = useFormat();
  const idPrefix = useId();
  const panelId = `${idPrefix}-panel`;
  const feedStyle = useFeedStore((s) => s.feedStyle);
  const activeProjectFilter = useFeedStore((s) => s.activeProjectFilter);
  const completedJobsCount = useFeedStore((s) => s.completedJobsCount);
  const feed = useRenderFeed();
  const summary = useRenderSummary();
  const projects = useProjects();
  const [managing, setManaging] = useState(false);

  // Only a change reloads: the first value is what the feeds were just loaded with.
  const seenRefreshKey = useRef(refreshKey);
  const { reload: reloadFeed } = feed;
  const { reload: reloadSummary } = summary;
  useEffect(() => {
    if (seenRefreshKey.current === refreshKey) return;
    seenRefreshKey.current = refreshKey;
    reloadFeed();
    reloadSummary();
  }, [refreshKey, reloadFeed, reloadSummary]);

  const onMoved = () => {
    feed.reload();
    projects.reload();
  };
  const privateFeed = feedStyle === 'private';

  return (
    <section aria-labelledby={`${idPrefix}-title`} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={`${idPrefix}-title`} className="text-2xl font-bold tracking-tight">
          {t('title')}
        </h2>
        <p className="text-ink-muted text-sm" aria-live="polite">
          {t('completedCount', {
            count: completedJobsCount,
            formatted: format.number(completedJobsCount),
          })}
        </p>
      </div>

      <FeedTabs idPrefix={idPrefix} panelId={panelId} />

      <div
        id={panelId}
        role="tabpanel"
        aria-labelledby={feedTabId(idPrefix, feedStyle)}
        aria-busy={feed.isLoading || feed.isLoadingMore}
        className="flex flex-col gap-4"
      >
        {privateFeed && (
          <div className="flex flex-wrap items-center justify-between gap-2">
            <ProjectFilter />
            <button type="button" className="btn-secondary" onClick={() => setManaging(true)}>
              {t('projects.manage')}
            </button>
          </div>
        )}

        {feed.error && feed.renders.length === 0 ? (
          <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center">
            <p className="text-danger-600 font-medium">{t('feed.loadError')}</p>
            <button type="button" className="btn-secondary" onClick={feed.reload}>
              {t('feed.retry')}
            </button>
          </div>
        ) : feed.isLoading ? (
          <GallerySkeleton />
        ) : feed.renders.length === 0 ? (
          <FeedEmptyState
            feed={feedStyle}
            filtered={privateFeed && activeProjectFilter !== null}
            onStartNew={onStartNew}
          />
        ) : (
          <>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
              {feed.renders.map((render) => (
                <RenderCard
                  key={render.id}
                  render={render}
                  onOpen={onOpen}
                  withProjectActions={privateFeed}
                  onMoved={onMoved}
                  // Tried again from its card, a render is queued: the feed shows it so.
                  onRetried={feed.reload}
                />
              ))}
            </ul>
            {feed.error ? (
              <div role="alert" className="flex flex-col items-center gap-2 text-center">
                <p className="text-danger-600 text-sm font-medium">{t('feed.loadMoreError')}</p>
                <button type="button" className="btn-secondary" onClick={feed.reload}>
                  {t('feed.retry')}
                </button>
              </div>
            ) : (
              <LoadMore
                loading={feed.isLoadingMore}
                onLoadMore={feed.loadMore}
                loadedCount={feed.renders.length}
              />
            )}
          </>
        )}
      </div>

      <ModalDialog
        open={managing}
        onClose={() => setManaging(false)}
        labelledBy={`${idPrefix}-projects-title`}
        className="rounded-card m-auto w-[min(32rem,calc(100vw-2rem))] bg-white p-5 shadow-xl sm:p-6"
      >
        <div className="relative">
          <button
            type="button"
            className="btn-ghost absolute -top-2 -right-2 px-2"
            onClick={() => setManaging(false)}
            aria-label={t('projects.close')}
          >
            <CloseIcon className="size-5" />
          </button>
          {managing && (
            <ProjectsManager titleId={`${idPrefix}-projects-title`} onProjectDeleted={feed.reload} />
          )}
        </div>
      </ModalDialog>
    </section>
  );
}
