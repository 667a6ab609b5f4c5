import { createStore } from 'zustand/vanilla';

/** SPEC §3 image-editing state. `image` is 'blank' when there is none (SPEC §4, §5). */

export type BrushMode = 'simple' | 'advanced';
export type ClickPoint = { x: number; y: number };

/** One brush stroke, in the photo's natural pixels so the mask lines up whatever size the photo is shown at. */
export type MaskStroke = {
  mode: 'paint' | 'erase';
  /** Brush diameter. */
  size: number;
  /** 1 is a hard edge; lower values feather the edge over more of the brush. */
  hardness: number;
  points: ClickPoint[];
};

/** What undo and redo move between: a click adds a dot stroke and a click point as one step. */
type MaskDrawing = { strokes: MaskStroke[]; clickPoints: ClickPoint[] };

export type EditorState = {
  clickPoints: ClickPoint[];
  image: string;
  maskImage: string | null;
  lockedMaskImages: string[];
  lockedCanvasMaskImages: string[];
  brushMode: BrushMode;
  strokes: MaskStroke[];
  undoStack: MaskDrawing[];
  redoStack: MaskDrawing[];
  /** The photo the strokes were drawn on: another photo starts a new mask. */
  maskSource: string | null;
};

export type EditorActions = {
  setImage(image: string): void;
  setMaskImage(mask: string | null): void;
  addClickPoint(point: ClickPoint): void;
  clearClickPoints(): void;
  lockMask(maskImage: string, canvasMaskImage: string): void;
  setBrushMode(mode: BrushMode): void;
  startMask(source: string): void;
  /** Adds a stroke; with a click point when the stroke is a click (SPEC §3 click points). */
  addStroke(stroke: MaskStroke, clickPoint?: ClickPoint): void;
  clearMask(): void;
  undo(): void;
  redo(): void;
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
  strokes: [],
  undoStack: [],
  redoStack: [],
  maskSource: null,
};

const drawingOf = (s: EditorState): MaskDrawing => ({ strokes: s.strokes, clickPoints: s.clickPoints });

/**
 * A new drawing, undoable. The exported mask no longer matches it, so `maskImage` is dropped until the next export.
 */
const draw = (s: EditorState, next: MaskDrawing): Partial<EditorState> => ({
  ...next,
  undoStack: [...s.undoStack, drawingOf(s)],
  redoStack: [],
  maskImage: null,
});

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
    startMask: (source) =>
      set((s) =>
        s.maskSource === source
          ? s
          : {
              maskSource: source,
              strokes: [],
              clickPoints: [],
              undoStack: [],
              redoStack: [],
              maskImage: null,
            },
      ),
    addStroke: (stroke, clickPoint) =>
      set((s) =>
        draw(s, {
          strokes: [...s.strokes, stroke],
          clickPoints: clickPoint ? [...s.clickPoints, clickPoint] : s.clickPoints,
        }),
      ),
    clearMask: () =>
      set((s) =>
        s.strokes.length === 0 && s.clickPoints.length === 0 ? s : draw(s, { strokes: [], clickPoints: [] }),
      ),
    undo: () =>
      set((s) => {
        const previous = s.undoStack.at(-1);
        if (!previous) return s;
        return {
          ...previous,
          undoStack: s.undoStack.slice(0, -1),
          redoStack: [...s.redoStack, drawingOf(s)],
          maskImage: null,
        };
      }),
    redo: () =>
      set((s) => {
        const next = s.redoStack.at(-1);
        if (!next) return s;
        return {
          ...next,
          redoStack: s.redoStack.slice(0, -1),
          undoStack: [...s.undoStack, drawingOf(s)],
          maskImage: null,
        };
      }),
    reset: () => set(initial),
  }));
}
