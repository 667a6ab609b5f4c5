import '@/lib/server-only';
import { getServerEnv } from '@/lib/env';
import type { ListingWriter } from './listing-writer';
import { localListingWriter } from './local-writer';
import { createOpenAiWriter } from './openai-writer';

let writer: ListingWriter | undefined;

/** OpenAI when OPENAI_API_KEY is set, otherwise the offline template writer (embedded mode). */
export function getListingWriter(): ListingWriter {
  writer ??= getServerEnv().adapters.listingWriter === 'openai' ? createOpenAiWriter() : localListingWriter;
  return writer;
}
