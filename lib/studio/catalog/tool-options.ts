// Browser pages build these schemas: zod must not probe eval under the CSP (see the module).
import '@/lib/security/zod-without-eval';
import { z } from 'zod';
import type { ToolId } from './tools';

/** The skies sky replacement puts in. */
export const SKIES = ['blue', 'golden-hour', 'dusk'] as const;
export type Sky = (typeof SKIES)[number];

/** A paint colour as the API takes it: `#RRGGBB`. */
export const HEX_COLOUR = /^#[0-9A-Fa-f]{6}$/;

/**
 * The options each tool takes, every one required: a tool not listed takes none. One schema per tool, so both
 * render APIs, the batch request, the OpenAPI document and the studio's pickers read the same rule.
 */
export const TOOL_OPTIONS = {
  'sky-replacement': z.strictObject({ sky: z.enum(SKIES) }),
  'paint-walls': z.strictObject({ color: z.string().regex(HEX_COLOUR) }),
} satisfies Partial<Record<ToolId, z.ZodObject>>;

/** What a render was asked with: the tool's options, `{}` for a tool that takes none. */
export type ToolOptions = { sky?: Sky; color?: string };

/** A render request's `options`: any object; what each tool takes is checked by checkToolOptions. */
export const ZToolOptions = z.record(z.string(), z.unknown(), { message: 'options must be an object.' });

/** The options of `tool` out of the studio's choices for every tool; undefined for a tool that takes none. */
export function optionsFor(tool: ToolId, choices: Required<ToolOptions>): ToolOptions | undefined {
  if (tool === 'sky-replacement') return { sky: choices.sky };
  if (tool === 'paint-walls') return { color: choices.color };
  return undefined;
}
