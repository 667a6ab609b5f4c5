import type { z } from 'zod';
import { AppError } from '@/lib/api/app-error';
import { TOOL_OPTIONS } from '../catalog/tool-option-schemas';
import { SKIES, type ToolOptions } from '../catalog/tool-options';
import type { ToolId } from '../catalog/tools';

/** The allowed values of an option, as the refusal names them. */
const ALLOWED: Record<string, string> = { sky: SKIES.join(', '), color: '#RRGGBB' };

const schemaOf = (tool: ToolId): z.ZodObject | undefined =>
  (TOOL_OPTIONS as Partial<Record<ToolId, z.ZodObject>>)[tool];

/**
 * The options of a render of `tool`, checked against its schema, with a catalogue code for each refusal (422): an
 * option the tool does not take (`option_not_taken`), one it needs and did not get (`option_required`), or a value
 * it cannot use (`option_invalid`). Returns them normalised (a colour in upper case), as stored with the render.
 */
export function checkToolOptions(tool: ToolId, options: Record<string, unknown> | undefined): ToolOptions {
  const given = options ?? {};
  const shape = schemaOf(tool)?.shape ?? {};
  for (const option of Object.keys(given)) {
    if (!(option in shape)) throw new AppError('option_not_taken', { params: { tool, option } });
  }
  for (const option of Object.keys(shape)) {
    if (given[option] === undefined) throw new AppError('option_required', { params: { tool, option } });
    const parsed = (shape[option] as z.ZodType).safeParse(given[option]);
    if (!parsed.success) {
      throw new AppError('option_invalid', {
        params: { tool, option, value: String(given[option]).slice(0, 50) },
        description: `"${String(given[option]).slice(0, 50)}" is not a valid ${option} for ${tool}: use ${ALLOWED[option]}.`,
      });
    }
  }
  const checked = given as ToolOptions;
  return checked.color ? { ...checked, color: checked.color.toUpperCase() } : checked;
}
