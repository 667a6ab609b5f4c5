import { type ZodType, z } from 'zod';
import { ZMagicLink, ZPasswordResetRequest, ZPasswordUpdate, ZSignIn, ZSignUp } from '@/lib/auth/schemas';
import { ZCheckoutRequest } from '@/lib/billing/create-checkout';
import { ZLocalPortalAction } from '@/lib/billing/local/local-portal';
import { ZContactMessage } from '@/lib/contact/contact-input';
import { ZListingInput } from '@/lib/listing/listing-input';
import { ZApiKeyInput } from '@/lib/pro-api/api-keys';
import { ZApiBatchRequest } from '@/lib/pro-api/v1-batch-schemas';
import {
  ZApiRenderChoices,
  ZApiRenderJsonRequest,
  ZApiRenderListQuery,
  ZApiRenderParams,
} from '@/lib/pro-api/v1-schemas';
import { ZBatchParams, ZKitQuery } from '@/lib/studio/batches/batch-params';
import { ZBatchRequest } from '@/lib/studio/batches/batch-request';
import { ZProjectInput } from '@/lib/studio/projects/project-input';
import { ZRenderListQuery } from '@/lib/studio/renders/list-renders';
import { ZRenderRequest } from '@/lib/studio/renders/render-request';
import { ZRenderUpdate } from '@/lib/studio/renders/update-render';
import { ZTrialRenderRequest } from '@/lib/studio/trial/create-trial-render';
import { ZVideoRequest } from '@/lib/studio/videos/create-video';
import { ZAccountDeletion } from '@/lib/users/delete-account';
import { ZProfileUpdate } from '@/lib/users/update-profile';
import type { MultipartShape } from './multipart-bodies';

/**
 * What each route reads, for the fuzz suite to build input around: the product's own schemas where a route uses one,
 * and the shape of what a provider sends for the webhooks. A route with none listed still gets hostile queries and
 * bodies of every kind; a body it never reads must not trouble it either.
 */
export type RouteShape = {
  /** The query, dynamic path segments included (`id` of `[id]`, `key` of `[...key]`). */
  query?: ZodType;
  /** A JSON body. */
  body?: ZodType;
  multipart?: MultipartShape;
};

const ID = z.object({ id: z.uuid() });

const UPLOAD: MultipartShape = { files: ['file'], fields: z.object({ kind: z.enum(['photo', 'mask']) }) };

/** An event as Stripe sends one. */
const STRIPE_EVENT = z.object({
  id: z.string(),
  object: z.literal('event'),
  type: z.enum([
    'checkout.session.completed',
    'customer.subscription.updated',
    'invoice.paid',
    'price.created',
  ]),
  created: z.int(),
  data: z.object({ object: z.object({ id: z.string(), customer: z.string().optional() }) }),
});

/** A prediction as Replicate reports one. */
const REPLICATE_PREDICTION = z.object({
  id: z.string(),
  status: z.enum(['starting', 'processing', 'succeeded', 'failed', 'canceled']),
  output: z.array(z.url()).nullable(),
  error: z.string().nullable(),
});

export const ROUTE_SHAPES: Record<string, RouteShape> = {
  '/api/account/delete': { body: ZAccountDeletion },
  '/api/account/profile': { body: ZProfileUpdate },
  '/api/api-keys': { body: ZApiKeyInput },
  '/api/api-keys/[id]': { query: ID },
  '/api/api-keys/[id]/rotate': { query: ID },
  '/api/auth/magic-link': { body: ZMagicLink },
  '/api/auth/reset-password': { body: ZPasswordResetRequest },
  '/api/auth/signin': { body: ZSignIn },
  '/api/auth/signup': { body: ZSignUp },
  '/api/auth/update-password': { body: ZPasswordUpdate },
  '/api/batches': { body: ZBatchRequest },
  '/api/batches/[id]': { query: ZBatchParams },
  '/api/batches/[id]/kit': { query: ZKitQuery },
  '/api/billing/local': { body: ZLocalPortalAction },
  '/api/checkout/local/[id]/cancel': { query: z.object({ id: z.string() }) },
  '/api/checkout/local/[id]/pay': { query: z.object({ id: z.string() }) },
  '/api/contact': { body: ZContactMessage },
  '/api/create-checkout-session': { body: ZCheckoutRequest },
  '/api/files/[...key]': {
    query: z.object({ key: z.array(z.string()).min(1).max(4), download: z.literal('1').optional() }),
  },
  '/api/listing-description': { body: ZListingInput },
  '/api/listing-description/[id]': { query: ID },
  '/api/projects': { body: ZProjectInput },
  '/api/projects/[id]': { query: ID, body: ZProjectInput },
  '/api/renders': { query: ZRenderListQuery, body: ZRenderRequest },
  '/api/renders/[id]': { query: ID, body: ZRenderUpdate },
  '/api/renders/[id]/cancel': { query: ID },
  '/api/renders/[id]/favorite': { query: ID },
  '/api/renders/[id]/retry': { query: ID },
  '/api/trial/renders': { body: ZTrialRenderRequest },
  '/api/trial/renders/[id]': { query: ID },
  '/api/trial/uploads': { multipart: UPLOAD },
  '/api/uploads': { multipart: UPLOAD },
  '/api/v1/batches': { body: ZApiBatchRequest },
  '/api/v1/batches/[id]': { query: ZBatchParams },
  '/api/v1/batches/[id]/kit': { query: ZKitQuery },
  '/api/v1/renders': {
    query: ZApiRenderListQuery,
    body: ZApiRenderJsonRequest,
    multipart: { files: ['image', 'mask'], fields: ZApiRenderChoices },
  },
  '/api/v1/renders/[id]': { query: ZApiRenderParams },
  '/api/videos': { body: ZVideoRequest },
  '/api/videos/[id]': { query: ID },
  '/api/webhooks/replicate': { body: REPLICATE_PREDICTION },
  '/api/webhooks/stripe': { body: STRIPE_EVENT },
};
