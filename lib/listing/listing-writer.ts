import '@/lib/server-only';
import type { TFairHousingWarning, TListingInput } from './listing-input';

/** Turns a property's facts into a description: templates offline, OpenAI in production. */
export interface ListingWriter {
  readonly name: 'local' | 'openai';
  /**
   * `avoid`: fair-housing concerns already found, in the facts (`input`) or in `draft`, a first attempt that is
   * to be rewritten without them (`output`).
   */
  write(input: TListingInput, options: { avoid: TFairHousingWarning[]; draft?: string }): Promise<string>;
}
