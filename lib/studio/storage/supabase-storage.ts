import '@/lib/server-only';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { createClient } from '@supabase/supabase-js';
import { type FileStorage, STORAGE_FOLDER, STORAGE_KEY, type StoredFile, TEMPORARY_KEY } from './storage';

/** What storage-js reports: `status` is the HTTP status, `statusCode` the one Supabase puts in its JSON body. */
type StorageFailure = { message: string; status?: number; statusCode?: string };

/**
 * A missing object. Supabase answers it with statusCode "404" (older servers with HTTP 400 around it); a missing
 * bucket carries the same code, but is a broken configuration that must not pass for "no such file" everywhere.
 */
function isMissingObject(error: StorageFailure): boolean {
  return (error.status === 404 || error.statusCode === '404') && !/bucket/i.test(error.message);
}

/** Entries asked for per list request; Supabase answers at most 1,500. */
const LIST_PAGE = 1000;

function storageError(action: string, error: StorageFailure): Error {
  const status = error.status ?? error.statusCode;
  return new Error(`Supabase Storage ${action} failed${status ? ` (HTTP ${status})` : ''}: ${error.message}`);
}

/**
 * Supabase Storage, reached with the service-role key from the server only. The bucket is private: files reach
 * people through our authorising route, never through Supabase URLs.
 */
export function createSupabaseStorage(url: string, serviceRoleKey: string, bucket: string): FileStorage {
  const storage = createClient(url, serviceRoleKey, { auth: { persistSession: false } }).storage.from(bucket);
  // storage-js puts the key into the URL as it is, so `../` in one would leave the bucket.
  const checked = (key: string) => {
    if (!STORAGE_KEY.test(key)) throw new Error(`Invalid storage key: ${key}`);
    return key;
  };

  /**
   * storage-js reads a download whole into a Blob and cannot ask for part of an object, so streamed reads speak
   * Storage's REST API themselves: the object's authenticated download, which answers a `Range` with 206.
   */
  async function fetchObject(key: string, range?: { start: number; end: number }) {
    const headers: Record<string, string> = {
      apikey: serviceRoleKey,
      authorization: `Bearer ${serviceRoleKey}`,
    };
    if (range) headers.range = `bytes=${range.start}-${range.end}`;
    const objectUrl = `${url}/storage/v1/object/authenticated/${encodeURIComponent(bucket)}/${checked(key)}`;
    const answer = await fetch(objectUrl, { headers });
    if (answer.ok && answer.body) return answer.body as WebReadableStream<Uint8Array>;
    const failure = (await answer.json().catch(() => ({}))) as Partial<StorageFailure>;
    const error = {
      message: failure.message ?? answer.statusText,
      status: answer.status,
      statusCode: failure.statusCode,
    };
    if (isMissingObject(error)) return null;
    throw storageError(`download of ${key}`, error);
  }

  // Supabase lists one folder level at a time: files with their times, sub-folders as entries without an id.
  async function* walk(folder: string): AsyncGenerator<StoredFile> {
    for (let offset = 0; ; offset += LIST_PAGE) {
      const { data, error } = await storage.list(folder, {
        limit: LIST_PAGE,
        offset,
        sortBy: { column: 'name', order: 'asc' },
      });
      if (error) throw storageError(`listing of ${folder || 'the bucket'}`, error);
      for (const entry of data) {
        const key = folder ? `${folder}/${entry.name}` : entry.name;
        if (entry.id === null) {
          yield* walk(key);
        } else {
          // A file without times is taken as just written: nothing acting on its age should touch it.
          const modified = entry.updated_at ?? entry.created_at;
          yield { key, lastModified: modified ? new Date(modified) : new Date() };
        }
      }
      if (data.length < LIST_PAGE) return;
    }
  }

  return {
    name: 'supabase',
    async put(key, data, contentType) {
      const { error } = await storage.upload(checked(key), data, { contentType, upsert: true });
      if (error) throw storageError(`upload of ${key}`, error);
    },
    async get(key) {
      const { data, error } = await storage.download(checked(key));
      if (error) {
        if (isMissingObject(error)) return null;
        throw storageError(`download of ${key}`, error);
      }
      return {
        data: Buffer.from(await data.arrayBuffer()),
        contentType: data.type || 'application/octet-stream',
      };
    },
    async stat(key) {
      const { data, error } = await storage.info(checked(key));
      if (error) {
        if (isMissingObject(error)) return null;
        throw storageError(`info of ${key}`, error);
      }
      if (typeof data.size !== 'number') throw new Error(`Supabase Storage info of ${key} has no size`);
      const modified = data.lastModified ?? data.createdAt;
      return {
        size: data.size,
        contentType: data.contentType || 'application/octet-stream',
        lastModified: new Date(modified),
      };
    },
    async read(key, range) {
      const body = await fetchObject(key, range);
      return body && Readable.fromWeb(body);
    },
    async delete(keys) {
      if (keys.length === 0) return;
      // A leftover temporary name is deleted as any other (the local store makes them; a bucket holds none).
      const named = (key: string) => (TEMPORARY_KEY.test(key) ? key : checked(key));
      const { error } = await storage.remove(keys.map(named));
      if (error) throw storageError(`delete of ${keys.length} file(s)`, error);
    },
    list(folder) {
      if (folder !== undefined && !STORAGE_FOLDER.test(folder)) {
        throw new Error(`Invalid storage folder: ${folder}`);
      }
      return walk(folder ?? '');
    },
  };
}
