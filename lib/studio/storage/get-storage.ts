import '@/lib/server-only';
import { getServerEnv } from '@/lib/env';
import { createLocalStorage } from './local-storage';
import type { FileStorage } from './storage';
import { createSupabaseStorage } from './supabase-storage';

let storage: FileStorage | undefined;

/** The file storage chosen by the environment (DESIGN §1). */
export function getStorage(): FileStorage {
  if (storage) return storage;
  const env = getServerEnv();
  storage =
    env.adapters.storage === 'supabase'
      ? createSupabaseStorage(
          env.NEXT_PUBLIC_SUPABASE_URL!,
          env.SUPABASE_SERVICE_ROLE_KEY!,
          env.SUPABASE_STORAGE_BUCKET,
        )
      : createLocalStorage(env.STORAGE_DIR);
  return storage;
}
