import '@/lib/server-only';
import type { Readable } from 'node:stream';

/** A stored file as a listing sees it. */
export type StoredFile = { key: string; lastModified: Date };

/** What is known of a stored file before its bytes are read. */
export type FileInfo = { size: number; contentType: string; lastModified: Date };

/** Bytes `start` to `end` of a file, both included (as an HTTP `Range` names them). */
export type ByteRange = { start: number; end: number };

/** Where files live: local disk in embedded mode, Supabase Storage in production (DESIGN §1). */
export interface FileStorage {
  readonly name: 'local' | 'supabase';
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The whole file in memory, for the code that works on it (sharp, ffmpeg); null when there is no such file. */
  get(key: string): Promise<{ data: Buffer; contentType: string } | null>;
  /** Null when there is no such file. */
  stat(key: string): Promise<FileInfo | null>;
  /**
   * The file's bytes, or those of one range of it (which must lie within the file), as they arrive: what is sent
   * to a browser never sits in memory whole. Null when there is no such file.
   */
  read(key: string, range?: ByteRange): Promise<Readable | null>;
  /** Deletes files by key; a key may also name a leftover temporary file (TEMPORARY_KEY). */
  delete(keys: string[]): Promise<void>;
  /**
   * Every stored file, or those in one owner's folder, fetched a page at a time as the caller reads on. Keys come
   * as stored, so they may include names that are not ours (check them against STORAGE_KEY before use). A listing
   * is not a snapshot: a file written or deleted while it runs may or may not be in it.
   */
  list(folder?: string): AsyncIterable<StoredFile>;
}

const KEY = String.raw`[0-9a-f-]{36}\/[0-9a-f-]{36}(?:-thumb)?\.(?:jpg|png|mp4)`;

/** Keys are ours (`<user id>/<image id>.jpg`); anything else could escape the storage root. */
export const STORAGE_KEY = new RegExp(`^${KEY}$`);

/**
 * Where the local store writes a file before renaming it to its key (`<key>.<pid>.tmp`), so a reader never sees
 * half a file. One outlives its write only when the writing process died mid-write.
 */
export const TEMPORARY_KEY = new RegExp(`^${KEY}\\.\\d+\\.tmp$`);

/** The folder part of a key: its owner's (user's or trial visitor's) id. */
export const STORAGE_FOLDER = /^[0-9a-f-]{36}$/;
