/**
 * The mixed load of issue 9: `/`, `/pricing`, `/api/plans`, a signed-in `/api/me` and `POST /api/renders`, in turn on
 * every connection, against `npm start` in embedded mode, at 50 and 200 connections. The account is on the
 * Business plan (25,000 renders a month, through the local test checkout) so renders are accepted, not refused.
 * `/api/plans` alone at 50 connections is measured too (target p99 ≤ 30 ms), beside a static file: what Next
 * itself costs on this machine, below which no route can go.
 */
import autocannon from 'autocannon';
import sharp from 'sharp';
import { benchAccount } from './bench-account';
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
  // autocannon counts a timeout among its errors too.
  errors: result.errors + result.non2xx,
  breakdown: `${result.non2xx} non-2xx, ${result.timeouts} timeouts, ${result.errors - result.timeouts} other socket errors`,
});

async function businessAccount(base: string) {
  const { cookie } = await benchAccount(base, `load-${Date.now()}@example.com`);
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

export const FLOOR_LABEL = '/favicon.svg alone (a static file), 50 connections';

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
    // Each measurement is warmed first (compiled handlers, prepared plans, rendered pages). The routes measured
    // alone go before the mix: the renders the mix asks for keep the worker busy for minutes after it.
    const rows: Figures[] = [];
    for (const [label, url] of [
      ['/api/plans alone, 50 connections', `${server.url}/api/plans`],
      // The floor: a static file, which Next answers without any of our code.
      [FLOOR_LABEL, `${server.url}/favicon.svg`],
    ] as const) {
      await autocannon({ url, connections: 5, duration: 3 });
      rows.push(figures(label, await autocannon({ url, connections: 50, duration: seconds })));
    }
    await autocannon({ url: server.url, connections: 5, duration: 3, requests });
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
