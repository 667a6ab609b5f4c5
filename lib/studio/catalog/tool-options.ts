import type { ToolId } from './tools';

/** The skies sky replacement puts in. */
export const SKIES = ['blue', 'golden-hour', 'dusk'] as const;
export type Sky = (typeof SKIES)[number];

/** A paint colour as the API takes it: `#RRGGBB`. */
export const HEX_COLOUR = /^#[0-9A-Fa-f]{6}$/;

/**
 * What a render was asked with: the tool's options, `{}` for a tool that takes none. Their schemas are in
 * tool-option-schemas.ts, apart, so the studio's pickers read these values without loading zod.
 */
export type ToolOptions = { sky?: Sky; color?: string };

/** The options of `tool` out of the studio's choices for every tool; undefined for a tool that takes none. */
export function optionsFor(tool: ToolId, choices: Required<ToolOptions>): ToolOptions | undefined {
  if (tool === 'sky-replacement') return { sky: choices.sky };
  if (tool === 'paint-walls') return { color: choices.color };
  return undefined;
}
