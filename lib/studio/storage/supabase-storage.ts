import { createClient } from '@supabase/supabase-js';
import type { FileStorage } from './storage';

/**
 * Supabase Storage, reached with the service-role key from the server only. The bucket is private: files reach
 * people through our authorising route, never through Supabase URLs.
 */
export function createSupabaseStorage(url: string, serviceRoleKey: string, bucket: string): FileStorage {
  const storage = createClient(url, serviceRoleKey, { auth: { persistSession: false } }).storage.from(bucket);
  return {
    name: 'supabase',
    async put(key, data, contentType) {
      const { error } = await storage.upload(key, data, { contentType, upsert: true });
      if (error) throw new Error(`Storage upload failed for ${key}: ${error.message}`);
    },
    async get(key) {
      const { data, error } = await storage.download(key);
      if (error) {
        if (
          (error as { status?: number; statusCode?: string }).status === 404 ||
          /not found/i.test(error.message)
        )
          return null;
        throw new Error(`Storage download failed for ${key}: ${error.message}`);
      }
      return {
        data: Buffer.from(await data.arrayBuffer()),
        contentType: data.type || 'application/octet-stream',
      };
    },
    async delete(keys) {
      if (keys.length === 0) return;
      const { error } = await storage.remove(keys);
      if (error) throw new Error(`Storage delete failed: ${error.message}`);
    },
  };
}
