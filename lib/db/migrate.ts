import '@/lib/server-only';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './types';

export const MIGRATIONS_DIR = path.join(process.cwd(), 'supabase', 'migrations');

export type Migration = { version: string; name: string; sql: string };

/** Files named `<version>_<name>.sql`, in version order (the Supabase CLI layout). */
export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  // Traced through outputFileTracingIncludes in next.config.js; dynamic here only because tests pass a folder.
  return readdirSync(/*turbopackIgnore: true*/ dir)
    .filter((f) => /^\d+_[\w-]+\.sql$/.test(f))
    .sort()
    .map((file) => {
      const [version, ...rest] = file.replace(/\.sql$/, '').split('_');
      return {
        version: version!,
        name: rest.join('_'),
        sql: readFileSync(/*turbopackIgnore: true*/ path.join(dir, file), 'utf8'),
      };
    });
}

/**
 * Applies each migration not yet recorded, in order, each in its own transaction together with its record. The
 * record table is the one the Supabase CLI keeps, so `supabase db push` and this migrator agree on what ran. An
 * advisory lock makes concurrent starts (several server processes) wait instead of applying twice.
 */
export async function migrate(db: Database, migrations = readMigrations()): Promise<string[]> {
  await db.exec(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (
      version text primary key, statements text[], name text
    );`);
  const applied: string[] = [];
  for (const m of migrations) {
    const done = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock(724100)');
      const seen = await tx.query('select 1 from supabase_migrations.schema_migrations where version = $1', [
        m.version,
      ]);
      if (seen.rows.length > 0) return false;
      await tx.exec(m.sql);
      await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
        m.version,
        m.name,
      ]);
      return true;
    });
    if (done) applied.push(`${m.version}_${m.name}`);
  }
  return applied;
}
