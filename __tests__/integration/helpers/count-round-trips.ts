import type { Database, Queryable } from '@/lib/db/types';

const globalForDb = globalThis as typeof globalThis & { __roomcraftDb?: Promise<Database> };

/**
 * Puts a counting wrapper around the process's real database (lib/db/get-db.ts keeps it on globalThis) while `fn`
 * runs, and returns how many round trips to the database `fn` made: every statement, and a transaction's begin and
 * commit.
 */
export async function countRoundTrips(fn: () => Promise<unknown>): Promise<number> {
  const real = globalForDb.__roomcraftDb;
  if (!real) throw new Error('The database is not open.');
  const db = await real;
  let count = 0;
  const counted = (q: Queryable): Queryable => ({
    query(sql, params) {
      count += 1;
      return q.query(sql, params);
    },
    exec(sql) {
      count += 1;
      return q.exec(sql);
    },
  });
  const wrapper: Database = {
    kind: db.kind,
    connection: db.connection,
    ...counted(db),
    transaction(work) {
      count += 2;
      return db.transaction((tx) => work(counted(tx)));
    },
    close: () => db.close(),
    ...(db.listen && { listen: db.listen.bind(db) }),
  };
  globalForDb.__roomcraftDb = Promise.resolve(wrapper);
  try {
    await fn();
  } finally {
    globalForDb.__roomcraftDb = real;
  }
  return count;
}
