// Browser pages build these schemas: zod must not probe eval under the CSP (see the module).
import '@/lib/security/zod-without-eval';
import { z } from 'zod';
import { HEX_COLOUR, SKIES } from './tool-options';
import type { ToolId } from './tools';

/**
 * The options each tool takes, every one required: a tool not listed takes none. One schema per tool, so both
 * render APIs, the batch request and the OpenAPI document read the same rule (the studio's pickers read the values
 * in tool-options.ts).
 */
export const TOOL_OPTIONS = {
  'sky-replacement': z.strictObject({ sky: z.enum(SKIES) }),
  'paint-walls': z.strictObject({ color: z.string().regex(HEX_COLOUR) }),
} satisfies Partial<Record<ToolId, z.ZodObject>>;

/** A render request's `options`: any object; what each tool takes is checked by checkToolOptions. */
export const ZToolOptions = z.record(z.string(), z.unknown(), { message: 'options must be an object.' });
