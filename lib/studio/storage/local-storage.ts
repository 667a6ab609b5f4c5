import '@/lib/server-only';
import type { Dir } from 'node:fs';
import { mkdir, open, opendir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type FileStorage, STORAGE_FOLDER, STORAGE_KEY, type StoredFile, TEMPORARY_KEY } from './storage';

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.mp4': 'video/mp4',
};

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';
const contentType = (key: string) => CONTENT_TYPES[path.extname(key)] ?? 'application/octet-stream';

/** Files under one folder on this machine (`.data/storage`). */
export function createLocalStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    if (!STORAGE_KEY.test(key)) throw new Error(`Invalid storage key: ${key}`);
    return path.join(root, key);
  };

  // Directories are read entry by entry, so a large folder never sits in memory whole.
  async function* walk(directory: string): AsyncGenerator<StoredFile> {
    let entries: Dir;
    try {
      entries = await opendir(directory);
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for await (const entry of entries) {
      const file = path.join(directory, entry.name);
      if (entry.isDirectory()) {
        yield* walk(file);
      } else if (entry.isFile()) {
        let modified: Date;
        try {
          modified = (await stat(file)).mtime;
        } catch (error) {
          // Deleted since the directory was read.
          if (isMissing(error)) continue;
          throw error;
        }
        yield { key: path.relative(root, file).split(path.sep).join('/'), lastModified: modified };
      }
    }
  }

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
        return { data: await readFile(resolve(key)), contentType: contentType(key) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async stat(key) {
      try {
        const info = await stat(resolve(key));
        return { size: info.size, contentType: contentType(key), lastModified: info.mtime };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async read(key, range) {
      try {
        // Opened here, so a missing file is null rather than an error in the middle of a stream.
        const handle = await open(resolve(key));
        return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(keys) {
      await Promise.all(
        keys.map((key) => {
          // A temporary file is named for its key, so it stays inside the root as the key does.
          const file = TEMPORARY_KEY.test(key) ? path.join(root, key) : resolve(key);
          return rm(file, { force: true });
        }),
      );
    },
    list(folder) {
      if (folder !== undefined && !STORAGE_FOLDER.test(folder)) {
        throw new Error(`Invalid storage folder: ${folder}`);
      }
      return walk(folder === undefined ? root : path.join(root, folder));
    },
  };
}
