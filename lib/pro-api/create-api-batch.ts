import '@/lib/server-only';
import { asService } from '@/lib/db/as-user';
import type { TBatchRequest } from '@/lib/studio/batches/batch-request';
import { checkBatchPhotos } from '@/lib/studio/batches/check-batch-photos';
import { createBatch } from '@/lib/studio/batches/create-batch';
import { checkBatchEdits } from '@/lib/studio/batches/plan-batch-edits';
import { roomGroups } from '@/lib/studio/batches/room-groups';
import type { IdempotencyHold } from './api-origins';
import { discardUploads } from '@/lib/studio/uploads/discard-uploads';
import { saveUpload } from '@/lib/studio/uploads/save-upload';
import { readApiAllowance } from './api-allowance';
import { apiBatchPayer } from './api-batch-payer';
import { getApiBatch } from './api-batches';
import { assertPublicUrl } from './assert-public-url';
import type { ApiCaller } from './authenticate-api-key';
import { fetchImage } from './fetch-image';
import { type IdempotencyClaim, idempotently, requestHash } from './idempotency';
import { type TApiBatch, type TApiBatchRequest, fromApiListing } from './v1-batch-schemas';

/** Photos downloaded at once: enough to keep a 40-photo batch quick, few enough to be polite to the host. */
const PARALLEL_DOWNLOADS = 4;

/**
 * POST /api/v1/batches: the studio's listing batch, paid from the API allowance. Cheap refusals come first (the
 * webhook address, idempotency, the images left), then the photos are fetched (four at a time) and stored like
 * uploads, and the batch is created from them with its idempotency record; whatever refuses it afterwards removes
 * the stored photos again. The same Idempotency-Key and body answer with the batch the first request made, and
 * take nothing again, even when the two requests arrive together.
 */
export async function createApiBatch(
  caller: ApiCaller,
  input: TApiBatchRequest,
  idempotencyKey?: string,
): Promise<{ batch: TApiBatch; replayed: boolean }> {
  const { userId } = caller;
  checkBatchPhotos(
    input.style,
    input.photos.map((photo) => ({
      tool: photo.tool,
      roomType: photo.room_type,
      hasMask: photo.mask_url !== undefined,
      options: photo.options,
    })),
  );
  checkBatchEdits(input.edits);
  roomGroups(
    input.photos.map((photo) => ({ roomGroup: photo.room_group, roomType: photo.room_type })),
    'room_group',
  );
  if (input.webhook_url) await assertPublicUrl(input.webhook_url, 'webhook_url');

  // The body as parsed (keys in the schema's order, defaults filled in): the same request hashes the same.
  const claim: IdempotencyClaim | null = idempotencyKey
    ? { key: idempotencyKey, requestHash: requestHash({ batch: input }) }
    : null;
  const { made, replayed } = await idempotently(
    userId,
    claim,
    'batch',
    (batchId) => getApiBatch(userId, batchId),
    (idempotency) => createPaidBatch(caller, input, idempotency),
  );
  return { batch: made, replayed };
}

async function createPaidBatch(
  caller: ApiCaller,
  input: TApiBatchRequest,
  idempotency: IdempotencyHold | undefined,
): Promise<TApiBatch> {
  const { userId } = caller;
  const payer = apiBatchPayer(userId, await asService((tx) => readApiAllowance(tx, userId)));
  // Refused before any download; the authoritative check is the atomic one when the batch is recorded.
  const left = await asService((tx) => payer.left(tx));
  if (left !== null && left < input.photos.length) throw payer.short(input.photos.length, left);

  const uploaded: string[] = [];
  /** Fetches and stores one photo (and its mask), noting what it stored so a refusal can remove it. */
  const store = async (photo: TApiBatchRequest['photos'][number], index: number) => {
    const image = await saveUpload(
      { userId },
      await fetchImage(photo.image_url, `photos[${index}].image_url`),
      'photo',
    );
    uploaded.push(image.id);
    const mask = photo.mask_url
      ? await saveUpload({ userId }, await fetchImage(photo.mask_url, `photos[${index}].mask_url`), 'mask')
      : undefined;
    if (mask) uploaded.push(mask.id);
    return {
      imageId: image.id,
      maskImageId: mask?.id,
      tool: photo.tool,
      roomType: photo.room_type,
      roomGroup: photo.room_group,
      options: photo.options,
    };
  };
  try {
    const photos: TBatchRequest['photos'] = [];
    for (let start = 0; start < input.photos.length; start += PARALLEL_DOWNLOADS) {
      // Every download of the round settles before a failure is answered, so none stores a photo afterwards.
      const round = await Promise.allSettled(
        input.photos
          .slice(start, start + PARALLEL_DOWNLOADS)
          .map((photo, offset) => store(photo, start + offset)),
      );
      for (const outcome of round) {
        if (outcome.status === 'rejected') throw outcome.reason;
        photos.push(outcome.value);
      }
    }
    const batchId = await createBatch(
      userId,
      {
        style: input.style,
        photos,
        listing: input.listing && fromApiListing(input.listing),
        edits: input.edits,
      },
      {
        keyId: caller.keyId,
        webhookUrl: input.webhook_url ?? null,
        payer,
        idempotency,
      },
    );
    return await getApiBatch(userId, batchId);
  } catch (error) {
    await discardUploads(userId, uploaded).catch((cleanup: unknown) =>
      console.error('[api] discard failed', cleanup),
    );
    throw error;
  }
}
