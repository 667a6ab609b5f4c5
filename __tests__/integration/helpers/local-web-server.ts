import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedRequest = {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
};

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

/**
 * A plain HTTP server on loopback standing in for the internet: the tests give it routes (a photo, a page, a
 * redirect, a webhook receiver) and read back every request it received.
 */
export async function startLocalWebServer(routes: Record<string, Handler>) {
  const received: ReceivedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0]!;
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({ method: req.method ?? 'GET', path, headers: req.headers, body });
      const handler = routes[path];
      if (!handler) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      }
      handler(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
