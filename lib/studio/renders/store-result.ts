import { randomUUID } from 'node:crypto';
import { addWatermark } from './watermark';
import { getStorage } from '../storage/get-storage';

export type StoredResult = { key: string; unwatermarkedKey: string | null };

/**
 * Stores one result in its owner's folder. With a watermark, the marked copy is the result and the unmarked one is
 * kept beside it for its owner. If either write fails, nothing of this result stays behind.
 */
export async function storeResult(
  ownerId: string,
  output: Buffer,
  watermark: boolean,
): Promise<StoredResult> {
  const storage = getStorage();
  const key = `${ownerId}/${randomUUID()}.jpg`;
  if (!watermark) {
    await storage.put(key, output, 'image/jpeg');
    return { key, unwatermarkedKey: null };
  }
  const unwatermarkedKey = `${ownerId}/${randomUUID()}.jpg`;
  await storage.put(unwatermarkedKey, output, 'image/jpeg');
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
