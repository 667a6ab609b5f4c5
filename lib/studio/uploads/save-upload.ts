import { randomUUID } from 'node:crypto';
import { AppError } from '@/lib/api/app-error';
import { asUser } from '@/lib/db/as-user';
import { getDb } from '@/lib/db/get-db';
import { fileUrl } from '../files/file-url';
import type { ImageOwner } from '../image-owner';
import { getStorage } from '../storage/get-storage';
import { CORRUPT_IMAGE } from './corrupt-image';
import { decodeImage } from './decode-image';
import { normaliseImage } from './normalise-image';
import { sniffImageType } from './sniff-image-type';
import { ACCEPTED_TYPES, MAX_INPUT_PIXELS } from './upload-limits';

export type TImage = { id: string; url: string; thumbnailUrl: string; width: number; height: number };

const UNSUPPORTED = new AppError(
  415,
  'unsupported_type',
  `This file is not an image we accept. Use one of: ${ACCEPTED_TYPES.map((t) => t.toUpperCase()).join(', ')}.`,
);

/** Decoder failures that mean the file is damaged, as opposed to our own faults. */
function isCorrupt(error: unknown): boolean {
  return /premature end|truncated|corrupt|invalid|bad seek|unexpected end|not a|unable to|vipsload|read error|decode/i.test(
    (error as Error).message ?? '',
  );
}

/**
 * DESIGN §4 step 1: type sniffed from the bytes, decoded-pixel cap, HEIC/BMP/SVG decoded, normalised, stored, and
 * recorded under the user's own session (a trial visitor's under their visitor id). Files are written first and removed again if the record fails, so
 * neither a stray file nor a record without files is left behind.
 */
export async function saveUpload(owner: ImageOwner, data: Buffer, kind: 'photo' | 'mask'): Promise<TImage> {
  const sniffed = await sniffImageType(data);
  if (!sniffed) throw UNSUPPORTED;
  if (sniffed.width * sniffed.height > MAX_INPUT_PIXELS) {
    throw new AppError(
      422,
      'image_too_large',
      `This image is ${sniffed.width} × ${sniffed.height} pixels; the most we take is ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`,
    );
  }
  let normalised;
  try {
    normalised = await normaliseImage(await decodeImage(data, sniffed.type, sniffed), kind);
  } catch (error) {
    if (/pixel limit/i.test((error as Error).message)) {
      throw new AppError(
        422,
        'image_too_large',
        `This image is larger than ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`,
      );
    }
    if (isCorrupt(error)) throw CORRUPT_IMAGE;
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
