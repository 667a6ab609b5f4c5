import { createStore } from 'zustand/vanilla';

/** SPEC §3 image-editing state. `image` is 'blank' when there is none (SPEC §4, §5). */

export type BrushMode = 'simple' | 'advanced';
export type ClickPoint = { x: number; y: number };

export type EditorState = {
  clickPoints: ClickPoint[];
  image: string;
  maskImage: string | null;
  lockedMaskImages: string[];
  lockedCanvasMaskImages: string[];
  brushMode: BrushMode;
};

export type EditorActions = {
  setImage(image: string): void;
  setMaskImage(mask: string | null): void;
  addClickPoint(point: ClickPoint): void;
  clearClickPoints(): void;
  lockMask(maskImage: string, canvasMaskImage: string): void;
  setBrushMode(mode: BrushMode): void;
  reset(): void;
};

export type EditorStore = ReturnType<typeof createEditorStore>;

const initial: EditorState = {
  clickPoints: [],
  image: 'blank',
  maskImage: null,
  lockedMaskImages: [],
  lockedCanvasMaskImages: [],
  brushMode: 'simple',
};

export function createEditorStore() {
  return createStore<EditorState & EditorActions>()((set) => ({
    ...initial,
    setImage: (image) => set({ image }),
    setMaskImage: (maskImage) => set({ maskImage }),
    addClickPoint: (point) => set((s) => ({ clickPoints: [...s.clickPoints, point] })),
    clearClickPoints: () => set({ clickPoints: [] }),
    lockMask: (maskImage, canvasMaskImage) =>
      set((s) => ({
        lockedMaskImages: [...s.lockedMaskImages, maskImage],
        lockedCanvasMaskImages: [...s.lockedCanvasMaskImages, canvasMaskImage],
      })),
    setBrushMode: (brushMode) => set({ brushMode }),
    reset: () => set(initial),
  }));
}
