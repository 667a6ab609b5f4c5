import '@/lib/server-only';
import { PGlite } from '@electric-sql/pglite';
import { mkdirSync } from 'node:fs';
import type { Database, Queryable } from './types';

/**
 * Embedded Postgres in this process. `memory://` keeps nothing on disk (tests). `loadDataDir`, a dump of another
 * database's data directory (PGlite's `dumpDataDir`), starts it as a copy of that one instead of an empty one.
 */
export async function createPgliteDatabase(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create({ dataDir, loadDataDir });
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query(sql, params) {
      const result = await q.query(sql, params);
      // PGlite counts only written rows in affectedRows (0 for a select); rows counts what came back.
      return {
        rows: result.rows as never[],
        rowCount: Math.max(result.rows.length, result.affectedRows ?? 0),
      };
    },
    async exec(sql) {
      await q.exec(sql);
    },
  });
  return {
    kind: 'pglite',
    connection: { kind: 'pglite', pglite: pg },
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
    async listen(channel, listener) {
      await pg.listen(channel, (payload) => listener.notify(payload));
      listener.listening(true);
    },
  };
}
