import { testApiHandler } from 'next-test-api-route-handler';
import type { NextApiHandler } from 'next';
import { buffer } from 'node:stream/consumers';
import { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { cookieHeader } from './call-route';

export type Download = { status: number; headers: Headers; body: Buffer };

/** Calls a route that answers with a file, over real HTTP, reading the streamed body as bytes. */
export async function downloadFrom(
  route: { default: NextApiHandler; config?: unknown },
  init: { query?: Record<string, string>; headers?: Record<string, string> },
  cookies?: Map<string, string>,
): Promise<Download> {
  let result: Download | undefined;
  await testApiHandler({
    pagesHandler: Object.assign(route.default, { config: route.config }),
    params: init.query,
    test: async ({ fetch }) => {
      const headers: Record<string, string> = { ...init.headers };
      if (cookies?.size) headers.cookie = cookieHeader(cookies);
      const res = await fetch({ method: 'GET', headers });
      const body = res.body ? await buffer(Readable.fromWeb(res.body as never)) : Buffer.alloc(0);
      result = { status: res.status, headers: res.headers, body };
    },
  });
  return result!;
}

/** Every file of a ZIP archive by name, read with a ZIP reader of its own (not the library that wrote it). */
export async function unzip(archive: Buffer): Promise<Map<string, Buffer>> {
  const zip = await yauzl.fromBufferPromise(archive, { lazyEntries: true });
  const files = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', () => resolve());
    zip.on('entry', (entry: yauzl.Entry) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        buffer(stream).then((data) => {
          files.set(entry.fileName, data);
          zip.readEntry();
        }, reject);
      });
    });
    zip.readEntry();
  });
  return files;
}
