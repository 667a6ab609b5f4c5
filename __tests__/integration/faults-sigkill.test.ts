import { afterAll, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { closeDb, getDb } from '@/lib/db/get-db';

const WRITER = path.join(__dirname, 'helpers', 'write-contact-messages.ts');
const KILL_AFTER = 50;

type Crash = { acked: number[]; signal: NodeJS.Signals | null; stderr: string };

/**
 * Runs the writer as a server would run (its own process, the embedded database on disk) and kills it with SIGKILL
 * as soon as it has acknowledged KILL_AFTER writes: no shutdown hook, no chance to flush anything. What survives
 * rests on PGlite's synchronous_commit=on (its default, with the Node file system writing straight through): each
 * commit has written its WAL to the OS before the query resolves, so a killed process loses nothing it acknowledged.
 * With synchronous_commit=off this test loses every acknowledged write. (PGlite runs with fsync=off, so a power cut
 * could still lose the OS's unwritten pages; that is beyond what a process crash tests.)
 */
function writeAndKill(dataDir: string): Promise<Crash> {
  const env: NodeJS.ProcessEnv = { ...process.env, PGLITE_DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  delete env.NODE_OPTIONS;
  const child = spawn(process.execPath, ['--import', 'tsx', WRITER], { env, cwd: process.cwd() });
  const acked: number[] = [];
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  createInterface({ input: child.stdout }).on('line', (line) => {
    const match = /^ack (\d+)$/.exec(line);
    if (!match) return;
    acked.push(Number(match[1]));
    if (acked.length === KILL_AFTER) child.kill('SIGKILL');
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (_code, signal) => resolve({ acked, signal, stderr }));
  });
}

describe('the embedded database killed mid-write', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'roomcraft-sigkill-'));

  afterAll(async () => {
    await closeDb();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('reopens after SIGKILL with every acknowledged write in it', async () => {
    const crash = await writeAndKill(path.join(dataDir, 'pglite'));
    expect(crash.stderr).not.toMatch(/Error/);
    expect(crash.signal).toBe('SIGKILL');
    expect(crash.acked.length).toBeGreaterThanOrEqual(KILL_AFTER);

    // The restart: the same data directory opened (and migrated) the way the server opens it.
    delete process.env.DATABASE_URL;
    process.env.PGLITE_DATA_DIR = path.join(dataDir, 'pglite');
    const db = await getDb();
    expect(db.kind).toBe('pglite');
    const { rows } = await db.query<{ message: string }>('select message from public.contact_messages');
    const stored = new Set(rows.map((r) => Number(/^write number (\d+)$/.exec(r.message)?.[1])));
    expect(crash.acked.filter((n) => !stored.has(n))).toEqual([]);
    // Writes in flight when it died may be there or not, but none twice and none half-written.
    expect(rows.length).toBe(stored.size);
    expect([...stored].every((n) => Number.isInteger(n) && n >= 1 && n <= 100)).toBe(true);

    // Still writable after the crash.
    await db.query(
      `insert into public.contact_messages (name, email, topic, message, ip_hash)
       values ('After restart', 'fault@example.com', 'general', 'written after the restart', repeat('a', 64))`,
    );
    expect((await db.query('select 1 from public.contact_messages')).rowCount).toBe(rows.length + 1);
  });
});
