import '@/lib/server-only';
import { randomInt, randomUUID } from 'node:crypto';
import { recordCharge } from '@/lib/allowances/record-charge';
import { AppError } from '@/lib/api/app-error';
import { getDb } from '@/lib/db/get-db';
import { getJobQueue } from '@/lib/jobs/get-job-queue';
import { QUEUES } from '@/lib/jobs/queues';
import { wakeWorkers } from '@/lib/jobs/wake-workers';
import { listingAllowanceOf } from '@/lib/listing/listing-allowance';
import { saveListing } from '@/lib/listing/listing-history';
import { draftListing } from '@/lib/listing/write-listing';
import { getListingWriter } from '@/lib/listing/get-listing-writer';
import type { ApiBatchOrigin } from '@/lib/pro-api/api-origins';
import { findTool } from '../catalog/tools';
import { checkToolOptions } from '../renders/check-tool-options';
import { insertRender } from '../lifecycle/insert-render';
import { findRenderImages } from '../renders/find-render-images';
import type { TBatchRequest } from './batch-request';
import { checkBatchPhotos } from './check-batch-photos';
import { type AppliedEdit, checkBatchEdits, planBatchEdits } from './plan-batch-edits';
import { MAX_BATCH_SEED, roomGroups, roomSeed } from './room-groups';
import { webQuotaPayer } from './web-quota-payer';

/**
 * A whole listing staged in one go. Cheap refusals come first (choices, then the units left, so a batch that cannot
 * be paid is refused before the listing writer spends anything); then the description is written from the facts;
 * then one transaction takes a unit per photo (all or none), records the batch and queues each photo as its own
 * render job; photos of one room share a seed (see roomGroups). The first ranks like any render of the owner; the
 * others yield to everyone else's renders, so a render of another account waits for one photo of the batch at most.
 * The batch's photo edits (enhance, straighten, sky replacement…) are each a render of every photo that shows what
 * the edit needs, after the photos' own, one unit each; the photos an edit skipped are recorded for the kit.
 * Returns the batch's id.
 */
export async function createBatch(
  userId: string,
  request: TBatchRequest,
  api?: ApiBatchOrigin,
): Promise<string> {
  checkBatchPhotos(
    request.style,
    request.photos.map((photo) => ({ ...photo, hasMask: Boolean(photo.maskImageId) })),
  );
  const edits = checkBatchEdits(request.edits);
  const groups = roomGroups(request.photos);
  const payer = api?.payer ?? webQuotaPayer(userId);

  const db = await getDb();
  const planned = await planBatchEdits(db, userId, request.photos, edits);
  const units = request.photos.length + planned.reduce((sum, edit) => sum + edit.photos.length, 0);
  const applied: AppliedEdit[] = planned.map(({ tool, options, skipped }) => ({
    tool: tool.id,
    options,
    skipped,
  }));
  const left = await payer.left(db);
  if (left !== null && left < units) throw payer.short(units, left);

  // The writer's slot is taken with the batch, in its transaction (a batch refused or rolled back takes none);
  // an allowance already used up is refused here, before the writer spends anything.
  const writerAllowance = request.listing ? await listingAllowanceOf({ userId }) : null;
  await writerAllowance?.assertLeft(db);
  const listing = request.listing ? await draftListing(request.listing, getListingWriter()) : null;

  await getJobQueue();
  const batchId = await db.transaction(async (tx) => {
    await api?.idempotency?.claim(tx);
    // Kept in the writer's history only with the batch it was written for.
    if (request.listing && listing) {
      await writerAllowance?.take(tx);
      await saveListing(tx, userId, request.listing, listing);
    }
    const images = [];
    for (const photo of request.photos) images.push(await findRenderImages(tx, { userId }, photo));
    const month = await payer.take(tx, units).catch(async (error: unknown) => {
      if (!(error instanceof AppError) || error.status !== 402) throw error;
      throw payer.short(units, (await payer.left(tx)) ?? 0);
    });
    const { rows } = await tx.query<{ id: string; seed: number }>(
      `insert into public.listing_batches (user_id, style, seed, photo_count, listing, description,
         description_warnings, api_key_id, webhook_url, edits)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id, seed`,
      [
        userId,
        request.style,
        // Room above it for each room's seed and its variants (see roomSeed).
        randomInt(1, MAX_BATCH_SEED),
        request.photos.length,
        request.listing ? JSON.stringify(request.listing) : null,
        listing?.description ?? null,
        JSON.stringify(listing?.warnings ?? []),
        api?.keyId ?? null,
        api?.webhookUrl ?? null,
        JSON.stringify(applied),
      ],
    );
    const batch = rows[0]!;
    await api?.idempotency?.attach(tx, batch.id);
    // The photos' own renders, then each edit's, numbered on after them.
    const renders = [
      ...request.photos.map((photo, index) => ({
        index,
        tool: photo.tool,
        options: checkToolOptions(findTool(photo.tool)!.id, photo.options),
        // The kit is for listings, where staged photos must say so: every staged result carries the mark.
        watermark: true,
        seed: roomSeed(batch.seed, groups[index]!),
      })),
      ...planned.flatMap((edit) =>
        edit.photos.map((index) => ({
          index,
          tool: edit.tool.id,
          options: edit.options,
          // An edit that corrects the photo (enhance, straighten, a sky) is no staging: its tool's default says.
          watermark: edit.tool.watermarkByDefault,
          seed: null,
        })),
      ),
    ];
    for (const [at, render] of renders.entries()) {
      const photo = request.photos[render.index]!;
      // Each render has its own charge of one unit: it is refunded on its own when that render fails.
      const renderId = randomUUID();
      const chargeId = await recordCharge(tx, {
        allowance: payer.allowance,
        userId,
        period: month,
        amount: 1,
        reason: 'batch',
        renderId,
        batchId: batch.id,
      });
      await insertRender(
        tx,
        {
          id: renderId,
          charge_id: chargeId,
          user_id: userId,
          image_id: photo.imageId,
          // A batch edit works on the whole photo; the photo's mask is its own tool's.
          mask_image_id: render.tool === photo.tool ? (photo.maskImageId ?? null) : null,
          image_key: images[render.index]!.photoKey,
          tool: render.tool,
          room_type: photo.roomType,
          style: request.style,
          variants: 1,
          watermark: render.watermark,
          quota_month: month,
          quota_units: api ? 0 : 1,
          options: render.options,
          api_units: api ? 1 : 0,
          api_key_id: api?.keyId ?? null,
          batch_id: batch.id,
          batch_position: at + 1,
          // The photos of one room share a seed, so the local engine furnishes them with the same pieces.
          seed: render.seed,
          room_group: groups[render.index],
        },
        at > 0,
      );
    }
    return batch.id;
  });
  wakeWorkers(QUEUES.render);
  return batchId;
}
