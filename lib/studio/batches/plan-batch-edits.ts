import '@/lib/server-only';
import { AppError } from '@/lib/api/app-error';
import type { Queryable } from '@/lib/db/types';
import type { ToolOptions } from '../catalog/tool-options';
import { type Tool, findTool } from '../catalog/tools';
import { isEditTool } from '../catalog/edit-tools';
import { photoNeedOf, photoRefusal, photoShows } from '../renders/assert-photo-fits';
import { checkToolOptions } from '../renders/check-tool-options';
import type { TBatchEdit, TBatchRequest } from './batch-request';

export type CheckedEdit = { tool: Tool; options: ToolOptions };

/** What a batch stores of each edit (listing_batches.edits): the kit says from it what was applied where. */
export type AppliedEdit = {
  tool: string;
  options: ToolOptions;
  /** The positions of the photos it was not applied to, because they do not show what it needs. */
  skipped: number[];
};

export type PlannedEdit = CheckedEdit & {
  /** The indexes of the photos it is applied to. */
  photos: number[];
  skipped: number[];
};

/** The batch's edits checked against the catalogue, with 422s naming the edit; cheap, before anything else. */
export function checkBatchEdits(edits: TBatchEdit[] = []): CheckedEdit[] {
  const seen = new Set<string>();
  return edits.map((edit, index) => {
    const tool = findTool(edit.tool);
    if (!tool || !isEditTool(tool.id)) {
      throw new AppError('batch_edit_unavailable', {
        params: { tool: edit.tool },
        field: `edits[${index}].tool`,
      });
    }
    if (seen.has(tool.id)) throw new AppError('batch_edit_repeated', { params: { tool: tool.id } });
    seen.add(tool.id);
    return { tool, options: checkToolOptions(tool.id, edit.options) };
  });
}

/**
 * Which photos each part of the batch fits, before anything is taken: a photo whose own tool needs what it does not
 * show is refused (422, naming the photo), as a render of its own would be; an edit is applied to the photos that
 * show what it needs and skips the others (sky replacement on the exteriors, not the rooms). Each photo is measured
 * once per need, off the event loop, and the answer kept with the upload (photoShows).
 */
export async function planBatchEdits(
  db: Queryable,
  userId: string,
  photos: TBatchRequest['photos'],
  edits: CheckedEdit[],
): Promise<PlannedEdit[]> {
  for (const [index, photo] of photos.entries()) {
    const tool = findTool(photo.tool)!;
    const need = photoNeedOf(tool, Boolean(photo.maskImageId));
    if (need && (await photoShows(db, { userId }, photo.imageId, need)) === false) {
      throw photoRefusal(need, tool, `Photo ${index + 1} does not show what ${tool.name} needs.`);
    }
  }
  const planned: PlannedEdit[] = [];
  for (const edit of edits) {
    const need = photoNeedOf(edit.tool, false);
    const fits: number[] = [];
    const skipped: number[] = [];
    for (const [index, photo] of photos.entries()) {
      const shows = need ? await photoShows(db, { userId }, photo.imageId, need) : true;
      if (shows === false) skipped.push(index + 1);
      else fits.push(index);
    }
    planned.push({ ...edit, photos: fits, skipped });
  }
  return planned;
}
