import { useCallback, useEffect } from 'react';
import useSWR from 'swr';
import { getData } from '@/lib/api/fetch-json';
import { useFeedStore } from '@/store/studio-store-provider';

/** GET /api/renders/summary; its type lives with the server code, which the browser may not import. */
type RenderSummary = { favoriteIds: string[]; favoritesCount: number; completedCount: number };

export const SUMMARY_KEY = '/api/renders/summary';

/** Favourite ids and count and finished renders, copied into the feed store where the hearts and counts read them. */
export function useRenderSummary() {
  const setFavorites = useFeedStore((s) => s.setFavorites);
  const setCompletedJobsCount = useFeedStore((s) => s.setCompletedJobsCount);
  const { data, mutate } = useSWR<RenderSummary>(SUMMARY_KEY, getData, { revalidateOnFocus: false });

  useEffect(() => {
    if (!data) return;
    setFavorites(data.favoriteIds, data.favoritesCount);
    setCompletedJobsCount(data.completedCount);
  }, [data, setFavorites, setCompletedJobsCount]);

  return { reload: useCallback(() => void mutate(), [mutate]) };
}
