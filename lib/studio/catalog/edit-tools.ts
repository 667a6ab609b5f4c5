import type { ToolId } from './tools';

/**
 * The photo edits: classical image processing whose result equals a hosted model's, so the local engine draws them
 * in hosted mode too (replicate-models.ts says so per tool, and getEngine routes them here).
 */
export const EDIT_TOOLS = [
  'enhance',
  'straighten',
  'sky-replacement',
  'day-to-dusk',
  'paint-walls',
] as const satisfies readonly ToolId[];
export type EditToolId = (typeof EDIT_TOOLS)[number];

export const isEditTool = (tool: string): tool is EditToolId =>
  (EDIT_TOOLS as readonly string[]).includes(tool);
