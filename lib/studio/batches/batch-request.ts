// Browser pages build these schemas: zod must not probe eval under the CSP (see the module).
import '@/lib/security/zod-without-eval';
import { z } from 'zod';
import { type TFairHousingWarning, ZListingInput } from '@/lib/listing/listing-input';
import { ZToolOptions } from '../catalog/tool-option-schemas';
import type { TRender } from '../renders/render-request';

/** The most photos one listing batch may hold (a large listing; more is a second batch). */
export const MAX_BATCH_PHOTOS = 40;

export const ZBatchPhoto = z.object({
  imageId: z.uuid({ message: 'imageId must be the id of an uploaded image.' }),
  maskImageId: z.uuid({ message: 'maskImageId must be the id of an uploaded mask.' }).optional(),
  tool: z.string({ message: 'Choose a tool for each photo.' }).max(50),
  roomType: z.string({ message: 'Choose a room type for each photo.' }).max(50),
  /** Photos with the same number show one room and are staged together; none: a room of its own. */
  roomGroup: z
    .int({ message: `roomGroup must be a whole number from 1 to ${MAX_BATCH_PHOTOS}.` })
    .min(1, `roomGroup must be a whole number from 1 to ${MAX_BATCH_PHOTOS}.`)
    .max(MAX_BATCH_PHOTOS, `roomGroup must be a whole number from 1 to ${MAX_BATCH_PHOTOS}.`)
    .optional(),
  /** The options of the photo's tool (see TOOL_OPTIONS). */
  options: ZToolOptions.optional(),
});

/** The most photo edits one batch applies (there are five). */
export const MAX_BATCH_EDITS = 5;

/**
 * A photo edit applied to every photo of the batch that shows what it needs (sky replacement: the exteriors with
 * sky in view), each as a render of its own beside the photo's own tool, one unit each.
 */
export const ZBatchEdit = z.object({
  tool: z.string({ message: 'Choose a photo edit.' }).max(50),
  options: ZToolOptions.optional(),
});
export type TBatchEdit = z.infer<typeof ZBatchEdit>;

/** POST /api/batches body: the listing's photos, each with its tool and room, one style, and the listing's facts. */
export const ZBatchRequest = z.object({
  style: z.string({ message: 'Choose a style.' }).max(50),
  photos: z
    .array(ZBatchPhoto, { message: 'photos must be a list.' })
    .min(1, 'Add at least one photo.')
    .max(MAX_BATCH_PHOTOS, `A batch holds at most ${MAX_BATCH_PHOTOS} photos.`),
  listing: ZListingInput.optional(),
  edits: z
    .array(ZBatchEdit, { message: 'edits must be a list.' })
    .max(MAX_BATCH_EDITS, `A batch applies at most ${MAX_BATCH_EDITS} photo edits.`)
    .optional(),
});
export type TBatchRequest = z.infer<typeof ZBatchRequest>;

/** One photo of a batch as its owner sees it. */
export type TBatchPhoto = {
  position: number;
  renderId: string;
  tool: string;
  roomType: string;
  /** The room it shows: photos of one room, numbered from 1, were staged together. */
  roomGroup: number;
  status: TRender['status'];
  error: string | null;
  imageUrl: string;
  /** The staged result, with its "Virtually staged" mark, once succeeded. */
  outputUrl: string | null;
};

export type TBatchStatus = 'processing' | 'finished';

export type TBatch = {
  id: string;
  status: TBatchStatus;
  style: string;
  photos: TBatchPhoto[];
  /** The listing description written from the facts given, and its fair-housing warnings. */
  description: string | null;
  warnings: TFairHousingWarning[];
  /** Where the kit downloads from, once the batch is finished with at least one staged photo. */
  kitUrl: string | null;
  createdAt: string;
  finishedAt: string | null;
};

/** A batch in the owner's list of recent ones. */
export type TBatchSummary = {
  id: string;
  status: TBatchStatus;
  style: string;
  photoCount: number;
  succeeded: number;
  createdAt: string;
};
