import { type ReactNode, createContext, useContext, useState } from 'react';
import { type StoreApi, useStore } from 'zustand';
import { type EditorActions, type EditorState, createEditorStore } from './editor-store';
import { type FeedActions, type FeedState, createFeedStore } from './feed-store';
import { type ProjectActions, type ProjectState, createProjectStore } from './project-store';
import { type UploadActions, type UploadState, createUploadStore } from './upload-store';
import { type VideoJobsActions, type VideoJobsState, createVideoJobsStore } from './video-jobs-store';

const createStores = () => ({
  feed: createFeedStore(),
  videoJobs: createVideoJobsStore(),
  upload: createUploadStore(),
  project: createProjectStore(),
  editor: createEditorStore(),
});
type Stores = ReturnType<typeof createStores>;

const StudioStoreContext = createContext<Stores | null>(null);

/** One set of stores per app instance, so server renders never share state between visitors. */
export function StudioStoreProvider({ children }: { children: ReactNode }) {
  const [stores] = useState(createStores);
  return <StudioStoreContext.Provider value={stores}>{children}</StudioStoreContext.Provider>;
}

function useStudioStore<S, T>(pick: (stores: Stores) => StoreApi<S>, selector: (state: S) => T): T {
  const stores = useContext(StudioStoreContext);
  if (!stores) throw new Error('Studio stores must be used within a StudioStoreProvider.');
  return useStore(pick(stores), selector);
}

export const useFeedStore = <T,>(selector: (state: FeedState & FeedActions) => T) =>
  useStudioStore((s) => s.feed, selector);
export const useVideoJobsStore = <T,>(selector: (state: VideoJobsState & VideoJobsActions) => T) =>
  useStudioStore((s) => s.videoJobs, selector);
export const useUploadStore = <T,>(selector: (state: UploadState & UploadActions) => T) =>
  useStudioStore((s) => s.upload, selector);
export const useProjectStore = <T,>(selector: (state: ProjectState & ProjectActions) => T) =>
  useStudioStore((s) => s.project, selector);
export const useEditorStore = <T,>(selector: (state: EditorState & EditorActions) => T) =>
  useStudioStore((s) => s.editor, selector);
