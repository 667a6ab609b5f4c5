/** Time from launching `npm start` (fresh embedded database) to the first 200 on `/`, median of a few runs. */
import { startServer, waitFor200 } from './server';

export async function coldStart(runs = 3): Promise<{ medianMs: number; runsMs: number[] }> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const server = startServer(3310 + i);
    try {
      times.push(Math.round(await waitFor200(`${server.url}/`)));
    } finally {
      await server.stop();
    }
  }
  const sorted = [...times].sort((a, b) => a - b);
  return { medianMs: sorted[Math.floor(sorted.length / 2)]!, runsMs: times };
}

if (require.main === module) {
  coldStart().then((r) =>
    console.log(`cold start to first 200 on /: median ${r.medianMs} ms (runs: ${r.runsMs.join(', ')})`),
  );
}
