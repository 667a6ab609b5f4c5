import '@/lib/server-only';
import { createDocument } from 'zod-openapi';
import { z } from 'zod';
import { API_TIERS } from '@/lib/billing/pricing-rules';
import { PRODUCT_NAME } from '@/lib/product';
import { getURL } from '@/lib/site/site-url';
import { API_TRIAL_IMAGES_PER_MONTH } from './api-allowance';
import { API_RATE_LIMIT_PER_MINUTE } from './authenticate-api-key';
import { ZBatchParams, ZKitQuery } from '@/lib/studio/batches/batch-params';
import { MAX_BATCH_PHOTOS } from '@/lib/studio/batches/batch-request';
import { ZApiBatch, ZApiBatchRequest } from './v1-batch-schemas';
import { SIGNATURE_HEADER, SIGNATURE_TOLERANCE_SECONDS } from './webhooks/sign-webhook';
import {
  ZApiError,
  ZApiRender,
  ZApiRenderJsonRequest,
  ZApiRenderList,
  ZApiRenderListQuery,
  ZApiRenderMultipartRequest,
  ZApiRenderParams,
  ZApiUsage,
  ZIdempotencyKeyHeader,
} from './v1-schemas';

const json = (schema: z.ZodType) => ({ 'application/json': { schema } });
const error = (description: string) => ({ description, content: json(ZApiError) });

/** The failures every authenticated operation can answer. */
const COMMON_ERRORS = {
  '401': error('No key, an unknown key or a revoked one (`not_authenticated`, `invalid_api_key`).'),
  '429': {
    ...error(`More than ${API_RATE_LIMIT_PER_MINUTE} requests a minute with this key (\`rate_limited\`).`),
    headers: z.object({ 'Retry-After': z.string().meta({ description: 'Seconds to wait.' }) }),
  },
};

const tiers = API_TIERS.map((tier) => `×${tier.quantity}: ${tier.images.toLocaleString('en-US')}`).join(', ');

const DESCRIPTION = `Restyle, stage, declutter and edit room photos from your own software.

**Authentication.** Create a key on your account page and send it with every request:
\`Authorization: Bearer rc_live_…\`. Keys are shown once; rotate or revoke them there.

**Allowance.** Each result image counts once a month. API tiers of the Professional plan give ${tiers} images a month;
without one, an account has ${API_TRIAL_IMAGES_PER_MONTH} a month to try the API. Failed and cancelled renders are
not counted. Over the allowance, POST /renders answers 402.

**Rate limit.** ${API_RATE_LIMIT_PER_MINUTE} requests a minute per key; over it, 429 with Retry-After.

**Renders are asynchronous.** POST /renders answers 202 with a queued render. Poll GET /renders/{id}, or pass
\`webhook_url\`. Output URLs need the same Authorization header.

**Webhooks.** When a render with a \`webhook_url\` finishes, we POST \`{id, type, created_at, data: {render}}\` there.
\`type\` is \`render.succeeded\`, \`render.failed\` or \`render.canceled\`; a batch with a \`webhook_url\` sends
\`batch.finished\` with \`data: {batch}\` when its last photo ends. Retrying a failed or cancelled photo of a
finished batch reopens it (\`status\` is \`processing\` and \`kit_url\` null again) and it sends one more
\`batch.finished\`, signed like the first, once that photo has ended; a \`batch.finished\` not yet delivered when its
batch reopens is dropped. \`Roomcraft-Webhook-Id\` is unique per delivery (use it to ignore duplicates). Any 2xx acknowledges it; otherwise we retry after 30 s, 2 min, 10 min, 1 h, 6 h and 24 h.
Each delivery carries \`${SIGNATURE_HEADER}: t=<unix seconds>,v1=<signature>\`. To verify it: compute HMAC-SHA256 of
\`<t>.<raw request body>\` with the webhook secret shown when the key was created, hex-encode it, compare it with
\`v1\` in constant time, and refuse a \`t\` more than ${SIGNATURE_TOLERANCE_SECONDS} seconds from now.

**Errors** always have the shape \`{"error": "<code>", "description": "<what to do>"}\`: \`error\` is one of the stable
codes listed in the Error schema, \`description\` says it in English, \`params\` holds the values it names (a limit, a
date) and \`field\` the input at fault, when there is one. Every 429 is \`rate_limited\`. A failed render carries its
reason the same way, as \`error_code\` beside \`error\`.`;

