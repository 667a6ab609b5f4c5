import english from '@/locales/en/catalog.json';
import { TOOL_TRAITS, type ToolTraits } from './tool-traits';

export type { PhotoNeed, ToolId } from './tool-traits';

/** Names and descriptions in English for prompts and the API; pages show them from the `catalog` translations. */
export type Tool = ToolTraits & { name: string; description: string };

export const TOOLS: readonly Tool[] = TOOL_TRAITS.map((tool) => ({ ...tool, ...english.tools[tool.id] }));

export function findTool(id: string): Tool | undefined {
  return TOOLS.find((tool) => tool.id === id);
}
