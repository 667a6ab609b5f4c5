/** GET /api/me for a signed-in user at 50 concurrent connections on loopback (target p99 ≤ 25 ms). */
import autocannon from 'autocannon';
import { benchAccount } from './bench-account';
import { startServer, waitFor200 } from './server';

export async function apiMeLoad(connections = 50, seconds = 15) {
  const server = startServer(3320);
  try {
    await waitFor200(`${server.url}/api/health`);
    const { cookie } = await benchAccount(server.url, `bench-${Date.now()}@example.com`);
    // Warm the route (compiled handlers, prepared plans) before measuring.
    await autocannon({ url: `${server.url}/api/me`, connections: 10, duration: 2, headers: { cookie } });
    const result = await autocannon({
      url: `${server.url}/api/me`,
      connections,
      duration: seconds,
      headers: { cookie },
    });
    return {
      connections,
      seconds,
      requestsPerSecond: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      errors: result.errors + result.non2xx,
    };
  } finally {
    await server.stop();
  }
}

if (require.main === module) {
  apiMeLoad().then((r) =>
    console.log(
      `/api/me at ${r.connections} connections for ${r.seconds} s: ${r.requestsPerSecond} req/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, errors ${r.errors}`,
    ),
  );
}
