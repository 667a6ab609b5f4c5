import { describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { hkdfSync } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const MODULE = path.join(process.cwd(), 'lib', 'auth', 'server-secret.ts');

/** The keys one server process derives, started in `dir` with the given variables. */
async function keysOfProcess(dir: string, vars: Record<string, string> = {}) {
  const script =
    `process.chdir(${JSON.stringify(dir)}); const { serverSecret } = await import(${JSON.stringify(MODULE)}); ` +
    "const hex = (key) => Buffer.from(key).toString('hex'); " +
    "console.log(JSON.stringify({ access: hex(serverSecret('access_token')), device: hex(serverSecret('known_device')) }));";
  const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    env: { NODE_ENV: 'development', PATH: process.env.PATH, ...vars },
  });
  return JSON.parse(stdout) as { access: string; device: string };
}

const derived = (secret: string, purpose: string) =>
  Buffer.from(hkdfSync('sha256', secret, 'roomcraft', `roomcraft ${purpose} signing key`, 32)).toString(
    'hex',
  );

describe('the signing keys of a server process', () => {
  it('come, in a local run, from one secret that the processes starting together make once and share', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'roomcraft-auth-secret-'));
    const keys = await Promise.all([1, 2, 3, 4].map(() => keysOfProcess(dir)));
    expect(new Set(keys.map((k) => JSON.stringify(k))).size).toBe(1);
    expect(readdirSync(path.join(dir, '.data'))).toEqual(['auth-secret']);
    const file = path.join(dir, '.data', 'auth-secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const secret = readFileSync(file, 'utf8').trim();
    expect(secret).toMatch(/^[\w-]{43}$/);
    expect(keys[0]).toEqual({
      access: derived(secret, 'access_token'),
      device: derived(secret, 'known_device'),
    });
    expect(keys[0]!.access).not.toBe(keys[0]!.device);
  });

  it('come from AUTH_SECRET where it is given, and nothing is written to disk', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'roomcraft-auth-secret-'));
    const secret = 'a-deployment-secret-of-at-least-32-characters';
    expect(await keysOfProcess(dir, { AUTH_SECRET: secret })).toEqual({
      access: derived(secret, 'access_token'),
      device: derived(secret, 'known_device'),
    });
    expect(readdirSync(dir)).toEqual([]);
  });
});
