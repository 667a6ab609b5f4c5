import '@/lib/server-only';
import { getServerEnv } from '@/lib/env';
import { createLocalAuth } from './local/local-auth';
import { createSupabaseAuth } from './supabase/supabase-auth';
import type { AuthAdapter } from './types';

let adapter: AuthAdapter | undefined;

/** The auth adapter chosen by the environment (DESIGN §1). */
export function getAuth(): AuthAdapter {
  adapter ??= getServerEnv().adapters.auth === 'supabase' ? createSupabaseAuth() : createLocalAuth();
  return adapter;
}
