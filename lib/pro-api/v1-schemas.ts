import '@/lib/server-only';
import 'zod-openapi';
import { z } from 'zod';
import { ERROR_CODES } from '@/lib/api/error-catalog';
import { ROOM_TYPES } from '@/lib/studio/catalog/room-types';
import { STRICT_LAYOUT_TOOLS } from '@/lib/studio/catalog/strict-layout';
import { STYLES } from '@/lib/studio/catalog/styles';
import { HEX_COLOUR, SKIES } from '@/lib/studio/catalog/tool-options';
import { TOOLS } from '@/lib/studio/catalog/tools';
import { MAX_PROMPT_LENGTH } from '@/lib/studio/renders/render-request';

/**
 * The public contract of /api/v1: the routes validate with these schemas and the OpenAPI document is generated from
 * them, so the reference cannot drift from the code. Catalogue membership is checked after parsing (422
 * unknown_tool, as in the studio); the enums here document the choices.
 */

const TOOL_IDS = TOOLS.map((tool) => tool.id);
const ROOM_IDS = ROOM_TYPES.map((room) => room.id);
const STYLE_IDS = STYLES.map((style) => style.id);

const httpUrl = (what: string) =>
  z
    .url({ protocol: /^https?$/, message: `${what} must be an http or https URL.` })
    .max(2048, `${what} must be under 2,048 characters.`);

/** The ids of the tools `pick` chooses, for the API's descriptions. */
const toolIds = (pick: (tool: (typeof TOOLS)[number]) => boolean) =>
  TOOLS.filter(pick)
    .map((t) => t.id)
    .join(', ');

const renderChoices = {
  tool: z
    .string({ message: 'Choose a tool.' })
    .max(50)
    .meta({
      description: `What to do with the photo. Tools that need a mask (${toolIds((t) => t.needsMask)}) change only its white area; those that take one when given (${toolIds((t) => t.optionalMask)}) change only its white area with one and find their own area without.`,
      override: { enum: TOOL_IDS },
      example: 'virtual-staging',
    }),
  room_type: z
    .string({ message: 'Choose a room type.' })
    .max(50)
    .meta({
      description: 'The kind of room in the photo.',
      override: { enum: ROOM_IDS },
      example: 'living_room',
    }),
  style: z
    .string({ message: 'Choose a style.' })
    .max(50)
    .meta({
      description: 'The design style of the result.',
      override: { enum: STYLE_IDS },
      example: 'scandinavian',
    }),
  prompt: z
    .string()
    .trim()
    .max(MAX_PROMPT_LENGTH, `Keep the prompt under ${MAX_PROMPT_LENGTH} characters.`)
    .optional()
    .meta({
      description: 'Optional wishes in your own words, added to the style.',
      example: 'light oak floors',
    }),
  variants: z
    .number({ message: 'variants must be a number from 1 to 4.' })
    .int('variants must be a whole number from 1 to 4.')
    .min(1, 'Ask for 1 to 4 variants.')
    .max(4, 'Ask for 1 to 4 variants.')
    .optional()
    .meta({
      description: 'Results to make (1 to 4); each counts as one image of the allowance.',
      example: 1,
    }),
  watermark: z.boolean({ message: 'watermark must be true or false.' }).optional().meta({
    description: 'Add a "Virtually staged" note to the results (MLS disclosure). Default: the tool\'s.',
  }),
  strict_layout: z
    .boolean({ message: 'strict_layout must be true or false.' })
    .optional()
    .meta({
      description: `Keep every window, door and column exactly in place, at the cost of a less natural look: the render is drawn by a line- and segmentation-conditioned model. Only for ${STRICT_LAYOUT_TOOLS.join(', ')}; other tools answer 422 strict_layout_unavailable. Default: false.`,
    }),
  options: z
    .record(z.string(), z.unknown(), { message: 'options must be an object.' })
    .optional()
    .meta({
      description: `The tool's options: sky-replacement needs \`sky\` (${SKIES.join(', ')}); paint-walls needs \`color\` (#RRGGBB). Other tools take none. A missing or invalid option, or one the tool does not take, answers 422 (option_required, option_invalid, option_not_taken). In a multipart upload, send it as a JSON text.`,
      example: { sky: 'dusk' },
      override: {
        type: 'object',
        properties: {
          sky: { type: 'string', enum: [...SKIES] },
          color: { type: 'string', pattern: HEX_COLOUR.source },
        },
        additionalProperties: false,
      },
    }),
  webhook_url: httpUrl('webhook_url').optional().meta({
    description:
      'We POST the finished render here, signed (see Webhooks). Private and local addresses are refused.',
    example: 'https://example.com/hooks/roomcraft',
  }),
};

export const ZApiRenderJsonRequest = z
  .strictObject({
    image_url: httpUrl('image_url').meta({
      description:
        'A public http(s) address of the photo (at most 20 MB; private and local addresses are refused).',
      example: 'https://example.com/listing/living-room.jpg',
    }),
    mask_url: httpUrl('mask_url').optional().meta({
      description:
        'For masked tools (and, when wanted, those that take a mask optionally): a black image with the area to change in white, the size of the photo.',
    }),
    ...renderChoices,
  })
  .meta({ id: 'RenderRequest' });
