import '@/lib/server-only';
import 'zod-openapi';
import { z } from 'zod';
import { type TListingInput, ZListingInput } from '@/lib/listing/listing-input';
import { MAX_BATCH_EDITS, MAX_BATCH_PHOTOS } from '@/lib/studio/batches/batch-request';
import { ROOM_TYPES } from '@/lib/studio/catalog/room-types';
import { STYLES } from '@/lib/studio/catalog/styles';
import { TOOLS } from '@/lib/studio/catalog/tools';
import { EDIT_TOOLS } from '@/lib/studio/catalog/edit-tools';

/** /api/v1/batches: a listing's photos staged in one go. Catalogue membership is checked after parsing (422). */

const httpUrl = (what: string) =>
  z
    .url({ protocol: /^https?$/, message: `${what} must be an http or https URL.` })
    .max(2048, `${what} must be under 2,048 characters.`);

export const ZApiBatchPhotoRequest = z.strictObject({
  image_url: httpUrl('image_url').meta({
    description:
      'A public http(s) address of the photo (at most 20 MB; private and local addresses are refused).',
    example: 'https://example.com/listing/living-room.jpg',
  }),
  mask_url: httpUrl('mask_url').optional().meta({
    description: 'For masked tools (declutter, say): the area to change in white, the size of the photo.',
  }),
  tool: z
    .string({ message: 'Choose a tool for each photo.' })
    .max(50)
    .meta({
      description: 'What to do with this photo: virtual-staging for an empty room, lighting, declutter…',
      override: { enum: TOOLS.map((tool) => tool.id) },
      example: 'virtual-staging',
    }),
  room_type: z
    .string({ message: 'Choose a room type for each photo.' })
    .max(50)
    .meta({
      description: 'The kind of room in the photo.',
      override: { enum: ROOM_TYPES.map((room) => room.id) },
      example: 'living_room',
    }),
  room_group: z
    .int({ message: `room_group must be a whole number from 1 to ${MAX_BATCH_PHOTOS}.` })
    .min(1, `room_group must be a whole number from 1 to ${MAX_BATCH_PHOTOS}.`)
    .max(MAX_BATCH_PHOTOS, `room_group must be a whole number from 1 to ${MAX_BATCH_PHOTOS}.`)
    .optional()
    .meta({
      description:
        'Photos with the same number show one room and are staged together: one seed and one furniture set, and the first staged photo of the room is the reference for the others. The numbers are labels (any from 1 to 40); photos of a room must have the same room_type (else 422 `room_group_mixed_rooms`). A photo without one is a room of its own.',
      example: 1,
    }),
  options: z.record(z.string(), z.unknown(), { message: 'options must be an object.' }).optional().meta({
    description:
      "The options of the photo's tool, as for a render (sky-replacement: sky; paint-walls: color).",
  }),
});

/** A photo edit the batch applies to every photo that shows what it needs. */
const ZApiBatchEdit = z.strictObject({
  tool: z
    .string({ message: 'Choose a photo edit.' })
    .max(50)
    .meta({ override: { enum: [...EDIT_TOOLS] }, example: 'enhance' }),
  options: z
    .record(z.string(), z.unknown(), { message: 'options must be an object.' })
    .optional()
    .meta({ description: "The edit's options, as for a render (sky-replacement: sky; paint-walls: color)." }),
});

/** The listing writer's facts as /api/v1 names them (snake_case): the same rules as the studio's. */
const facts = ZListingInput.shape;
export const ZApiListingFacts = z
  .strictObject(
    {
      property_type: facts.propertyType.meta({ example: 'house' }),
      bedrooms: facts.bedrooms.meta({ example: 3 }),
      bathrooms: facts.bathrooms.meta({ description: 'Halves count: 2.5.', example: 2 }),
      area: facts.area.meta({ example: 1450 }),
      area_unit: facts.areaUnit.meta({ example: 'sqft' }),
      price: facts.price,
      currency: facts.currency,
      location: facts.location.meta({ example: 'Maple Grove, Portland' }),
      features: facts.features.meta({ example: ['south-facing garden'] }),
      tone: facts.tone,
      length: facts.length,
      language: facts.language.meta({
        description: 'The language the description (and the kit’s disclosure) is written in.',
      }),
    },
    { message: 'listing must be an object of the property’s facts.' },
  )
  .meta({ id: 'ListingFacts' });
export type TApiListingFacts = z.infer<typeof ZApiListingFacts>;

