import { PGlite } from '@electric-sql/pglite';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { applySeed, SEED_FILE } from '@/lib/db/apply-seed';
import { migrate, readMigrations } from '@/lib/db/migrate';
import { createPgliteDatabase } from '@/lib/db/pglite-database';
import type { Database } from '@/lib/db/types';
import { installedPackageManifest } from '@/scripts/installed-package';

/**
 * The file holding a dump of a fresh embedded database after the migrations and the seed, named by what made it
 * (the migrations, the seed, the code applying them and PGlite's version), so a change to any of them makes a new one and a stale dump is
 * never read.
 */
function snapshotFile(): string {
  const hash = createHash('sha256');
  for (const m of readMigrations()) hash.update(`${m.version}_${m.name}\0${m.sql}\0`);
  hash.update(readFileSync(SEED_FILE));
  // And the code that applies them.
  for (const file of ['lib/db/migrate.ts', 'lib/db/apply-seed.ts'])
    hash.update(readFileSync(path.join(process.cwd(), file)));
  hash.update(readFileSync(installedPackageManifest('@electric-sql/pglite').file));
  return path.join(tmpdir(), `roomcraft-test-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

/**
 * An in-memory embedded database as `getDb()` opens one (migrated and seeded), started from a dump of the first
 * one made: PGlite's initdb is most of a new database's start-up, and each integration file opens its own. The
 * first file of a run (or each, when several start at once) migrates from scratch and leaves the dump.
 */
export async function openMigratedPglite(): Promise<Database> {
  const file = snapshotFile();
  if (existsSync(file)) return createPgliteDatabase('memory://', new Blob([readFileSync(file)]));
  const db = await createPgliteDatabase('memory://');
  await migrate(db);
  await applySeed(db);
  if (db.connection.kind === 'pglite') {
    const dump = await (db.connection.pglite as PGlite).dumpDataDir('none');
    // Written aside and renamed, so a file that starts at the same moment never reads half a dump.
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  return db;
}
