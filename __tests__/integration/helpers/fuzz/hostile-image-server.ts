import type { IncomingMessage, ServerResponse } from 'node:http';
import { startLocalWebServer } from '../local-web-server';
import { os2Bitmap } from './hostile-images';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

const send =
  (status: number, body: Uint8Array | string, headers: Record<string, string> = {}): Handler =>
  (_req, res) =>
    res.writeHead(status, headers).end(body);

const redirect =
  (location: string): Handler =>
  (_req, res) =>
    res.writeHead(302, { location }).end();

/**
 * A web server on loopback that answers a photo fetch every wrong way a host on the internet can: junk, nothing, a
 * page, an error, a body shorter than it said, compressed junk, and redirects that are broken, private or endless.
 * The fuzz suite lets the API fetch from it (OUTBOUND_ALLOWED_ORIGINS) and offers its addresses wherever a schema
 * takes `image_url` or `mask_url`.
 */
export async function startHostileImageServer(photo: Uint8Array) {
  const routes: Record<string, Handler> = {
    '/photo.png': send(200, photo, { 'content-type': 'image/png' }),
    '/truncated.png': send(200, photo.slice(0, Math.floor(photo.length / 2)), {
      'content-type': 'image/png',
    }),
    '/os2.bmp': send(200, os2Bitmap(), { 'content-type': 'image/bmp' }),
    '/junk.jpg': send(200, new Uint8Array([0xff, 0xd8, 0xff, 0x00, 0x13, 0x37]), {
      'content-type': 'image/jpeg',
    }),
    '/empty.png': send(200, ''),
    '/page.html': send(200, '<!doctype html><title>Not a photo</title>', { 'content-type': 'text/html' }),
    '/error.png': send(500, 'Internal Server Error'),
    '/gzip.png': send(200, new Uint8Array([0x1f, 0x8b, 0x08, 0x00, 0x00]), { 'content-encoding': 'gzip' }),
    '/huge.png': (_req, res) =>
      res.socket?.end('HTTP/1.1 200 OK\r\ncontent-type: image/png\r\ncontent-length: 1099511627776\r\n\r\n'),
    '/short.png': (_req, res) =>
      res.socket?.end('HTTP/1.1 200 OK\r\ncontent-type: image/png\r\ncontent-length: 5000\r\n\r\nshort'),
    '/redirect-broken': redirect('http://['),
    '/redirect-private': redirect('http://10.0.0.1/photo.png'),
    '/redirect-file': redirect('file:///etc/passwd'),
    '/redirect-loop': redirect('/redirect-loop'),
    '/redirect-photo': redirect('/photo.png'),
  };
  const server = await startLocalWebServer(routes);
  return { ...server, addresses: Object.keys(routes).map((path) => `${server.url}${path}`) };
}
