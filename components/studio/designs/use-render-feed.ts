import { useCallback, useEffect, useMemo } from 'react';
import useSWRInfinite from 'swr/infinite';
import { getData } from '@/lib/api/fetch-json';
import type { TRenderView } from '@/lib/studio/renders/render-request';
import type { FeedStyle } from '@/store/feed-store';
import { useFeedStore } from '@/store/studio-store-provider';

export type RenderPage = { renders: TRenderView[]; hasMore: boolean; nextCursor: string | null };

/** While a render in view is queued or processing, its card is refreshed this often until it finishes. */
const PENDING_POLL_MS = 4000;

const isPending = (render: TRenderView) => render.status === 'queued' || render.status === 'processing';

export function feedUrl(feed: FeedStyle, project: string | null, cursor: string | null) {
  const params = new URLSearchParams({ feed });
  if (project) params.set('project', project);
  if (cursor) params.set('cursor', cursor);
  return `/api/renders?${params}`;
}

/**
 * The feed the store points at (style and, on the private feed, the project filter), one cursor page at a time.
 * The loaded renders and whether more remain are mirrored into the feed store for the rest of the studio.
 */
export function useRenderFeed() {
  const feedStyle = useFeedStore((s) => s.feedStyle);
  const activeProjectFilter = useFeedStore((s) => s.activeProjectFilter);
  const setFeed = useFeedStore((s) => s.setFeed);
  const setHasMoreRenders = useFeedStore((s) => s.setHasMoreRenders);
  const project = feedStyle === 'private' ? activeProjectFilter : null;

  const { data, error, size, setSize, mutate, isValidating } = useSWRInfinite<RenderPage>(
    (index, previous: RenderPage | null) =>
      previous && !previous.nextCursor ? null : feedUrl(feedStyle, project, previous?.nextCursor ?? null),
    getData,
    {
      refreshInterval: (pages) => (pages?.some((page) => page.renders.some(isPending)) ? PENDING_POLL_MS : 0),
      revalidateOnFocus: false,
    },
  );

  const renders = useMemo(() => data?.flatMap((page) => page.renders) ?? [], [data]);
  const hasMore = data ? (data[data.length - 1]?.hasMore ?? false) : true;
  const isLoadingMore = !error && size > 0 && data !== undefined && data[size - 1] === undefined;

  useEffect(() => {
    if (data) setFeed(feedStyle, renders);
  }, [data, feedStyle, renders, setFeed]);
  useEffect(() => {
    if (data) setHasMoreRenders(hasMore);
  }, [data, hasMore, setHasMoreRenders]);

  const loadMore = useCallback(() => {
    if (!isLoadingMore && hasMore) void setSize((current) => current + 1);
  }, [hasMore, isLoadingMore, setSize]);
  const reload = useCallback(() => void mutate(), [mutate]);

  return {
    renders,
    isLoading: data === undefined && !error,
    isLoadingMore,
    isValidating,
    error: error as unknown,
    loadMore,
    reload,
  };
}
