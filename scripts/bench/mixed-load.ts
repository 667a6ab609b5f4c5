/**
 * The mixed load of issue 9: `/`, `/pricing`, `/api/plans`, a signed-in `/api/me` and `POST /api/renders`, in turn on
 * every connection, against `next start` in embedded mode, at 50 and 200 connections. The account is on the
 * Business plan (25,000 renders a month, through the local test checkout) so renders are accepted, not refused.
 * `/api/plans` alone at 50 connections is measured too (target p99 ≤ 30 ms).
 */
import autocannon from 'autocannon';
import sharp from 'sharp';
import { startServer, waitFor200 } from './server';

type Figures = {
  label: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  /** What the errors were: answers outside 2xx, timeouts, socket errors. */
  breakdown: string;
};

const figures = (label: string, result: autocannon.Result): Figures => ({
  label,
  requestsPerSecond: Math.round(result.requests.average),
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  errors: result.errors + result.non2xx + result.timeouts,
  breakdown: `${result.non2xx} non-2xx, ${result.timeouts} timeouts, ${result.errors} socket errors`,
});

async function businessAccount(base: string) {
  const signup = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `load-${Date.now()}@example.com`, password: 'bench-password' }),
  });
  const cookie = signup.headers
    .getSetCookie()
    .find((c) => c.startsWith('rc_session='))!
    .split(';')[0]!;
  const json = { cookie, 'content-type': 'application/json' };
  const checkout = await fetch(`${base}/api/create-checkout-session`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ price: { id: 'price_roomcraft_business_month' } }),
  });
  const { sessionId } = (await checkout.json()) as { sessionId: string };
  const paid = await fetch(`${base}/api/checkout/local/${sessionId}/pay`, { method: 'POST', headers: json });
  if (!paid.ok) throw new Error(`local checkout failed: ${paid.status}`);

  const photo = await sharp({ create: { width: 1024, height: 768, channels: 3, background: '#9a8f80' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'room.jpg');
  const upload = await fetch(`${base}/api/uploads`, { method: 'POST', headers: { cookie }, body: form });
  const imageId = ((await upload.json()) as { image: { id: string } }).image.id;
  return { cookie, imageId };
}

export async function mixedLoad(seconds = 30) {
  const server = startServer(3323);
  try {
    await waitFor200(`${server.url}/api/health`);
    const { cookie, imageId } = await businessAccount(server.url);
    const requests: autocannon.Request[] = [
      { method: 'GET', path: '/' },
      { method: 'GET', path: '/pricing' },
      { method: 'GET', path: '/api/plans' },
      { method: 'GET', path: '/api/me', headers: { cookie } },
      {
        method: 'POST',
        path: '/api/renders',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ imageId, tool: 'redesign', roomType: 'living_room', style: 'modern' }),
      },
    ];
    // Warm every route (compiled handlers, prepared plans, rendered pages) before measuring.
    await autocannon({ url: server.url, connections: 5, duration: 3, requests });
    const rows: Figures[] = [];
    const plans = await autocannon({ url: `${server.url}/api/plans`, connections: 50, duration: seconds });
    rows.push(figures('/api/plans alone, 50 connections', plans));
    for (const connections of [50, 200]) {
      const mix = await autocannon({ url: server.url, connections, duration: seconds, requests });
      rows.push(figures(`mix of 5 routes, ${connections} connections`, mix));
    }
    return rows;
  } finally {
    await server.stop();
  }
}

if (require.main === module) {
  mixedLoad().then((rows) => {
    for (const r of rows)
      console.log(
        `${r.label.padEnd(36)} ${r.requestsPerSecond} req/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, errors ${r.errors} (${r.breakdown})`,
      );
  });
}
