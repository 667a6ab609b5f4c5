import '@/lib/server-only';
import { randomUUID } from 'node:crypto';
import { addWatermark } from './watermark';
import { getStorage } from '../storage/get-storage';

export type StoredResult = { key: string; unwatermarkedKey: string | null };

/** The formats a result is kept in: JPEG, or PNG where the photo must stay bit-exact outside a brushed area. */
export type ResultType = 'image/jpeg' | 'image/png';
const EXTENSIONS: Record<ResultType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png' };

/**
 * Stores one result in its owner's folder. With a watermark, the marked copy is the result and the unmarked one is
 * kept beside it for its owner. If either write fails, nothing of this result stays behind.
 */
export async function storeResult(
  ownerId: string,
  output: Buffer,
  watermark: boolean,
  type: ResultType = 'image/jpeg',
): Promise<StoredResult> {
  const storage = getStorage();
  const unmarked = `${ownerId}/${randomUUID()}.${EXTENSIONS[type]}`;
  if (!watermark) {
    await storage.put(unmarked, output, type);
    return { key: unmarked, unwatermarkedKey: null };
  }
  // The marked copy is a JPEG whatever the result was: the mark changes its pixels anyway.
  const key = `${ownerId}/${randomUUID()}.jpg`;
  const unwatermarkedKey = unmarked;
  await storage.put(unwatermarkedKey, output, type);
  try {
    await storage.put(key, await addWatermark(output), 'image/jpeg');
  } catch (error) {
    await storage.delete([unwatermarkedKey]).catch(() => undefined);
    throw error;
  }
  return { key, unwatermarkedKey };
}

export const storedKeys = (result: StoredResult): string[] =>
  result.unwatermarkedKey ? [result.key, result.unwatermarkedKey] : [result.key];
