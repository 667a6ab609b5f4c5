import '@/lib/server-only';
import { createHash } from 'node:crypto';
import { captureServerEvent } from '@/lib/analytics/server-analytics';
import { asService } from '@/lib/db/as-user';
import { quotaPeriod } from '@/lib/studio/renders/take-quota';
import { checkRenderChoices, createRender } from '@/lib/studio/lifecycle/create-render';
import type { IdempotencyHold } from './api-origins';
import { discardUploads } from '@/lib/studio/uploads/discard-uploads';
import { saveUpload } from '@/lib/studio/uploads/save-upload';
import { fetchImage } from './fetch-image';
import { apiQuotaExceeded, readApiAllowance, takeApiQuota } from './api-allowance';
import { getApiRender } from './api-renders';
import type { ApiCaller } from './authenticate-api-key';
import { type IdempotencyClaim, idempotently, requestHash } from './idempotency';
import { assertPublicUrl } from './assert-public-url';
import type { TApiRender, TApiRenderChoices } from './v1-schemas';

/** A photo (or mask) as sent: its bytes, or the address to fetch it from. */
export type ImageSource = Buffer | string;

export type ApiRenderInput = TApiRenderChoices & { image: ImageSource; mask?: ImageSource };

const fingerprint = (source: ImageSource | undefined) =>
  source === undefined
    ? null
    : typeof source === 'string'
      ? `url:${source}`
      : `sha256:${createHash('sha256').update(source).digest('hex')}`;

const imageBytes = (source: ImageSource, field: 'image_url' | 'mask_url') =>
  typeof source === 'string' ? fetchImage(source, field) : Promise.resolve(source);

/**
 * POST /api/v1/renders: the studio's render pipeline, paid from the API allowance. Cheap refusals come first (choices,
 * webhook address, idempotency, allowance), then the photo is fetched or read, normalised and stored like an upload,
 * and the render is created in one transaction that claims its Idempotency-Key before it takes the units: the same key
 * and body answer with the render the first request made and take nothing again, even when the requests arrive
 * together on the last image.
 */
export async function createApiRender(
  caller: ApiCaller,
  input: ApiRenderInput,
  idempotencyKey: string | undefined,
): Promise<{ render: TApiRender; replayed: boolean }> {
  const { userId } = caller;
  checkRenderChoices(
    {
      tool: input.tool,
      roomType: input.room_type,
      style: input.style,
      strictLayout: input.strict_layout,
      options: input.options,
    },
    input.mask !== undefined,
  );
  if (input.webhook_url) await assertPublicUrl(input.webhook_url, 'webhook_url');

  const claim: IdempotencyClaim | null = idempotencyKey
    ? {
        key: idempotencyKey,
        requestHash: requestHash({
          tool: input.tool,
          room_type: input.room_type,
          style: input.style,
          prompt: input.prompt,
          variants: input.variants,
          watermark: input.watermark,
          strict_layout: input.strict_layout,
          options: input.options,
          webhook_url: input.webhook_url,
          image: fingerprint(input.image),
          mask: fingerprint(input.mask),
        }),
      }
    : null;
  const { made, replayed } = await idempotently(
    userId,
    claim,
    'render',
    (renderId) => getApiRender(userId, renderId),
    (idempotency) => createPaidRender(caller, input, idempotency),
  );
  return { render: made, replayed };
}

async function createPaidRender(
  caller: ApiCaller,
  input: ApiRenderInput,
  idempotency: IdempotencyHold | undefined,
): Promise<TApiRender> {
  const { userId } = caller;
  const variants = input.variants ?? 1;
  const allowance = await asService(async (tx) => {
    const found = await readApiAllowance(tx, userId);
    const { rows } = await tx.query<{ used: number }>(
      'select api_renders as used from public.usage where user_id = $1 and month = $2::date',
      [userId, quotaPeriod().month],
    );
    // Refused before any download; the authoritative check is the atomic one when the render is inserted.
    if ((rows[0]?.used ?? 0) + variants > found.images) throw apiQuotaExceeded(found);
    return found;
  });

  const [photo, mask] = await Promise.all([
    imageBytes(input.image, 'image_url'),
    input.mask === undefined ? undefined : imageBytes(input.mask, 'mask_url'),
  ]);
  const image = await saveUpload({ userId }, photo, 'photo');
  const uploaded = [image.id];
  try {
    const maskImage = mask ? await saveUpload({ userId }, mask, 'mask') : undefined;
    if (maskImage) uploaded.push(maskImage.id);
    const render = await createRender(
      userId,
      {
        imageId: image.id,
        maskImageId: maskImage?.id,
        tool: input.tool,
        roomType: input.room_type,
        style: input.style,
        prompt: input.prompt,
        variants,
        watermark: input.watermark,
        strictLayout: input.strict_layout,
        options: input.options,
      },
      {
        keyId: caller.keyId,
        webhookUrl: input.webhook_url ?? null,
        takeUnits: (tx, owner, units) => takeApiQuota(tx, owner, units, allowance),
        idempotency,
      },
    );
    await captureServerEvent(userId, 'api_render_created', {
      render_id: render.id,
      tool: render.tool,
      variants: render.variants,
    });
    return await getApiRender(userId, render.id);
  } catch (error) {
    // The render was not made (the allowance ran out meanwhile, a duplicate won, the mask was unreadable).
    await discardUploads(userId, uploaded).catch((cleanup: unknown) =>
      console.error('[api] discard failed', cleanup),
    );
    throw error;
  }
}