export type TApiRenderJsonRequest = z.infer<typeof ZApiRenderJsonRequest>;

/** The same choices with the photo (and mask) as files; form fields arrive as text and are converted first. */
export const ZApiRenderChoices = z.strictObject(renderChoices);
export type TApiRenderChoices = z.infer<typeof ZApiRenderChoices>;

const binary = (description: string) =>
  z
    .string()
    .meta({ description, override: { type: 'string', contentMediaType: 'application/octet-stream' } });

export const ZApiRenderMultipartRequest = z
  .object({
    image: binary(
      'The photo: JPEG, PNG, GIF, WebP, BMP, TIFF, SVG, AVIF, HEIF or HEIC, at most 20 MB. Transparent parts become white.',
    ),
    mask: binary(
      'For masked tools (and, when wanted, those that take a mask optionally): the mask image.',
    ).optional(),
    ...renderChoices,
  })
  .meta({ id: 'RenderUpload' });

export const ZApiRender = z
  .object({
    id: z.uuid(),
    status: z
      .enum(['queued', 'processing', 'succeeded', 'failed', 'canceled'])
      .meta({ description: 'queued → processing → succeeded, failed or canceled.' }),
    tool: z.string(),
    room_type: z.string(),
    style: z.string(),
    prompt: z.string().nullable(),
    variants: z.int(),
    watermark: z.boolean(),
    strict_layout: z.boolean().meta({ description: 'Whether the render was asked for in strict layout.' }),
    options: z
      .object({ sky: z.enum(SKIES).optional(), color: z.string().optional() })
      .meta({ description: "The tool's options it was asked with (empty for a tool that takes none)." }),
    input_image_url: z.url().meta({ description: 'The normalised photo (send your key to download it).' }),
    outputs: z.array(z.url()).meta({
      description: 'One URL per variant once succeeded; download them with the same Authorization header.',
    }),
    structure_score: z.number().min(0).max(1).nullable().meta({
      description:
        'How much of the room the result kept, 0–1: its walls, windows, doors and long lines, checked against the photo (the lowest of its outputs). A result that moves or covers them is made again once, then the render fails with structure_changed. Null until it succeeds.',
    }),
    error: z
      .string()
      .nullable()
      .meta({ description: 'Why it failed, for people. Failed renders are not counted.' }),
    error_code: z
      .enum(ERROR_CODES)
      .nullable()
      .meta({ description: 'Why it failed, as a stable code (no_pool_found, provider_failed…).' }),
    webhook_url: z.url().nullable(),
    created_at: z.iso.datetime(),
    finished_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'Render' });
export type TApiRender = z.infer<typeof ZApiRender>;

export const ZApiRenderList = z
  .object({
    data: z.array(ZApiRender),
    has_more: z.boolean(),
    next_cursor: z.string().nullable().meta({ description: 'Pass as cursor to get the next page.' }),
  })
  .meta({ id: 'RenderList' });

export const ZApiRenderListQuery = z.object({
  limit: z.coerce
    .number({ message: 'limit must be a number from 1 to 100.' })
    .int('limit must be a whole number from 1 to 100.')
    .min(1, 'limit must be from 1 to 100.')
    .max(100, 'limit must be from 1 to 100.')
    .default(20)
    .meta({ description: 'Renders per page, newest first (1 to 100).' }),
  cursor: z.string().max(200).optional().meta({ description: 'next_cursor of the previous page.' }),
});

export const ZApiRenderParams = z.object({
  id: z.uuid({ message: 'The render id must be a UUID.' }).meta({ description: 'The render id.' }),
});

export const ZApiUsage = z
  .object({
    tier: z
      .object({ quantity: z.int(), images: z.int() })
      .nullable()
      .meta({ description: 'The API tier of the Professional plan, or null on the trial allowance.' }),
    plan: z.enum(['professional', 'trial']),
    monthly_allowance: z.int().meta({ description: 'Images a month.' }),
    used_this_month: z
      .int()
      .meta({ description: 'Images taken this month, including renders still in progress.' }),
    remaining_this_month: z.int(),
    completed_this_month: z.int().meta({ description: 'Images delivered this month (api_completed_month).' }),
    total_completed: z
      .int()
      .meta({ description: 'Images delivered since the account began (api_total_completed).' }),
    period_start: z.iso.date(),
    resets_at: z.iso.datetime(),
  })
  .meta({ id: 'Usage' });
export type TApiUsage = z.infer<typeof ZApiUsage>;

export const ZApiError = z
  .object({
    error: z
      .enum(ERROR_CODES)
      .meta({ description: 'A stable code, such as invalid_api_key or api_quota_exceeded.' }),
    description: z.string().meta({ description: 'What went wrong and what to do, in English.' }),
    params: z
      .record(z.string(), z.union([z.string(), z.number()]))
      .optional()
      .meta({ description: 'Values the message of the code names (a limit, a date, a field).' }),
    field: z.string().optional().meta({ description: 'The input field at fault, when one is.' }),
  })
  .meta({ id: 'Error' });

export const ZIdempotencyKeyHeader = z.string().min(1).max(255).optional().meta({
  description:
    'Any unique string (a UUID): a retry with the same key and body returns the same render or batch and is charged once; the same key with another body is 409. Kept 24 hours.',
});
