import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { type Server, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServerProcess, startWebInstance, waitUntilServing } from './helpers/cluster-process';
import { setupTestDatabase } from './helpers/test-database';

/**
 * `npm start`'s server.js as a process: how it starts and stops, where `next start` would have done it. The parts
 * that need a build and a database of their own run with the PostgreSQL suites, after CI's build.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const describeOnPostgres = onPostgres ? describe : describe.skip;

describe('server.js', () => {
  it('stops at once, saying why, when it is started with an option it does not know or a bad port', async () => {
    for (const [args, message] of [
      [['--bogus'], "Unknown option '--bogus'"],
      [['-p', 'abc'], 'Invalid port: abc'],
    ] as const) {
      const proc = startServerProcess('options', [...args]);
      expect([await proc.exited, proc.output()]).toEqual([
        1,
        expect.stringContaining(`[server] ${message} (usage: npm start`),
      ]);
    }
  });
});

setupTestDatabase();

describeOnPostgres('server.js with a build', () => {
  let env: Record<string, string>;
  beforeAll(() => {
    env = {
      DATABASE_URL: process.env.DATABASE_URL!,
      STORAGE_DIR: mkdtempSync(path.join(tmpdir(), 'roomcraft-server-')),
      ALLOW_LOCAL_PROVIDERS: '1',
      JOB_WORKERS: 'off',
    };
  });

  describe('on a port another process holds', () => {
    let holder: Server;
    beforeAll(
      () => new Promise<void>((resolve) => (holder = createServer().listen(3831, '127.0.0.1', resolve))),
    );
    afterAll(() => new Promise<void>((resolve) => holder.close(() => resolve())));

    it('exits 1 saying it could not start, instead of idling without serving', async () => {
      const proc = startWebInstance('taken', 3831, env);
      expect(await proc.exited).toBe(1);
      expect(proc.output()).toContain('[server] failed to start');
      expect(proc.output()).toContain('EADDRINUSE');
    });
  });

  it("stops on SIGTERM with the signal's code, though a client keeps a connection open and a request half sent", async () => {
    const proc = startWebInstance('stopping', 3832, env);
    try {
      await waitUntilServing('http://127.0.0.1:3832', proc);
      // A browser's kept-alive connection, idle after its answer.
      const agent = new Agent({ keepAlive: true });
      await new Promise<void>((resolve, reject) =>
        request('http://127.0.0.1:3832/api/me', { agent }, (res) => res.resume().on('end', resolve))
          .on('error', reject)
          .end(),
      );
      // A request whose body never finishes arriving.
      const stalled = request('http://127.0.0.1:3832/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': '1000' },
      });
      stalled.on('error', () => {});
      stalled.write('{"name":');
      await proc.stop();
      expect(await proc.exited).toBe(143);
      agent.destroy();
    } finally {
      await proc.kill();
    }
  });
});
