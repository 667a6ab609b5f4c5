import '@/lib/server-only';
import type { NextApiResponse } from 'next';
import { pipeline } from 'node:stream/promises';
import type { TListingLanguage } from '@/lib/listing/listing-input';
import { openListingKit } from './open-listing-kit';

/**
 * Streams a batch's kit as the download. Refusals (not found, not ready) are answered before the first byte; a
 * failure after it can only cut the download short, which the client sees as a broken archive.
 */
export async function sendListingKit(
  res: NextApiResponse,
  userId: string,
  batchId: string,
  language?: TListingLanguage,
): Promise<void> {
  const { fileName, stream } = await openListingKit(userId, batchId, language);
  res.setHeader('Content-Type', 'application/zip');
  // fileName is built of lower-case words, digits and hyphens: safe between the quotes.
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  res.setHeader('Cache-Control', 'private, no-store');
  res.status(200);
  try {
    await pipeline(stream, res);
  } catch (error) {
    console.error(`[batches] the kit of ${batchId} was cut short`, error);
    res.destroy();
  }
}
