import '@/lib/server-only';
import type { Queryable } from '@/lib/db/types';
import { getStorage } from '@/lib/studio/storage/get-storage';
import { type FileStorage, STORAGE_KEY, TEMPORARY_KEY } from '@/lib/studio/storage/storage';
import { unreferencedKeys } from './unreferenced-keys';

/**
 * Files are written before the row that names them, so a younger file may be an upload or a result whose row is
 * still on its way. Nothing takes anywhere near an hour between the two.
 */
export const ORPHAN_FILE_MIN_AGE_MS = 60 * 60 * 1000;
/** Keys checked against the database in one query and deleted in one storage request (Supabase takes 1,000). */
const CHECK_BATCH = 1000;

/**
 * Deletes stored files that no row refers to and that are over an hour old: what an interrupted upload or render,
 * or a file deletion that failed after its rows went, left behind. Keys that are not ours (STORAGE_KEY) are left
 * alone. Each batch is checked against the database just before it is deleted; deleting while the listing goes on
 * can make a paged listing (Supabase) skip a few files, which the next run takes. The local store's temporary
 * files over an hour old go too: a live write keeps touching its file, so one that old lost its writer mid-write
 * (no row ever names a temporary file). Returns how many files were deleted.
 *
 * The storage must belong to this database alone: a file of another database's rows would look orphaned.
 */
export async function purgeOrphanFiles(db: Queryable, storage: FileStorage = getStorage()): Promise<number> {
  const cutoff = Date.now() - ORPHAN_FILE_MIN_AGE_MS;
  let deleted = 0;
  let candidates: string[] = [];
  let abandoned: string[] = [];
  const sweep = async () => {
    const orphans = [...abandoned, ...(await unreferencedKeys(db, candidates))];
    candidates = [];
    abandoned = [];
    await storage.delete(orphans);
    deleted += orphans.length;
  };
  for await (const file of storage.list()) {
    if (file.lastModified.getTime() >= cutoff) continue;
    if (STORAGE_KEY.test(file.key)) candidates.push(file.key);
    else if (TEMPORARY_KEY.test(file.key)) abandoned.push(file.key);
    if (candidates.length + abandoned.length >= CHECK_BATCH) await sweep();
  }
  await sweep();
  return deleted;
}
