import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';

describe('the cost of a password hash', () => {
  it("is OWASP's scrypt baseline (N=2^17, r=8, p=1) outside the test suites", () => {
    // A process of its own: this one runs with NODE_ENV=test, under which hashing is made cheap.
    const run = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        "const { hashPassword } = await import('./lib/auth/local/password.ts'); console.log(await hashPassword('x'));",
      ],
      { env: { NODE_ENV: 'production', PATH: process.env.PATH }, cwd: process.cwd(), encoding: 'utf8' },
    );
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+\n$/);
  });
});
