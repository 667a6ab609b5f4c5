import pg from 'pg';

/**
 * A connection of its own to the test file's PostgreSQL database (never one of the app's pool, which the requests
 * under test fill): it holds the lock the requests contend for, or watches them queue behind one of their own.
 */
export async function openBarrierClient(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  return client;
}

/**
 * Resolves once `count` backends of this database wait on a lock (pg_stat_activity) in a statement containing one
 * of `statements`, so the requests behind it have all read what they read before any of them got through (their
 * other waits, on a session row or a rate limit, do not count). `settled`, when given, also ends the wait: a
 * request whose guard is gone never waits, and must then fail the test's assertions rather than hang it.
 */
export async function waitForLockWaiters(
  client: pg.Client,
  count: number,
  statements: string[],
  settled?: Promise<unknown>,
): Promise<void> {
  let done = false;
  void settled?.then(
    () => (done = true),
    () => (done = true),
  );
  const patterns = statements.map((statement) => `%${statement}%`);
  for (let attempt = 0; ; attempt++) {
    // The activity view is read once per transaction, and the client may be holding the lock inside one.
    await client.query('select pg_stat_clear_snapshot()');
    const { rows } = await client.query<{ waiting: number }>(
      `select count(*)::int as waiting from pg_stat_activity
       where datname = current_database() and wait_event_type = 'Lock' and query ilike any($1)`,
      [patterns],
    );
    const waiting = rows[0]!.waiting;
    if (waiting >= count || done) return;
    if (attempt > 1200) throw new Error(`only ${waiting} of ${count} requests ever waited on the lock`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
