import '@/lib/server-only';
import pg from 'pg';
import { listenToPostgres } from './listen-to-postgres';
import type { Database, Queryable } from './types';

const INT8 = 20;

/**
 * A pg Pool (in production: Supabase Postgres through its pooler). `listenUrl` names a connection that can LISTEN (a
 * direct or session-mode one): without it this database has no `listen`.
 */
export function createPostgresDatabase(connectionString: string, listenUrl?: string): Database {
  const stopListening: (() => Promise<void>)[] = [];
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    // Idle connections alone never keep a process alive (a script or test that forgot closeDb still exits).
    allowExitOnIdle: true,
    // Counters and money fit safely in a JS number; strings would leak into every caller.
    types: { getTypeParser: (oid, format) => (oid === INT8 ? Number : pg.types.getTypeParser(oid, format)) },
  });
  // An idle connection can be closed by the server (restart, failover, maintenance). The pool drops it and opens
  // a new one on demand; without a listener the error would be an unhandled event that kills the process.
  pool.on('error', (error) => console.error(`[db] idle connection closed by the server: ${error.message}`));
  const wrap = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async query(sql, params) {
      const result = await client.query(sql, params as unknown[]);
      return { rows: result.rows, rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(sql) {
      // Without parameters pg uses the simple protocol, which accepts several statements.
      await client.query(sql);
    },
  });
  return {
    kind: 'postgres',
    connection: { kind: 'postgres', connectionString },
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await Promise.all(stopListening.map((stop) => stop()));
      await pool.end();
    },
    ...(listenUrl && {
      async listen(channel, listener) {
        stopListening.push(listenToPostgres(listenUrl, channel, listener));
      },
    }),
  };
}
