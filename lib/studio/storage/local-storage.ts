import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type FileStorage, STORAGE_KEY } from './storage';

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.mp4': 'video/mp4',
};

/** Files under one folder on this machine (`.data/storage`). */
export function createLocalStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    if (!STORAGE_KEY.test(key)) throw new Error(`Invalid storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    name: 'local',
    async put(key, data) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written whole to a temporary name and renamed, so a reader never sees half a file.
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, data);
      await rename(temporary, file);
    },
    async get(key) {
      try {
        return {
          data: await readFile(resolve(key)),
          contentType: CONTENT_TYPES[path.extname(key)] ?? 'application/octet-stream',
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => rm(resolve(key), { force: true })));
    },
  };
}
