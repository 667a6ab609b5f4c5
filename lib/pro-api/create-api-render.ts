import { createHash } from 'node:crypto';
import { captureServerEvent } from '@/lib/analytics/server-analytics';
import { AppError } from '@/lib/api/app-error';
import { asService } from '@/lib/db/as-user';
import { quotaPeriod } from '@/lib/studio/renders/take-quota';
import { checkRenderChoices, createRender } from '@/lib/studio/renders/create-render';
import { discardUploads } from '@/lib/studio/uploads/discard-uploads';
import { saveUpload } from '@/lib/studio/uploads/save-upload';
import { MAX_UPLOAD_BYTES } from '@/lib/studio/uploads/upload-limits';
import { apiQuotaExceeded, readApiAllowance, takeApiQuota } from './api-allowance';
import { getApiRender } from './api-renders';
import type { ApiCaller } from './authenticate-api-key';
import {
  type IdempotencyClaim,
  IdempotencyRace,
  findIdempotentRender,
  recordIdempotencyKey,
  requestHash,
} from './idempotency';
import { OutboundError, outboundRequest } from './outbound-request';
import { assertPublicUrl } from './assert-public-url';
import type { TApiRender, TApiRenderChoices } from './v1-schemas';

/** A photo (or mask) as sent: its bytes, or the address to fetch it from. */
export type ImageSource = Buffer | string;

export type ApiRenderInput = TApiRenderChoices & { image: ImageSource; mask?: ImageSource };

/** How long fetching a photo may take, redirects included. */
export const IMAGE_FETCH_TIMEOUT_MS = 15_000;
export const IMAGE_FETCH_MAX_REDIRECTS = 3;

const fingerprint = (source: ImageSource | undefined) =>
  source === undefined
    ? null
    : typeof source === 'string'
      ? `url:${source}`
      : `sha256:${createHash('sha256').update(source).digest('hex')}`;

/** The bytes of an image given by address, with each way that can fail answered clearly. */
async function fetchImage(url: string, field: 'image_url' | 'mask_url'): Promise<Buffer> {
  try {
    const response = await outboundRequest(url, {
      maxBytes: MAX_UPLOAD_BYTES,
      timeoutMs: IMAGE_FETCH_TIMEOUT_MS,
      maxRedirects: IMAGE_FETCH_MAX_REDIRECTS,
      headers: { accept: 'image/*' },
    });
    return response.body;
  } catch (error) {
    if (!(error instanceof OutboundError)) throw error;
    if (error.kind === 'too_large') {
      throw new AppError('file_too_large', {
        params: { mb: MAX_UPLOAD_BYTES / 1024 / 1024 },
        description: `The image at ${field} is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`,
      });
    }
    if (error.kind === 'not_allowed') {
      throw new AppError('url_not_allowed', {
        field,
        description: `${field} is not allowed: ${error.message}.`,
      });
    }
    if (error.kind === 'timeout') {
      throw new AppError('url_timeout', { field, params: { seconds: IMAGE_FETCH_TIMEOUT_MS / 1000 } });
    }
    throw new AppError('url_unreachable', {
      field,
      description: `We could not download ${field}: ${error.message}.`,
    });
  }
}

const imageBytes = (source: ImageSource, field: 'image_url' | 'mask_url') =>
  typeof source === 'string' ? fetchImage(source, field) : Promise.resolve(source);

/**
 * POST /api/v1/renders: the studio's render pipeline, paid from the API allowance. Cheap refusals come first (choices,
 * webhook address, idempotency, allowance), then the photo is fetched or read, normalised and stored like an upload,
 * and the render is created with its idempotency record in one transaction.
 */
export async function createApiRender(
  caller: ApiCaller,
  input: ApiRenderInput,
  idempotencyKey: string | undefined,
): Promise<{ render: TApiRender; replayed: boolean }> {
  const { userId } = caller;
  checkRenderChoices(
    { tool: input.tool, roomType: input.room_type, style: input.style },
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
          webhook_url: input.webhook_url,
          image: fingerprint(input.image),
          mask: fingerprint(input.mask),
        }),
      }
    : null;
  const replay = async (renderId: string) => ({
    render: await getApiRender(userId, renderId),
    replayed: true,
  });
  if (claim) {
    const earlier = await findIdempotentRender(userId, claim);
    if (earlier) return replay(earlier);
  }

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
      },
      {
        keyId: caller.keyId,
        webhookUrl: input.webhook_url ?? null,
        takeUnits: (tx, owner, units) => takeApiQuota(tx, owner, units, allowance),
        onInserted: claim ? (tx, renderId) => recordIdempotencyKey(tx, userId, claim, renderId) : undefined,
      },
    );
    await captureServerEvent(userId, 'api_render_created', {
      render_id: render.id,
      tool: render.tool,
      variants: render.variants,
    });
    return { render: await getApiRender(userId, render.id), replayed: false };
  } catch (error) {
    // The render was not made (the allowance ran out meanwhile, a duplicate won, the mask was unreadable).
    await discardUploads(userId, uploaded).catch((cleanup: unknown) =>
      console.error('[api] discard failed', cleanup),
    );
    if (!(error instanceof IdempotencyRace) || !claim) throw error;
    const winner = await findIdempotentRender(userId, claim);
    if (!winner) throw error;
    return replay(winner);
  }
}
