import '@/lib/server-only';
import sharp from 'sharp';
import type { Tool } from '../catalog/tools';
import { checkStructureOffThread } from '../guard/check-structure-off-thread';
import type { StructureReason } from '../guard/judge-structure';
import type { ResultType } from './store-result';

export type GuardedOutput = {
  passed: boolean;
  /** How much of the room's structure the output kept, 0–1 (what both APIs show). */
  score: number;
  reasons: StructureReason[];
  /** What to store: at the photo's size, and for a masked tool the photo itself outside the brushed area. */
  data: Buffer;
  type: ResultType;
};

/**
 * The structure guard on one output, before anything is stored, shown or charged for good: registered to the photo
 * (no crop, zoom, shift or aspect change), its walls, openings and long lines still in place within the tool's
 * tolerance (half of it for a render in strict layout). A tool that corrects the geometry (straighten) reframes on
 * purpose: it is held to the photo's size and to keeping its long lines, not to their places. A PNG (a masked tool's composite) is kept as it is; anything else is kept as a JPEG.
 */
export async function guardOutput(
  photo: Buffer,
  output: Buffer,
  tool: Tool,
  mask: Buffer | null,
  strictLayout = false,
): Promise<GuardedOutput> {
  const verdict = await checkStructureOffThread(photo, output, { toolId: tool.id, mask, strictLayout });
  const type: ResultType = verdict.contentType === 'image/png' ? 'image/png' : 'image/jpeg';
  const data =
    verdict.contentType === type
      ? verdict.result
      : await sharp(verdict.result).jpeg({ quality: 90 }).toBuffer();
  return { passed: verdict.passed, score: verdict.score, reasons: verdict.reasons, data, type };
}