/** The facts as the listing writer takes them. */
export function fromApiListing(facts: TApiListingFacts): TListingInput {
  const { property_type: propertyType, area_unit: areaUnit, ...same } = facts;
  return { ...same, propertyType, areaUnit };
}

/** The facts as /api/v1 shows them back. */
export function toApiListing(facts: TListingInput): TApiListingFacts {
  const { propertyType, areaUnit, ...same } = facts;
  return { ...same, property_type: propertyType, area_unit: areaUnit };
}

export const ZApiBatchRequest = z
  .strictObject({
    style: z
      .string({ message: 'Choose a style.' })
      .max(50)
      .meta({
        description: 'One design style for the whole listing.',
        override: { enum: STYLES.map((style) => style.id) },
        example: 'scandinavian',
      }),
    photos: z
      .array(ZApiBatchPhotoRequest, { message: 'photos must be a list.' })
      .min(1, 'Add at least one photo.')
      .max(MAX_BATCH_PHOTOS, `A batch holds at most ${MAX_BATCH_PHOTOS} photos.`)
      .meta({ description: `1 to ${MAX_BATCH_PHOTOS} photos; each counts as one image of the allowance.` }),
    listing: ZApiListingFacts.optional().meta({
      description:
        'The property’s facts: a listing description is written from them (checked for fair-housing wording) and put in the kit.',
    }),
    edits: z
      .array(ZApiBatchEdit, { message: 'edits must be a list.' })
      .max(MAX_BATCH_EDITS, `A batch applies at most ${MAX_BATCH_EDITS} photo edits.`)
      .optional()
      .meta({
        description: `Photo edits applied to every photo besides its own tool (${EDIT_TOOLS.join(', ')}): each is a render of every photo that shows what it needs (sky-replacement and day-to-dusk skip photos with no sky in view, paint-walls those with no wall found) and counts one image each; the kit says which photos each skipped. Another tool answers 422 \`batch_edit_unavailable\`, one listed twice \`batch_edit_repeated\`.`,
        example: [{ tool: 'enhance' }, { tool: 'sky-replacement', options: { sky: 'blue' } }],
      }),
    webhook_url: httpUrl('webhook_url').optional().meta({
      description: 'We POST the finished batch here once, signed (see Webhooks).',
      example: 'https://example.com/hooks/roomcraft',
    }),
  })
  .meta({ id: 'BatchRequest' });
export type TApiBatchRequest = z.infer<typeof ZApiBatchRequest>;

export const ZApiBatch = z
  .object({
    id: z.uuid(),
    status: z.enum(['processing', 'finished']).meta({
      description:
        'finished once every photo has succeeded, failed or been cancelled; processing again while a retried photo renders.',
    }),
    style: z.string(),
    photos: z.array(
      z.object({
        position: z.int().meta({ description: 'The photo’s place in the request, from 1.' }),
        render_id: z.uuid().meta({ description: 'The photo’s render (also under /renders/{id}).' }),
        tool: z.string(),
        room_type: z.string(),
        room_group: z.int().meta({
          description:
            'The photo’s room, numbered from 1 in the order the rooms first appear; photos of one room were staged together.',
        }),
        status: z.enum(['queued', 'processing', 'succeeded', 'failed', 'canceled']),
        error: z.string().nullable().meta({ description: 'Why it failed; a failed photo is not counted.' }),
        input_image_url: z.url(),
        output_url: z.url().nullable().meta({ description: 'The staged photo, marked “Virtually staged”.' }),
      }),
    ),
    listing: ZApiListingFacts.nullable().meta({ description: 'The facts given in the request, if any.' }),
    listing_description: z.string().nullable(),
    listing_warnings: z
      .array(
        z.object({
          phrase: z.string(),
          category: z.string(),
          severity: z.enum(['avoid', 'caution']),
          explanation: z.string(),
          suggestion: z.string(),
        }),
      )
      .meta({
        description:
          'Fair-housing concerns left in the facts or the description, to reword before publishing.',
      }),
    kit_url: z.url().nullable().meta({
      description:
        'Once finished with at least one staged photo: the ZIP of originals, staged photos, disclosure and description (send your key). Null again while a retried photo renders.',
    }),
    webhook_url: z.url().nullable(),
    created_at: z.iso.datetime(),
    finished_at: z.iso
      .datetime()
      .nullable()
      .meta({ description: 'When it last finished; null while it runs.' }),
  })
  .meta({ id: 'Batch' });
export type TApiBatch = z.infer<typeof ZApiBatch>;
