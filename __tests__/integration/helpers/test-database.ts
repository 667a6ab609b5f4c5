import { afterAll, beforeAll } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { closeDb, getDb } from '@/lib/db/get-db';
import { migrate } from '@/lib/db/migrate';
import type { Database } from '@/lib/db/types';
import { openMigratedPglite } from './migrated-pglite';

/**
 * Gives the test file a database of its own: a fresh in-memory PGlite, or, when TEST_DATABASE_URL points at a real
 * PostgreSQL server, a new database created on it for this file and dropped afterwards.
 */
export function setupTestDatabase(
  options: {
    /** On PostgreSQL, the connection the process LISTENs on (DATABASE_LISTEN_URL), made from its database's URL. */
    listenUrl?: (databaseUrl: string) => string;
  } = {},
): { db(): Database } {
  let database: Database | undefined;
  let created: { admin: string; name: string } | undefined;

  beforeAll(async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (serverUrl) {
      const name = `roomcraft_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      process.env.DATABASE_URL = url.toString();
      if (options.listenUrl) process.env.DATABASE_LISTEN_URL = options.listenUrl(url.toString());
      created = { admin: serverUrl, name };
    } else {
      delete process.env.DATABASE_URL;
      process.env.PGLITE_DATA_DIR = 'memory://';
      // Handed to getDb() as its process-wide database (the key lib/db/get-db.ts keeps it under).
      (globalThis as { __roomcraftDb?: Promise<Database> }).__roomcraftDb = openMigratedPglite();
    }
    database = await getDb();
    // The embedded database migrates itself on open; a server database is migrated like production does it.
    if (serverUrl) await migrate(database);
  });

  afterAll(async () => {
    delete process.env.DATABASE_LISTEN_URL;
    await closeDb();
    if (created) {
      const admin = new pg.Client({ connectionString: created.admin });
      await admin.connect();
      await admin.query(`drop database if exists ${created.name} with (force)`);
      await admin.end();
    }
  });

  return {
    db() {
      if (!database) throw new Error('The test database is not open yet (use it inside a test).');
      return database;
    },
  };
}
