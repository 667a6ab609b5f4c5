import '@/lib/server-only';
import { randomUUID } from 'node:crypto';
import { AppError } from '@/lib/api/app-error';
import { asUser } from '@/lib/db/as-user';
import { getDb } from '@/lib/db/get-db';
import { fileUrl } from '../files/file-url';
import type { ImageOwner } from '../image-owner';
import { getStorage } from '../storage/get-storage';
import { decodeImage } from './decode-image';
import { normaliseImage } from './normalise-image';
import { sanitizeSvg } from './sanitize-svg';
import { sniffImageType } from './sniff-image-type';
import { ACCEPTED_TYPES, MAX_INPUT_PIXELS } from './upload-limits';
import { uploadRefusal } from './upload-refusal';

export type TImage = { id: string; url: string; thumbnailUrl: string; width: number; height: number };

const UNSUPPORTED = new AppError('unsupported_type', {
  params: { types: ACCEPTED_TYPES.map((t) => t.toUpperCase()).join(', ') },
});

/** sharp's failures that mean the file is damaged, as opposed to our own faults. */
function isCorrupt(error: unknown): boolean {
  return /premature end|truncated|corrupt|invalid|bad seek|unexpected end|not a|unable to|vipsload|read error|decode/i.test(
    (error as Error).message ?? '',
  );
}

/**
 * An SVG sanitised before anything reads it, type sniffed from the bytes, the pixel cap checked against the size
 * the header declares before any decoding, decoded (HEIC and BMP in a worker thread), normalised, stored, and recorded under the user's own
 * session (a trial visitor's under their visitor id). A file that cannot be decoded into its picture is refused
 * with 422 and nothing is stored. Files are written first and removed again if the record fails, so neither a
 * stray file nor a record without files is left behind.
 */
export async function saveUpload(owner: ImageOwner, data: Buffer, kind: 'photo' | 'mask'): Promise<TImage> {
  const image = await sanitizeSvg(data);
  if (!image) throw UNSUPPORTED;
  const sniffed = await sniffImageType(image);
  if (!sniffed) throw UNSUPPORTED;
  if (!sniffed.width || !sniffed.height) throw uploadRefusal('corrupt');
  if (sniffed.width * sniffed.height > MAX_INPUT_PIXELS) {
    throw uploadRefusal('too_large', `${sniffed.width} × ${sniffed.height} pixels`);
  }
  let normalised;
  try {
    normalised = await normaliseImage(await decodeImage(image, sniffed.type, sniffed), kind);
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (/pixel limit/i.test((error as Error).message)) throw uploadRefusal('too_large');
    if (isCorrupt(error)) throw uploadRefusal('corrupt');
    throw error;
  }

  const id = randomUUID();
  const folder = 'userId' in owner ? owner.userId : owner.visitorId;
  const key = `${folder}/${id}.jpg`;
  const thumbnailKey = `${folder}/${id}-thumb.jpg`;
  const storage = getStorage();
  try {
    await storage.put(key, normalised.image, 'image/jpeg');
    await storage.put(thumbnailKey, normalised.thumbnail, 'image/jpeg');
    const values = [
      id,
      kind,
      key,
      thumbnailKey,
      normalised.width,
      normalised.height,
      sniffed.type,
      data.length,
    ];
    if ('userId' in owner) {
      await asUser(owner.userId, (tx) =>
        tx.query(
          `insert into public.images (id, user_id, kind, storage_key, thumbnail_key, width, height, source_type, source_bytes)
           values ($1, auth.uid(), $2, $3, $4, $5, $6, $7, $8)`,
          values,
        ),
      );
    } else {
      const db = await getDb();
      await db.query(
        `insert into public.images (id, visitor_id, kind, storage_key, thumbnail_key, width, height, source_type, source_bytes)
         values ($1, $9, $2, $3, $4, $5, $6, $7, $8)`,
        [...values, owner.visitorId],
      );
    }
  } catch (error) {
    await storage.delete([key, thumbnailKey]).catch(() => undefined);
    throw error;
  }
  return {
    id,
    url: fileUrl(key),
    thumbnailUrl: fileUrl(thumbnailKey),
    width: normalised.width,
    height: normalised.height,
  };
}
