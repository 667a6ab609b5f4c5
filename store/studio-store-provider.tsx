import { type ReactNode, createContext, useContext, useState } from 'react';
import { useStore } from 'zustand';
import { type EditorActions, type EditorState, type EditorStore, createEditorStore } from './editor-store';
import { type FeedActions, type FeedState, type FeedStore, createFeedStore } from './feed-store';

type Stores = { feed: FeedStore; editor: EditorStore };

const StudioStoreContext = createContext<Stores | null>(null);

/** One set of stores per app instance, so server renders never share state between visitors. */
export function StudioStoreProvider({ children }: { children: ReactNode }) {
  const [stores] = useState<Stores>(() => ({ feed: createFeedStore(), editor: createEditorStore() }));
  return <StudioStoreContext.Provider value={stores}>{children}</StudioStoreContext.Provider>;
}

function useStores(): Stores {
  const stores = useContext(StudioStoreContext);
  if (!stores) throw new Error('Studio stores must be used within a StudioStoreProvider.');
  return stores;
}

export function useFeedStore<T>(selector: (state: FeedState & FeedActions) => T): T {
  return useStore(useStores().feed, selector);
}

export function useEditorStore<T>(selector: (state: EditorState & EditorActions) => T): T {
  return useStore(useStores().editor, selector);
}
