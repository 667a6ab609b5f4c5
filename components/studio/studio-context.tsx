import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { StudioFlowActions, StudioFlowState, StudioFlowStore } from '@/store/studio-flow-store';
import type { MaskEditorHandle } from './mask-editor/mask-editor';
import type { StudioAbilities } from './studio-abilities';
import type { StudioMode } from './studio-api';
import type { useRender } from './use-render';

/** One studio, as its parts (canvas, outcome, choices, submit bar) share it. */
export type StudioSession = {
  mode: StudioMode;
  abilities: StudioAbilities;
  /** Its choices and where it stands. */
  flow: StudioFlowStore;
  /** The brush (loaded on demand): a brush tool's render sends its mask. */
  brush: {
    /** The brush's ref: it takes the keyboard on arrival when asked to. */
    attach(handle: MaskEditorHandle | null): void;
    /** The user has just said where to brush: the brush area takes the keyboard once it is on screen. */
    focusNext(): void;
    /** The mask brushed, or null when there is none. */
    toMaskBlob(): Promise<Blob | null>;
  };
  upload: { accept(file: File): Promise<void>; uploading: boolean };
  /** A finished result taken on as the next photo. */
  resultAsPhoto: { take(resultUrl: string): Promise<void>; preparing: boolean };
  /** The render shown (polled while it runs), read once for all the parts. */
  shown: Pick<ReturnType<typeof useRender>, 'data' | 'mutate'>;
};

const StudioContext = createContext<StudioSession | null>(null);

export const StudioSessionProvider = StudioContext.Provider;

export function useStudio(): StudioSession {
  const session = useContext(StudioContext);
  if (!session) throw new Error('Studio parts must be used within a Studio.');
  return session;
}

export function useStudioFlow<T>(selector: (state: StudioFlowState & StudioFlowActions) => T): T {
  return useStore(useStudio().flow, selector);
}

/** The render shown (polled while it runs). */
export const useShownRender = () => useStudio().shown;
