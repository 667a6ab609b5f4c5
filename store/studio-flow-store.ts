import { createStore } from 'zustand/vanilla';
import type { TUploadedImage } from '@/components/studio/studio-api';
import type { StyleId } from '@/lib/studio/catalog/styles';
import { PAINT_COLOURS } from '@/lib/studio/catalog/paint-colours';
import type { ToolOptions } from '@/lib/studio/catalog/tool-options';
import { type ToolId, findToolTraits } from '@/lib/studio/catalog/tool-traits';

/**
 * One studio's choices and where it stands: the photo, the form, and the render shown. Every choice stays open in
 * every state (no photo, a photo, a render running, a result shown, a failure), so no state is a dead end.
 */
export type StudioFlowState = {
  photo: TUploadedImage | null;
  tool: ToolId;
  roomType: string;
  style: StyleId;
  prompt: string;
  variants: number;
  /** null: the tool's default. */
  watermark: boolean | null;
  /** Strict layout asked for (sent only with a tool that has it). */
  strictLayout: boolean;
  /** The options chosen for the tools that take some (sent only those of the chosen tool: see optionsFor). */
  toolOptions: Required<ToolOptions>;
  /** The render shown (running, finished or failed); null while the photo is being prepared for the next one. */
  renderId: string | null;
  /** The result variant on screen. */
  variant: number;
  /** What went wrong last (a refused upload or render), until the next photo or render. */
  error: StudioError | null;
  /** A render being created (its mask uploaded, the request sent). */
  submitting: boolean;
};

export type StudioError = { message: string; code?: string };

export type StudioFlowActions = {
  chooseTool(tool: ToolId): void;
  chooseRoomType(roomType: string): void;
  chooseStyle(style: StyleId): void;
  setPrompt(prompt: string): void;
  setVariants(variants: number): void;
  setWatermark(watermark: boolean): void;
  setStrictLayout(strictLayout: boolean): void;
  setToolOptions(toolOptions: Required<ToolOptions>): void;
  setError(error: StudioError | null): void;
  setSubmitting(submitting: boolean): void;
  /** A new photo to work on (an upload, a sample room, or a result taken on as the next photo). */
  setPhoto(photo: TUploadedImage): void;
  /** The photo of the render shown (an opened render's, once its size is known): the render stays. */
  attachPhoto(photo: TUploadedImage): void;
  clearPhoto(): void;
  showRender(renderId: string): void;
  chooseVariant(variant: number): void;
  /** Brush on the photo the result was made from: the result leaves the studio (it stays in the feeds). */
  setResultAside(): void;
  /** A render from the feeds with its choices (its photo, when it is the viewer's, follows once its size is known). */
  openRender(render: { id: string; tool: ToolId; roomType: string; style: StyleId; prompt: string }): void;
};

/** The listing note is on where the user turned it on, else where the tool puts it by default. */
export const watermarkOn = (state: Pick<StudioFlowState, 'tool' | 'watermark'>) =>
  state.watermark ?? findToolTraits(state.tool)!.watermarkByDefault;

export type StudioFlowStore = ReturnType<typeof createStudioFlowStore>;

export type StudioFlowStart = Pick<StudioFlowState, 'tool' | 'roomType' | 'style'>;

export function createStudioFlowStore(start: StudioFlowStart) {
  return createStore<StudioFlowState & StudioFlowActions>()((set) => ({
    ...start,
    photo: null,
    prompt: '',
    variants: 1,
    watermark: null,
    strictLayout: false,
    toolOptions: { sky: 'blue', color: PAINT_COLOURS[0].hex },
    renderId: null,
    variant: 0,
    error: null,
    submitting: false,
    chooseTool: (tool) => set({ tool }),
    chooseRoomType: (roomType) => set({ roomType }),
    chooseStyle: (style) => set({ style }),
    setPrompt: (prompt) => set({ prompt }),
    setVariants: (variants) => set({ variants }),
    setWatermark: (watermark) => set({ watermark }),
    setStrictLayout: (strictLayout) => set({ strictLayout }),
    setToolOptions: (toolOptions) => set({ toolOptions }),
    setError: (error) => set({ error }),
    setSubmitting: (submitting) => set({ submitting }),
    setPhoto: (photo) => set({ photo, renderId: null, variant: 0, error: null }),
    attachPhoto: (photo) => set({ photo }),
    clearPhoto: () => set({ photo: null, renderId: null, variant: 0 }),
    showRender: (renderId) => set({ renderId, variant: 0 }),
    chooseVariant: (variant) => set({ variant }),
    setResultAside: () => set({ renderId: null, variant: 0 }),
    openRender: ({ id, tool, roomType, style, prompt }) =>
      set({ renderId: id, variant: 0, tool, roomType, style, prompt, error: null }),
  }));
}
