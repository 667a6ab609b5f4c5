import { describe, expect, it, jest } from '@jest/globals';
import pg from 'pg';
import { createPostgresDatabase } from '@/lib/db/postgres-database';

const serverUrl = process.env.TEST_DATABASE_URL;

// Only meaningful against a real PostgreSQL server (CI's database suites).
(serverUrl ? describe : describe.skip)('the pg pool', () => {
  it('survives the server closing an idle connection, and keeps answering', async () => {
    const db = createPostgresDatabase(serverUrl!);
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { rows } = await db.query<{ pid: number }>('select pg_backend_pid() as pid');
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
      await admin.end();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(String(logged.mock.calls[0]?.[0])).toMatch(/idle connection closed by the server/);
      expect((await db.query<{ ok: number }>('select 1 as ok')).rows).toEqual([{ ok: 1 }]);
    } finally {
      logged.mockRestore();
      await db.close();
    }
  });
});
