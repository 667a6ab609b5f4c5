import '@/lib/server-only';
import 'zod-openapi';
import { z } from 'zod';
import { LISTING_LANGUAGES } from '@/lib/listing/listing-input';

export const ZBatchParams = z.object({
  id: z.uuid({ message: 'The batch id must be a UUID.' }).meta({ description: 'The batch id.' }),
});

export const ZKitQuery = ZBatchParams.extend({
  lang: z
    .enum(LISTING_LANGUAGES, { message: `lang must be one of ${LISTING_LANGUAGES.join(', ')}.` })
    .optional()
    .meta({ description: "The disclosure's language; default: the listing's, else English." }),
});
