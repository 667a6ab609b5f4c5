import '@/lib/server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './types';

export const SEED_FILE = path.join(process.cwd(), 'supabase', 'seed.sql');

/** supabase/seed.sql: the plan catalogue. Idempotent, so it can run on every embedded start. */
export async function applySeed(db: Database): Promise<void> {
  await db.transaction((tx) => tx.exec(readFileSync(/*turbopackIgnore: true*/ SEED_FILE, 'utf8')));
}
