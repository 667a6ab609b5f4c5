import '@/lib/server-only';
import { checkFairHousing } from './fair-housing';
import { getListingWriter } from './get-listing-writer';
import { getDb } from '@/lib/db/get-db';
import {
  type ListingWriterIdentity,
  refundListingAllowance,
  takeListingAllowance,
} from './listing-allowance';
import { saveListing } from './listing-history';
import type { TListingInput, TListingResult } from './listing-input';
import type { ListingWriter } from './listing-writer';

/**
 * Facts in, checked description out: the facts are checked for fair-housing concerns (the writer is told to keep
 * them out), then the description; a description with concerns is rewritten once, avoiding them. Whatever
 * remains is reported, so the person can reword it before publishing.
 */
export async function draftListing(input: TListingInput, writer: ListingWriter): Promise<TListingResult> {
  const inputWarnings = checkFairHousing([input.location, ...input.features], 'input');
  let description = await writer.write(input, { avoid: inputWarnings });
  let outputWarnings = checkFairHousing([description], 'output');
  if (outputWarnings.length > 0) {
    description = await writer.write(input, {
      avoid: [...inputWarnings, ...outputWarnings],
      draft: description,
    });
    outputWarnings = checkFairHousing([description], 'output');
  }
  return { description, warnings: [...inputWarnings, ...outputWarnings] };
}

/** Counts a description against the writer's allowance (given back if the writer fails) and writes it. */
async function chargeAndDraftListing(
  who: ListingWriterIdentity,
  input: TListingInput,
  writer: ListingWriter,
): Promise<TListingResult> {
  const slots = await takeListingAllowance(who);
  try {
    return await draftListing(input, writer);
  } catch (error) {
    await refundListingAllowance(slots, 'not_written');
    throw error;
  }
}

/**
 * POST /api/listing-description: counts the description against the writer's allowance (given back if the
 * writer fails), writes it, and keeps it in a signed-in user's history.
 */
export async function writeListing(
  who: ListingWriterIdentity,
  input: TListingInput,
  writer = getListingWriter(),
): Promise<TListingResult> {
  const result = await chargeAndDraftListing(who, input, writer);
  if ('userId' in who) await saveListing(await getDb(), who.userId, input, result);
  return result;
}
