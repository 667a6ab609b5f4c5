/** Where files live: local disk in embedded mode, Supabase Storage in production (DESIGN §1). */
export interface FileStorage {
  readonly name: 'local' | 'supabase';
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Null when there is no such file. */
  get(key: string): Promise<{ data: Buffer; contentType: string } | null>;
  delete(keys: string[]): Promise<void>;
}

/** Keys are ours (`<user id>/<image id>.jpg`); anything else could escape the storage root. */
export const STORAGE_KEY = /^[0-9a-f-]{36}\/[0-9a-f-]{36}(?:-thumb)?\.(?:jpg|png|mp4)$/;
