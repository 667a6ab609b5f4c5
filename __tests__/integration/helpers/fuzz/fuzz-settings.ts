/** The seed CI always runs with, so a red build is the same failure on every machine. */
const CI_SEED = 20261124;
/** Requests per route and method in CI: keeps each fuzz file within about a minute on two shared cores. */
const CI_RUNS = 10;

type FuzzSettings = { seed: number; runs: number };

/**
 * `FUZZ_SEED` and `FUZZ_RUNS` from the environment (`npm run fuzz` sets both), else CI's fixed seed and count. A
 * failure prints the seed, so `FUZZ_SEED=<seed> npm run fuzz` replays it.
 */
export function fuzzSettings(env: Record<string, string | undefined> = process.env): FuzzSettings {
  const seed = env.FUZZ_SEED ? Number(env.FUZZ_SEED) : CI_SEED;
  const runs = env.FUZZ_RUNS ? Number(env.FUZZ_RUNS) : CI_RUNS;
  if (!Number.isSafeInteger(seed)) throw new Error(`FUZZ_SEED must be an integer, not "${env.FUZZ_SEED}".`);
  if (!Number.isSafeInteger(runs) || runs < 1) {
    throw new Error(`FUZZ_RUNS must be a positive integer, not "${env.FUZZ_RUNS}".`);
  }
  return { seed, runs };
}

/** One seed per route and method, from the run's seed, so routes do not all see the same sequence of inputs. */
export function seedFor(seed: number, name: string): number {
  let hash = seed | 0;
  for (const char of name) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}
