import { createStore } from 'zustand/vanilla';
import type { TRenderView } from '@/lib/studio/renders/render-request';

/** SPEC §3 client state of the feeds: the three feeds, which one shows, the project filter and favourites. */

export type FeedStyle = 'private' | 'public' | 'favorites';

export type FeedState = {
  feeds: Record<FeedStyle, TRenderView[]>;
  activeProjectFilter: string | null;
  feedStyle: FeedStyle;
  favoritesCount: number;
  favoriteJobIds: Set<string>;
  completedJobsCount: number;
  hasMoreRenders: boolean;
};

export type FeedActions = {
  setFeedStyle(style: FeedStyle): void;
  setFeed(style: FeedStyle, items: TRenderView[]): void;
  setActiveProjectFilter(projectId: string | null): void;
  /** `count` is the server's total when it sends only the newest ids; without it the set's size is the count. */
  setFavorites(ids: Iterable<string>, count?: number): void;
  setFavorite(id: string, favorite: boolean): void;
  setCompletedJobsCount(count: number): void;
  setHasMoreRenders(value: boolean): void;
};

export type FeedStore = ReturnType<typeof createFeedStore>;

export function createFeedStore() {
  return createStore<FeedState & FeedActions>()((set) => ({
    feeds: { private: [], public: [], favorites: [] },
    activeProjectFilter: null,
    feedStyle: 'private',
    favoritesCount: 0,
    favoriteJobIds: new Set(),
    completedJobsCount: 0,
    hasMoreRenders: true,

    setFeedStyle: (feedStyle) => set({ feedStyle, hasMoreRenders: true }),
    setFeed: (style, items) => set((s) => ({ feeds: { ...s.feeds, [style]: items } })),
    setActiveProjectFilter: (activeProjectFilter) => set({ activeProjectFilter, hasMoreRenders: true }),
    setFavorites: (ids, count) => {
      const favoriteJobIds = new Set(ids);
      set({ favoriteJobIds, favoritesCount: Math.max(count ?? 0, favoriteJobIds.size) });
    },
    // The count moves with the set instead of being its size, so a total above the ids sent stays right.
    setFavorite: (id, favorite) =>
      set((s) => {
        if (s.favoriteJobIds.has(id) === favorite) return {};
        const favoriteJobIds = new Set(s.favoriteJobIds);
        if (favorite) favoriteJobIds.add(id);
        else favoriteJobIds.delete(id);
        return { favoriteJobIds, favoritesCount: Math.max(0, s.favoritesCount + (favorite ? 1 : -1)) };
      }),
    setCompletedJobsCount: (completedJobsCount) => set({ completedJobsCount }),
    setHasMoreRenders: (hasMoreRenders) => set({ hasMoreRenders }),
  }));
}
