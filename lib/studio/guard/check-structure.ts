import { structureTolerance } from '../catalog/strict-layout';
import { findTool, type ToolId } from '../catalog/tools';
import { judgeStructure, type StructureVerdict } from './judge-structure.ts';

export type StructureCheck = {
  toolId: ToolId;
  mask?: Buffer | null;
  /** A render in strict layout: the tool's tolerance is halved (see structureTolerance). */
  strictLayout?: boolean;
};

/**
 * The structure guard for one output of a tool, with the tool's own tolerance from the catalogue: whether the
 * output keeps the photo's frame, walls and openings, its score, and the picture to store. Runs on the calling
 * thread (pure image work, no I/O): the render path calls it through checkStructureOffThread.
 */
export function checkStructure(
  original: Buffer,
  output: Buffer,
  { toolId, mask = null, strictLayout = false }: StructureCheck,
): Promise<StructureVerdict> {
  const tool = findTool(toolId);
  if (!tool) throw new Error(`No tool ${toolId} in the catalogue.`);
  return judgeStructure(original, output, {
    tolerance: structureTolerance(tool, strictLayout),
    mask,
    geometryCorrected: tool.correctsGeometry,
  });
}
