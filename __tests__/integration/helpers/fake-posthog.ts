import { type IncomingMessage, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

export type ReceivedEvent = {
  event: string;
  distinct_id: string;
  properties: Record<string, unknown>;
  api_key: string;
  path: string;
};

const readBody = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

type Message = {
  event?: string;
  distinct_id?: string;
  properties?: Record<string, unknown>;
  api_key?: string;
};

/**
 * A local server speaking PostHog's capture API: `POST /batch/`, `/capture/`, `/i/v0/e/`, with a JSON body that is
 * one event, a list of events, or `{api_key, batch: [...]}`, plain or gzipped (`Content-Encoding: gzip` or
 * `?compression=gzip-js`), as posthog-node and posthog-js send them. Each event must carry the project's key;
 * events with another key are answered 401 and not kept.
 */
export async function startFakePostHog(apiKey: string) {
  const events: ReceivedEvent[] = [];
  const waiters: (() => void)[] = [];

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method !== 'POST' || !['/batch/', '/capture/', '/i/v0/e/'].includes(url.pathname)) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"type":"validation_error"}');
      return;
    }
    let raw = await readBody(req);
    const gzipped =
      req.headers['content-encoding'] === 'gzip' || url.searchParams.get('compression') === 'gzip-js';
    if (gzipped) raw = gunzipSync(raw);
    let body: Message | Message[] | { api_key?: string; batch: Message[] };
    try {
      body = JSON.parse(raw.toString('utf8')) as typeof body;
    } catch {
      res.writeHead(400, { 'content-type': 'application/json' }).end('{"type":"validation_error"}');
      return;
    }
    const batchKey = !Array.isArray(body) && 'batch' in body ? body.api_key : undefined;
    const messages = Array.isArray(body) ? body : 'batch' in body ? body.batch : [body];
    const received = messages.map((m) => ({
      event: m.event ?? '',
      distinct_id: m.distinct_id ?? String(m.properties?.distinct_id ?? ''),
      properties: m.properties ?? {},
      api_key: m.api_key ?? batchKey ?? String(m.properties?.token ?? ''),
      path: url.pathname,
    }));
    if (received.some((e) => e.api_key !== apiKey)) {
      res.writeHead(401, { 'content-type': 'application/json' }).end('{"type":"authentication_error"}');
      return;
    }
    events.push(...received);
    waiters.splice(0).forEach((wake) => wake());
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"Ok"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    events,
    /** Resolves once an event of that name has arrived (fails the test after 5 s). */
    async waitFor(name: string): Promise<ReceivedEvent> {
      const deadline = Date.now() + 5000;
      for (;;) {
        const found = events.find((e) => e.event === name);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`PostHog never received ${name}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    reset: () => void events.splice(0),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakePostHog = Awaited<ReturnType<typeof startFakePostHog>>;
