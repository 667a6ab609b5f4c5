import '@/lib/server-only';
import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { AppError } from '@/lib/api/app-error';
import { asUser } from '@/lib/db/as-user';
import type { TListingLanguage } from '@/lib/listing/listing-input';
import { downloadName } from '../files/download-name';
import { getStorage } from '../storage/get-storage';
import { hasKit, isRendering } from './batch-view';
import { DESCRIPTION_FILE, DISCLOSURE_FILE, kitFiles } from './kit-entries';
import { kitDisclosure } from './kit-disclosure';
import { readBatch } from './read-batch';

export const KIT_NOT_READY = new AppError('kit_not_ready');
export const BATCH_STILL_RENDERING = new AppError('batch_still_rendering');

/**
 * The listing kit of a finished batch as a ZIP stream: each original beside its staged and edited versions, the
 * disclosure (with what the photo edits were applied to) and the listing description. Entries are read from storage one at a time, only when the archive reaches them, so
 * a 40-photo kit never sits in memory whole; photos are stored as they are (JPEGs do not compress further).
 * `language` picks the disclosure's language (default: the listing's, else English).
 */
export async function openListingKit(
  userId: string,
  batchId: string,
  language?: TListingLanguage,
): Promise<{ fileName: string; stream: Readable }> {
  const { batch, photos } = await asUser(userId, (tx) => readBatch(tx, batchId));
  // A kit made while a photo renders would hold that photo's original alone, or an output about to be replaced.
  if (isRendering(batch, photos)) throw BATCH_STILL_RENDERING;
  if (!hasKit(batch, photos)) throw KIT_NOT_READY;

  const { files, pairs, edits } = kitFiles(
    photos.map((photo) => ({
      position: photo.batch_position,
      tool: photo.tool,
      roomType: photo.room_type,
      roomGroup: photo.room_group,
      style: photo.style,
      imageKey: photo.image_key,
      outputKey: photo.status === 'succeeded' ? (photo.outputs[0] ?? null) : null,
    })),
  );
  const mtime = batch.finished_at ?? batch.created_at;
  const zip = new ZipFile();
  const storage = getStorage();
  for (const file of files) {
    zip.addReadStreamLazy(file.name, { mtime, compress: false }, (done) => {
      storage.get(file.key).then(
        (stored) =>
          stored
            ? done(null, Readable.from([stored.data]))
            : done(
                new Error(`The stored file ${file.key} of batch ${batchId} is missing.`),
                Readable.from([]),
              ),
        (error: unknown) => done(error, Readable.from([])),
      );
    });
  }
  const text = (content: string) => Buffer.from(content, 'utf8');
  const disclosure = kitDisclosure(language ?? batch.language ?? 'en', pairs, {
    applied: batch.edits,
    made: edits,
  });
  zip.addBuffer(text(disclosure), DISCLOSURE_FILE, { mtime });
  if (batch.description) zip.addBuffer(text(`${batch.description}\n`), DESCRIPTION_FILE, { mtime });
  zip.end();

  // yazl's output is a PassThrough.
  const stream = zip.outputStream as Readable;
  // A file that cannot be read ends the download as broken rather than as a kit missing a photo.
  zip.on('error', (error: Error) => stream.destroy(error));
  return { fileName: `${downloadName('listing-kit', batch.style, batch.id.slice(0, 8))}.zip`, stream };
}
