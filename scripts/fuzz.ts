/**
 * `npm run fuzz`: the fuzz suites (`__tests__/integration/fuzz-*.test.ts`) with far more requests than CI sends, from
 * a random seed unless FUZZ_SEED is given. The seed is printed before and after the run, so any failure can be
 * replayed with `FUZZ_SEED=<seed> npm run fuzz`. Extra arguments go to Jest (`npm run fuzz -- -t stripe`).
 */
import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';

const seed = process.env.FUZZ_SEED || String(randomInt(2 ** 31));
const runs = process.env.FUZZ_RUNS || '200';
const replay = `FUZZ_SEED=${seed} FUZZ_RUNS=${runs} npm run fuzz`;

console.log(`Fuzzing with seed ${seed}, ${runs} requests per route and method (replay: ${replay})`);
const jest = spawnSync('npx', ['jest', '__tests__/integration/fuzz-', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: {
    ...process.env,
    FUZZ_SEED: seed,
    FUZZ_RUNS: runs,
    NODE_OPTIONS: [process.env.NODE_OPTIONS, '--experimental-vm-modules'].filter(Boolean).join(' '),
  },
});
console.log(`${jest.status === 0 ? 'Passed' : 'Failed'} with seed ${seed} (replay: ${replay})`);
process.exit(jest.status ?? 1);
