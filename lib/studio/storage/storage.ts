/** A stored file as a listing sees it. */
export type StoredFile = { key: string; lastModified: Date };

/** Where files live: local disk in embedded mode, Supabase Storage in production (DESIGN §1). */
export interface FileStorage {
  readonly name: 'local' | 'supabase';
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Null when there is no such file. */
  get(key: string): Promise<{ data: Buffer; contentType: string } | null>;
  delete(keys: string[]): Promise<void>;
  /**
   * Every stored file, or those in one owner's folder, fetched a page at a time as the caller reads on. Keys come
   * as stored, so they may include names that are not ours (check them against STORAGE_KEY before use). A listing
   * is not a snapshot: a file written or deleted while it runs may or may not be in it.
   */
  list(folder?: string): AsyncIterable<StoredFile>;
}

/** Keys are ours (`<user id>/<image id>.jpg`); anything else could escape the storage root. */
export const STORAGE_KEY = /^[0-9a-f-]{36}\/[0-9a-f-]{36}(?:-thumb)?\.(?:jpg|png|mp4)$/;

/** The folder part of a key: its owner's (user's or trial visitor's) id. */
export const STORAGE_FOLDER = /^[0-9a-f-]{36}$/;
