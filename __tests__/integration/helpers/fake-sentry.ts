import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

export type ReceivedEnvelope = {
  /** The project in the URL (`/api/<project>/envelope/`) and the public key from the auth header or query. */
  project: string;
  publicKey: string | null;
  header: Record<string, unknown>;
  items: { type: string; payload: Record<string, unknown> }[];
};

/**
 * A local server speaking Sentry's ingest API: `POST /api/<project>/envelope/`, an envelope of newline-separated
 * JSON (a header, then item header and payload pairs), plain or gzipped, answered 200 with the event id. The DSN
 * it gives is what an SDK is configured with.
 */
export async function startFakeSentry(publicKey: string, project = '42') {
  const envelopes: ReceivedEnvelope[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const match = /^\/api\/(\w+)\/envelope\/?/.exec(req.url ?? '');
      if (req.method !== 'POST' || !match) return void res.writeHead(404).end();
      const raw = Buffer.concat(chunks);
      const text = (req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
      const [headerLine = '{}', ...rest] = text.split('\n').filter((line) => line.trim() !== '');
      const auth = String(req.headers['x-sentry-auth'] ?? new URL(req.url!, 'http://x').search);
      const items: ReceivedEnvelope['items'] = [];
      for (let i = 0; i + 1 < rest.length; i += 2) {
        items.push({
          type: (JSON.parse(rest[i]!) as { type: string }).type,
          payload: JSON.parse(rest[i + 1]!) as Record<string, unknown>,
        });
      }
      const header = JSON.parse(headerLine) as Record<string, unknown>;
      envelopes.push({
        project: match[1]!,
        publicKey: /sentry_key=(\w+)/.exec(auth)?.[1] ?? null,
        header,
        items,
      });
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: header.event_id }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://${publicKey}@127.0.0.1:${port}/${project}`,
    envelopes,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
