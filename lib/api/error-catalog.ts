import type { ErrorCode } from './error-codes';

export { ERROR_CODES, type ErrorCode, isErrorCode } from './error-codes';

/**
 * Every error code the product answers with, its HTTP status and its English description. `{{name}}` marks a
 * parameter the error carries. The browser shows the `errors` namespace's message for the code instead, in the
 * page's language; the description is for API clients and logs. Render failures are here too (their status is what
 * the render's API answer would have been), since a failed render carries its code the same way.
 */
export const ERROR_CATALOG = {
  // The request itself
  invalid_body: { status: 400, description: 'The request body is not valid.' },
  invalid_query: { status: 400, description: 'The query is not valid.' },
  invalid_json: { status: 400, description: 'The request body is not valid JSON.' },
  invalid_header: { status: 400, description: 'The {{name}} header holds a control character.' },
  invalid_cursor: { status: 400, description: 'That page cursor is not valid; start from the first page.' },
  payload_too_large: { status: 413, description: 'The request body is larger than {{kb}} KB.' },
  method_not_allowed: { status: 405, description: 'Use {{methods}} for this endpoint.' },
  unsupported_media_type: { status: 415, description: 'Send the body as {{types}}.' },
  cross_site_request: {
    status: 403,
    description: 'This request came from another site. Changes can only be made from Roomcraft itself.',
  },
  not_found: { status: 404, description: 'There is nothing here.' },
  range_not_satisfiable: {
    status: 416,
    description: 'The range asked for lies outside the file, which has {{size}} bytes.',
  },
  rate_limited: {
    status: 429,
    description: 'Too many requests in a short time. Try again in {{seconds}} s.',
  },
  internal_error: { status: 500, description: 'Something went wrong on our side. Reference: {{reference}}' },

  // Validation of what a person typed
  email_required: { status: 400, description: 'Enter your e-mail address.' },
  invalid_email: { status: 400, description: 'Enter a valid e-mail address.' },
  email_too_long: { status: 400, description: 'That e-mail address is too long.' },
  password_required: { status: 400, description: 'Enter a password.' },
  missing_password: { status: 400, description: 'Enter your password.' },
  password_too_short: { status: 400, description: 'Use at least {{min}} characters for your password.' },
  password_too_long: { status: 400, description: 'Use at most {{max}} characters for your password.' },
  name_required: { status: 400, description: 'Enter your name.' },
  name_too_long: { status: 400, description: 'Use at most {{max}} characters for your name.' },
  return_address_too_long: { status: 400, description: 'That return address is too long.' },
  topic_required: { status: 400, description: 'Choose a topic.' },
  message_required: { status: 400, description: 'Write your message.' },
  message_too_short: { status: 400, description: 'Write at least {{min}} characters.' },
  message_too_long: { status: 400, description: 'Keep your message to {{max}} characters or fewer.' },
  project_name_required: { status: 400, description: 'Give the project a name.' },
  project_name_too_long: { status: 400, description: 'Keep the project name to {{max}} characters.' },
  api_key_name_required: { status: 400, description: 'Give the key a name.' },
  api_key_name_too_long: { status: 400, description: 'Keep the key name to {{max}} characters.' },
  property_type_required: { status: 400, description: 'Choose a property type.' },
  bedrooms_invalid: {
    status: 400,
    description: 'Enter the number of bedrooms as a whole number from 0 to 50.',
  },
  bathrooms_invalid: {
    status: 400,
    description: 'Enter the number of bathrooms from 0 to 50, counted in halves (for example 2 or 2.5).',
  },
  area_invalid: { status: 400, description: 'Enter the floor area as a number more than 0.' },
  area_unit_required: { status: 400, description: 'Choose the area unit: sqft or m2.' },
  price_invalid: { status: 400, description: 'Enter the price as a number more than 0, or leave it out.' },
  currency_required: { status: 400, description: 'Choose a currency.' },
  location_required: { status: 400, description: 'Enter the location (a neighbourhood, town or street).' },
  location_too_long: { status: 400, description: 'The location can be at most {{max}} characters.' },
  feature_invalid: { status: 400, description: 'Each feature must be a short text.' },
  feature_too_long: { status: 400, description: 'Each feature can be at most {{max}} characters.' },
  too_many_features: { status: 400, description: 'List at most {{max}} features.' },
  tone_required: { status: 400, description: 'Choose a tone.' },
  length_required: { status: 400, description: 'Choose a length.' },
  language_required: { status: 400, description: 'Choose a language.' },
  plan_required: { status: 400, description: 'Choose a plan.' },
  confirmation_required: { status: 400, description: 'Type DELETE to confirm.' },
  session_expired: { status: 401, description: 'Your reset session has expired. Ask for a new link.' },

  // Signing in
  not_authenticated: {
    status: 401,
    description: 'The user does not have an active session or is not authenticated',
  },
  invalid_credentials: { status: 400, description: 'Invalid e-mail or password.' },
  invalid_link: { status: 400, description: 'This link is invalid or has expired. Ask for a new one.' },
  auth_provider_refused: { status: 400, description: 'The sign-in service refused this request.' },
  auth_provider_error: {
    status: 502,
    description: 'The sign-in service is unavailable right now. Try again soon.',
  },

  // Plans and billing
  unknown_price: {
    status: 404,
    description: 'That plan does not exist. Reload the page to see current plans.',
  },
  invalid_price: { status: 400, description: 'That plan is no longer sold. Choose another.' },
  price_changed: {
    status: 409,
    description: 'This plan’s price has changed. Reload the page to see the current price.',
  },
  invalid_quantity: { status: 400, description: 'That quantity is not sold for this plan.' },
  already_subscribed: {
    status: 409,
    description: 'You already have a plan. Change or cancel it from your account.',
  },
  no_subscription: { status: 404, description: 'You have no active plan to change.' },
  no_billing_account: { status: 400, description: 'You have no billing account yet. Choose a plan first.' },
  checkout_closed: {
    status: 409,
    description: 'This checkout is already finished. Open your account to see your plan.',
  },
  not_an_affiliate: { status: 404, description: 'Join the affiliate programme to get your link.' },
  invalid_signature: { status: 400, description: 'The webhook could not be verified.' },
  invalid_payload: { status: 400, description: 'The webhook does not carry a prediction.' },
  webhook_replayed: { status: 400, description: 'This webhook delivery was already handled.' },

  // The studio
  unsupported_type: {
    status: 415,
    description: 'This file is not an image we accept. Use one of: {{types}}.',
  },
  missing_file: { status: 400, description: 'Choose an image to upload.' },
  file_too_large: { status: 413, description: 'The file is larger than {{mb}} MB.' },
  image_too_large: {
    status: 422,
    description: 'This image is too large; the most we take is {{megapixels}} megapixels.',
  },
  unsupported_image: { status: 422, description: 'This image cannot be decoded.' },
  corrupt_image: {
    status: 422,
    description: 'This image could not be read: the file looks damaged or incomplete.',
  },
  svg_too_large: {
    status: 422,
    description:
      'This SVG is too large or too detailed: we take at most {{megabytes}} MB and {{elements}} elements. Export it as PNG or JPEG instead.',
  },
  unreadable_svg: {
    status: 422,
    description:
      'This SVG could not be read safely: it is not well-formed XML, or it declares entities of its own.',
  },
  image_not_found: { status: 404, description: 'There is no such image, or it is not yours.' },
  mask_not_found: { status: 404, description: 'There is no such mask, or it is not yours.' },
  unknown_tool: { status: 422, description: 'There is no tool "{{tool}}".' },
  unknown_room_type: { status: 422, description: 'There is no room type "{{roomType}}".' },
  unknown_style: { status: 422, description: 'There is no style "{{style}}".' },
  mask_required: {
    status: 422,
    description: 'This tool changes only what you brush: brush over the area first.',
  },
  strict_layout_unavailable: {
    status: 422,
    description:
      'Strict layout is only for Redesign, Virtual staging and Furniture restyle; {{tool}} has no such mode. Send it without strict layout.',
  },
  option_required: {
    status: 422,
    description: '{{tool}} needs the option "{{option}}" in options. Send it and try again.',
  },
  option_invalid: {
    status: 422,
    description: '"{{value}}" is not a valid {{option}} for {{tool}}.',
  },
  option_not_taken: {
    status: 422,
    description: '{{tool}} takes no option "{{option}}". Send it without it.',
  },
  batch_edit_unavailable: {
    status: 422,
    description:
      '{{tool}} is not a photo edit a batch applies to every photo: use enhance, straighten, sky-replacement, day-to-dusk or paint-walls.',
  },
  batch_edit_repeated: { status: 422, description: "{{tool}} is listed twice among the batch's edits." },
  photo_has_no_sky: {
    status: 422,
    description:
      'No sky was found in this photo, so {{tool}} cannot be used on it. Choose an exterior photo with the sky in view.',
  },
  photo_has_no_walls: {
    status: 422,
    description:
      'No wall was found in this photo. Brush over the walls you want painted (send a mask) and try again.',
  },
  photo_not_exterior: {
    status: 422,
    description: 'This looks like an interior photo; {{tool}} is for photos of the outside of a home.',
  },
  photo_not_interior: {
    status: 422,
    description: 'This looks like an exterior photo; {{tool}} is for photos of a room inside.',
  },
  mask_deleted: {
    status: 422,
    description: 'The mask of this render was deleted: brush over the area again in a new render.',
  },
  quota_exceeded: {
    status: 402,
    description:
      'You have used this month’s designs. Your quota resets on {{resetsOn}}; upgrade your plan for more now.',
  },
  trial_used: {
    status: 402,
    description:
      'You have made your free design for today. Create a free account to keep it and make 3 designs every month.',
  },
  render_not_found: { status: 404, description: 'There is no such render, or it is not yours.' },
  render_not_retryable: { status: 409, description: 'Only a failed or cancelled render can be retried.' },
  render_finished: { status: 409, description: 'This render is already finished.' },
  render_not_finished: {
    status: 409,
    description: 'A video is made from a finished render, and this one is not.',
  },
  project_not_found: { status: 404, description: 'There is no such project, or it is not yours.' },
  project_name_taken: { status: 409, description: 'You already have a project with that name.' },
  video_not_found: { status: 404, description: 'There is no such video, or it is not yours.' },

  // Listing batches
  batch_quota_exceeded: {
    status: 402,
    description:
      'This batch needs {{units}} designs and {{left}} are left this month: {{missing}} missing. Remove photos or upgrade your plan; your quota resets on {{resetsOn}}.',
  },
  batch_not_found: { status: 404, description: 'There is no such batch, or it is not yours.' },
  kit_not_ready: {
    status: 409,
    description: 'The kit is ready once every photo of the batch has ended and at least one was staged.',
  },
  batch_still_rendering: {
    status: 409,
    description:
      'A photo of this batch is still rendering (a retried photo reopens its batch): the kit is ready once every photo has ended.',
  },
  room_group_mixed_rooms: {
    status: 422,
    description:
      'Photos {{photos}} are one room (room {{group}}) but not of one room type: give the photos of a room the same room type, or put them in rooms of their own.',
  },

  // Why a render failed (stored on the render, refunded)
  render_failed: {
    status: 500,
    description: 'The render failed on our side. It was not counted against your designs; try again.',
  },
  photo_unavailable: { status: 422, description: 'The photo of this render is no longer available.' },
  mask_empty: {
    status: 422,
    description: 'Nothing is brushed: brush over the area you want to change, then render again.',
  },
  mask_too_large: {
    status: 422,
    description:
      'The brush covers almost the whole photo: brush only what to remove, so it can be filled from the rest of the room.',
  },
  no_garden_found: {
    status: 422,
    description:
      'No lawn or garden beds were found in this photo, so nothing was changed and the render was not counted. Try a photo that shows the garden.',
  },
  no_pool_found: {
    status: 422,
    description:
      'No pool was found in this photo, so nothing was changed and the render was not counted. Try a photo where the pool’s water is in view.',
  },
  structure_changed: {
    status: 422,
    description:
      'The result moved, removed or covered part of the room (its walls, windows or doors) twice, so it was not kept and the render was not counted. Try again.',
  },
  provider_failed: {
    status: 502,
    description: 'The image service could not finish this render. It was not counted; try again.',
  },

  // Why a video failed (stored on the video)
  video_failed: { status: 500, description: 'We could not make this video on our side; try again.' },
  video_source_unavailable: {
    status: 422,
    description: 'The photo or the result of this render is no longer available.',
  },

  // The listing writer
  listing_not_found: { status: 404, description: 'There is no such description, or it is not yours.' },
  listing_visitor_limit_reached: {
    status: 402,
    description:
      'You have written {{perDay}} free descriptions today. Create a free account to write {{perMonth}} a month and keep a history.',
  },
  listing_allowance_used: {
    status: 402,
    description:
      'You have used this month’s {{perMonth}} free descriptions. Subscribe to write up to {{max}} a month.',
  },
  listing_limit_reached: {
    status: 402,
    description:
      'You have written {{max}} descriptions this month, the most a plan includes. Your allowance renews on the 1st.',
  },
  listing_writer_unavailable: {
    status: 502,
    description: 'The listing writer is unavailable right now. Please try again in a few minutes.',
  },
  listing_writer_timeout: {
    status: 504,
    description: 'The listing writer took too long to answer. Please try again.',
  },
  listing_writer_busy: {
    status: 503,
    description: 'The listing writer is busy right now. Please try again in a moment.',
  },

  // The Pro API
  invalid_api_key: { status: 401, description: 'This API key is not valid, or it was revoked.' },
  api_key_not_found: { status: 404, description: 'There is no such API key, or it is revoked.' },
  too_many_api_keys: {
    status: 409,
    description: 'An account can have {{max}} live API keys. Revoke one you no longer use first.',
  },
  api_quota_exceeded: {
    status: 402,
    description: 'This account has used its API images for this month. The allowance resets on {{resetsOn}}.',
  },
  invalid_idempotency_key: { status: 400, description: 'Idempotency-Key must be 1 to 255 characters.' },
  idempotency_key_reused: {
    status: 409,
    description:
      'This Idempotency-Key was already used with a different request. Use a new key for a new render.',
  },
  url_not_allowed: {
    status: 422,
    description: '{{field}} points to a private, local or reserved address, which we never connect to.',
  },
  url_unreachable: { status: 422, description: 'We could not download {{field}}.' },
  url_timeout: { status: 422, description: '{{field}} did not answer within {{seconds}} s.' },
} as const satisfies Record<ErrorCode, { status: number; description: string }>;

/** Values an error's message may name (`{{name}}`): numbers, dates, field names, header names. */
export type ErrorParams = Record<string, string | number>;

/** A code's English description with its parameters filled in. */
export function describeError(code: ErrorCode, params: ErrorParams = {}): string {
  return ERROR_CATALOG[code].description.replace(/{{(\w+)}}/g, (placeholder, name: string) =>
    name in params ? formatParam(params[name]!) : placeholder,
  );
}

// Numbers read as English ones in an English text: 5,000 rather than 5000.
const formatParam = (value: string | number) =>
  typeof value === 'number' ? value.toLocaleString('en-US') : value;
