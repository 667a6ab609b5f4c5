// Browser pages build these schemas: zod must not probe eval under the CSP (see the module).
import '@/lib/security/zod-without-eval';
import { z } from 'zod';
import type { ErrorCode } from '@/lib/api/error-catalog';
import { ZToolOptions } from '../catalog/tool-option-schemas';
import type { ToolOptions } from '../catalog/tool-options';

export const MAX_PROMPT_LENGTH = 500;

/** POST /api/renders body. Catalogue membership (tool, room, style) is checked with clear 422s afterwards. */
export const ZRenderRequest = z.object({
  imageId: z.uuid({ message: 'imageId must be the id of an uploaded image.' }),
  tool: z.string({ message: 'Choose a tool.' }).max(50),
  roomType: z.string({ message: 'Choose a room type.' }).max(50),
  style: z.string({ message: 'Choose a style.' }).max(50),
  prompt: z
    .string()
    .trim()
    .max(MAX_PROMPT_LENGTH, `Keep the prompt under ${MAX_PROMPT_LENGTH} characters.`)
    .optional(),
  maskImageId: z.uuid({ message: 'maskImageId must be the id of an uploaded mask.' }).optional(),
  projectId: z.uuid({ message: 'projectId must be the id of one of your projects.' }).optional(),
  variants: z.number().int().min(1, 'Ask for 1 to 4 variants.').max(4, 'Ask for 1 to 4 variants.').optional(),
  watermark: z.boolean().optional(),
  /** Keep every window, door and column in place at the cost of a less natural look (tools with such a mode). */
  strictLayout: z.boolean({ message: 'strictLayout must be true or false.' }).optional(),
  /** The tool's options (`{ sky: 'dusk' }`, `{ color: '#2E5A88' }`), checked per tool by checkToolOptions. */
  options: ZToolOptions.optional(),
});
export type TRenderRequest = z.infer<typeof ZRenderRequest>;

/** A render as its owner sees it. */
export type TRender = {
  id: string;
  mine: true;
  status: 'queued' | 'processing' | 'succeeded' | 'failed' | 'canceled';
  tool: string;
  roomType: string;
  style: string;
  prompt: string | null;
  variants: number;
  watermark: boolean;
  /** Made in strict layout (see `strictLayout` of the request). */
  strictLayout: boolean;
  /** The tool's options it was asked with (`{}` for a tool that takes none). */
  options: ToolOptions;
  engine: string | null;
  /** Why it failed, in English (for the API); `errorCode` is what the studio translates. */
  error: string | null;
  errorCode: ErrorCode | null;
  outputs: string[];
  /**
   * The structure guard's score of the result, 0–1: how much of the room's walls, windows, doors and long lines it
   * kept (the lowest of its outputs'); null before it succeeded, or for a render made before the guard.
   */
  structureScore: number | null;
  /** With a watermark: each result without it, for its owner only (empty otherwise). */
  unwatermarkedOutputs: string[];
  imageId: string;
  /** The original photo, always downloadable beside the result. */
  imageUrl: string;
  projectId: string | null;
  isPublic: boolean;
  createdAt: string;
  finishedAt: string | null;
};

/**
 * A render as anyone but its owner sees it (a public one, in a feed or opened): what it shows, never the owner's own
 * things (their prompt, projects, upload ids, failure details, or the results without the watermark).
 */
export type TPublicRender = Pick<
  TRender,
  | 'id'
  | 'status'
  | 'tool'
  | 'roomType'
  | 'style'
  | 'variants'
  | 'engine'
  | 'outputs'
  | 'imageUrl'
  | 'isPublic'
  | 'createdAt'
  | 'finishedAt'
> & { mine: false };

/** What a feed or a render's page holds: the viewer's own renders in full, anyone else's in public. */
export type TRenderView = TRender | TPublicRender;
