import { createStore } from 'zustand/vanilla';

/** SPEC §3 client state of feeds, projects and uploads. */

export type FeedStyle = 'private' | 'public' | 'favorites';
export type PendingVideoJob = { id: string; updatable: boolean; removable: boolean };
export type Project = { id: string; name: string };
export type FeedItem = { id: string } & Record<string, unknown>;

export type FeedState = {
  feeds: Record<FeedStyle, FeedItem[]>;
  activeProjectFilter: string | null;
  feedStyle: FeedStyle;
  favoritesCount: number;
  favoriteJobIds: Set<string>;
  completedJobsCount: number;
  hasMoreRenders: boolean;
  pendingVideoJobs: PendingVideoJob[];
  uploadedFile: File | null;
  imageUrl: string | null;
  projects: Project[];
  selectedProject: Project | null;
};

export type FeedActions = {
  setFeedStyle(style: FeedStyle): void;
  setFeed(style: FeedStyle, items: FeedItem[]): void;
  setActiveProjectFilter(projectId: string | null): void;
  setFavorites(ids: Iterable<string>): void;
  setCompletedJobsCount(count: number): void;
  setHasMoreRenders(value: boolean): void;
  addPendingVideoJob(job: PendingVideoJob): void;
  removePendingVideoJob(id: string): void;
  updatePendingVideoJob(id: string, patch: Partial<Omit<PendingVideoJob, 'id'>>): void;
  setUpload(file: File | null, imageUrl: string | null): void;
  setProjects(projects: Project[]): void;
  selectProject(project: Project | null): void;
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
    pendingVideoJobs: [],
    uploadedFile: null,
    imageUrl: null,
    projects: [],
    selectedProject: null,

    setFeedStyle: (feedStyle) => set({ feedStyle }),
    setFeed: (style, items) => set((s) => ({ feeds: { ...s.feeds, [style]: items } })),
    setActiveProjectFilter: (activeProjectFilter) => set({ activeProjectFilter }),
    setFavorites: (ids) => {
      const favoriteJobIds = new Set(ids);
      set({ favoriteJobIds, favoritesCount: favoriteJobIds.size });
    },
    setCompletedJobsCount: (completedJobsCount) => set({ completedJobsCount }),
    setHasMoreRenders: (hasMoreRenders) => set({ hasMoreRenders }),
    // SPEC §4: new jobs go to the front; removal and patches are by id.
    addPendingVideoJob: (job) => set((s) => ({ pendingVideoJobs: [job, ...s.pendingVideoJobs] })),
    removePendingVideoJob: (id) =>
      set((s) => ({ pendingVideoJobs: s.pendingVideoJobs.filter((j) => j.id !== id) })),
    updatePendingVideoJob: (id, patch) =>
      set((s) => ({
        pendingVideoJobs: s.pendingVideoJobs.map((j) => (j.id === id ? { ...j, ...patch } : j)),
      })),
    setUpload: (uploadedFile, imageUrl) => set({ uploadedFile, imageUrl }),
    setProjects: (projects) => set({ projects }),
    selectProject: (selectedProject) => set({ selectedProject }),
  }));
}
