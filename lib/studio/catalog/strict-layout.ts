import type { Tool, ToolId } from './tools';

/**
 * The restyling tools with a "strict layout" mode: hosted, they are drawn by a line- and segmentation-conditioned
 * model that holds every window, door and column in place (REPLICATE_STRICT_LAYOUT_MODELS is keyed by this list).
 */
export const STRICT_LAYOUT_TOOLS = [
  'redesign',
  'virtual-staging',
  'furniture-restyle',
] as const satisfies readonly ToolId[];
export type StrictLayoutToolId = (typeof STRICT_LAYOUT_TOOLS)[number];

export const hasStrictLayout = (toolId: string): toolId is StrictLayoutToolId =>
  (STRICT_LAYOUT_TOOLS as readonly string[]).includes(toolId);

/**
 * The structure guard's tolerance for a render of `tool`. The local engine has no layout-conditioned drawing: what it
 * draws in strict layout is the same, so there "strict" means only that the guard lets half as much of the room's
 * structure move before it refuses the result (and draws again, then fails with structure_changed).
 */
export const structureTolerance = (tool: Pick<Tool, 'structureTolerance'>, strictLayout: boolean): number =>
  strictLayout ? tool.structureTolerance / 2 : tool.structureTolerance;