/** The OpenAPI 3.1 document of /api/v1, generated from the schemas the routes validate with. */
export function createOpenApiDocument() {
  return createDocument({
    openapi: '3.1.0',
    info: { title: `${PRODUCT_NAME} API`, version: '1.0.0', description: DESCRIPTION },
    servers: [{ url: getURL('api/v1') }],
    security: [{ bearerKey: [] }],
    components: {
      securitySchemes: {
        bearerKey: { type: 'http', scheme: 'bearer', description: 'An API key from your account page.' },
      },
    },
    paths: {
      '/renders': {
        post: {
          operationId: 'createRender',
          summary: 'Create a render',
          description:
            'Send the photo as a URL (JSON) or as a file (multipart/form-data, fields image and mask). Answers 202 with the queued render; a repeat with the same Idempotency-Key and body answers 200 with the same render and takes no image again, even when the requests arrive together.',
          requestParams: { header: z.object({ 'Idempotency-Key': ZIdempotencyKeyHeader }) },
          requestBody: {
            required: true,
            content: {
              'application/json': { schema: ZApiRenderJsonRequest },
              'multipart/form-data': { schema: ZApiRenderMultipartRequest },
            },
          },
          responses: {
            '202': { description: 'Queued.', content: json(ZApiRender) },
            '200': {
              description: 'The render an earlier request with this Idempotency-Key made.',
              content: json(ZApiRender),
            },
            '400': error('The body is malformed or a field is invalid (`invalid_body`).'),
            ...COMMON_ERRORS,
            '402': error('The monthly API allowance is used up (`api_quota_exceeded`).'),
            '409': error('The Idempotency-Key was used with another body (`idempotency_key_reused`).'),
            '413': error('The photo is larger than 20 MB (`file_too_large`).'),
            '415': error('The file is not an image we accept (`unsupported_type`).'),
            '422': error(
              'An unknown tool, room type or style, a masked tool without mask, strict layout for a tool without it, a missing, invalid or untaken option (`option_required`, `option_invalid`, `option_not_taken`), a photo that does not show what the tool needs (`photo_has_no_sky`, `photo_has_no_walls`, `photo_not_interior`, `photo_not_exterior`), an image URL that is private or cannot be fetched (`unknown_tool`, `mask_required`, `strict_layout_unavailable`, `url_not_allowed`, `url_unreachable`, `url_timeout`), or an unreadable image. Nothing is charged for any of them.',
            ),
          },
        },
        get: {
          operationId: 'listRenders',
          summary: 'List renders',
          description: 'Your API renders, newest first.',
          requestParams: { query: ZApiRenderListQuery },
          responses: {
            '200': { description: 'One page.', content: json(ZApiRenderList) },
            '400': error('An invalid limit or cursor.'),
            ...COMMON_ERRORS,
          },
        },
      },
      '/renders/{id}': {
        get: {
          operationId: 'getRender',
          summary: 'Get a render',
          requestParams: { path: ZApiRenderParams },
          responses: {
            '200': { description: 'The render.', content: json(ZApiRender) },
            ...COMMON_ERRORS,
            '404': error('No API render of yours has this id (`render_not_found`).'),
          },
        },
        delete: {
          operationId: 'deleteRender',
          summary: 'Delete a render',
          description:
            'Deletes the render and its files. One still in progress is cancelled and not counted.',
          requestParams: { path: ZApiRenderParams },
          responses: {
            '204': { description: 'Deleted.' },
            ...COMMON_ERRORS,
            '404': error('No API render of yours has this id (`render_not_found`).'),
          },
        },
      },
      '/batches': {
        post: {
          operationId: 'createBatch',
          summary: 'Stage a whole listing',
          description: `Up to ${MAX_BATCH_PHOTOS} photos by URL, each with its tool and room type, in one style and one seed family so the rooms look like one home. Photos given the same \`room_group\` show one room and are staged together (one seed, one furniture set, the room’s first staged photo as the reference for the others); the kit’s disclosure says which were. The images are taken for the whole batch at once (all or none); a photo that fails gives its image back. Every result carries the “Virtually staged” mark. Answers 202 with the batch; poll GET /batches/{id} or pass \`webhook_url\` for a \`batch.finished\` webhook each time the batch finishes (once, unless a photo is retried after it finished). A repeat with the same Idempotency-Key and body answers 200 with the same batch and takes no images again, even when the two requests arrive together.`,
          requestParams: { header: z.object({ 'Idempotency-Key': ZIdempotencyKeyHeader }) },
          requestBody: { required: true, content: json(ZApiBatchRequest) },
          responses: {
            '202': { description: 'Queued.', content: json(ZApiBatch) },
            '200': {
              description: 'The batch an earlier request with this Idempotency-Key made.',
              content: json(ZApiBatch),
            },
            '400': error(
              'The body is malformed or a field is invalid (`invalid_body`), or the Idempotency-Key is empty or too long (`invalid_idempotency_key`).',
            ),
            ...COMMON_ERRORS,
            '402': {
              ...error(
                'The batch needs more images than are left this month (`api_quota_exceeded`); nothing was taken.',
              ),
              headers: z.object({
                'X-Quota-Missing': z.string().meta({ description: 'How many images are missing.' }),
              }),
            },
            '404': error('A photo could not be found (`image_not_found`).'),
            '409': error(
              'The Idempotency-Key was used with another body, or for a render (`idempotency_key_reused`).',
            ),
            '413': error('A photo is larger than 20 MB (`file_too_large`).'),
            '415': error('A file is not an image we accept (`unsupported_type`).'),
            '422': error(
              'An unknown tool, room type or style, a masked tool without mask_url (the description names the photo), photos of one room_group with different room types (`room_group_mixed_rooms`), or a photo URL that is private or cannot be fetched.',
            ),
          },
        },
      },
      '/batches/{id}': {
        get: {
          operationId: 'getBatch',
          summary: 'Get a batch',
          description:
            'The batch with each photo’s status, and its kit_url once finished. A retried photo reopens a finished batch until it has ended.',
          requestParams: { path: ZBatchParams },
          responses: {
            '200': { description: 'The batch.', content: json(ZApiBatch) },
            ...COMMON_ERRORS,
            '404': error('No API batch of yours has this id (`batch_not_found`).'),
          },
        },
      },
      '/batches/{id}/kit': {
        get: {
          operationId: 'downloadBatchKit',
          summary: 'Download the listing kit',
          description:
            'A ZIP, streamed: each original beside its staged version (`03-kitchen-original.jpg`, `03-kitchen-modern-virtual-staging.jpg`), `virtual-staging-disclosure.txt` and, when facts were given, `listing-description.txt`.',
          requestParams: { path: ZBatchParams, query: ZKitQuery.pick({ lang: true }) },
          responses: {
            '200': {
              description: 'The kit.',
              content: {
                'application/zip': {
                  schema: z
                    .string()
                    .meta({ override: { type: 'string', contentMediaType: 'application/zip' } }),
                },
              },
            },
            ...COMMON_ERRORS,
            '404': error('No API batch of yours has this id (`batch_not_found`).'),
            '409': error(
              'A photo of the batch is still rendering, for the first time or retried after the batch finished (`batch_still_rendering`), or none of its photos was staged (`kit_not_ready`).',
            ),
          },
        },
      },
      '/usage': {
        get: {
          operationId: 'getUsage',
          summary: 'Get usage',
          description: 'Your API tier, this month’s allowance and what is used of it.',
          responses: { '200': { description: 'Usage.', content: json(ZApiUsage) }, ...COMMON_ERRORS },
        },
      },
      '/openapi.json': {
        get: {
          operationId: 'getOpenApiDocument',
          summary: 'This document',
          security: [],
          responses: {
            '200': { description: 'The OpenAPI 3.1 document.', content: { 'application/json': {} } },
          },
        },
      },
    },
  });
}
