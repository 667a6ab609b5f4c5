import 'next-test-api-route-handler';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ZApiError } from '@/lib/pro-api/v1-schemas';
import * as rendersRoute from '@/pages/api/v1/renders/index';
import * as usageRoute from '@/pages/api/v1/usage';
import { bearer, createKey, roomPhoto } from './helpers/api-client';
import { callRoute } from './helpers/call-route';
import { startLocalWebServer } from './helpers/local-web-server';
import { signUpUser } from './helpers/sign-up';
import { setupTestDatabase } from './helpers/test-database';

type Server = Awaited<ReturnType<typeof startLocalWebServer>>;
/** Stands in for a public photo host: the only origin exempt from the private-address refusal. */
let web: Server;
/** An internal service on loopback that must never be reached, whatever URL points at it. */
let internal: Server;

beforeAll(async () => {
  const photo = await roomPhoto();
  internal = await startLocalWebServer({
    '/room.jpg': (_req, res) => res.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo),
    '/hook': (_req, res) => res.writeHead(200).end(),
  });
  web = await startLocalWebServer({
    '/room.jpg': (_req, res) => res.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo),
    '/page.html': (_req, res) =>
      res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Not a photo</h1>'),
    '/huge.jpg': (_req, res) => res.writeHead(200, { 'content-length': String(25 * 1024 * 1024) }).end(),
    '/endless.jpg': (_req, res) => {
      // No length announced: the cap must stop it while it streams.
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      const chunk = Buffer.alloc(1024 * 1024, 0xff);
      let sent = 0;
      const write = () => {
        while (sent < 30 && res.write(chunk)) sent++;
        if (sent < 30) res.once('drain', write);
        else res.end();
      };
      res.on('error', () => undefined);
      write();
    },
    '/to-internal': (_req, res) => res.writeHead(302, { location: `${internal.url}/room.jpg` }).end(),
    '/to-metadata': (_req, res) =>
      res.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/iam/' }).end(),
    '/to-room': (_req, res) => res.writeHead(307, { location: '/room.jpg' }).end(),
    '/loop': (_req, res) => res.writeHead(302, { location: '/loop' }).end(),
  });
  process.env.STORAGE_DIR = mkdtempSync(path.join(tmpdir(), 'roomcraft-url-fetch-'));
  process.env.OUTBOUND_ALLOWED_ORIGINS = web.url;
});
setupTestDatabase();
afterAll(async () => {
  await web.close();
  await internal.close();
});

const STAGING = { tool: 'virtual-staging', room_type: 'living_room', style: 'scandinavian' };
let key: string;
beforeAll(async () => {
  key = (await createKey((await signUpUser('api-urls@example.com')).jar)).key;
});
const render = (body: Record<string, unknown>) =>
  callRoute(rendersRoute, { method: 'POST', body: { ...STAGING, ...body }, headers: bearer(key) });
const answer = async (body: Record<string, unknown>) => {
  const res = await render(body);
  // The documented error shape and nothing more: a catalogue code, a description, and the field at fault.
  expect(ZApiError.strict().safeParse(res.body).error).toBeUndefined();
  return [res.status, (res.body as { error: string }).error];
};

describe('image_url', () => {
  it('fetches a photo from a public address, following a redirect', async () => {
    expect(await render({ image_url: `${web.url}/room.jpg` })).toMatchObject({
      status: 202,
      body: { status: 'queued' },
    });
    expect(await render({ image_url: `${web.url}/to-room` })).toMatchObject({ status: 202 });
  });

  it('refuses loopback, link-local (cloud metadata), mapped and disguised local addresses without connecting', async () => {
    const port = new URL(internal.url).port;
    const before = internal.received.length;
    expect(await answer({ image_url: `${internal.url}/room.jpg` })).toEqual([422, 'url_not_allowed']);
    expect(await answer({ image_url: `http://localhost:${port}/room.jpg` })).toEqual([
      422,
      'url_not_allowed',
    ]);
    expect(await answer({ image_url: `http://[::ffff:127.0.0.1]:${port}/room.jpg` })).toEqual([
      422,
      'url_not_allowed',
    ]);
    expect(await answer({ image_url: `http://0x7f000001:${port}/room.jpg` })).toEqual([
      422,
      'url_not_allowed',
    ]);
    expect(await answer({ image_url: `http://[::1]:${port}/room.jpg` })).toEqual([422, 'url_not_allowed']);
    expect(await answer({ image_url: 'http://169.254.169.254/latest/meta-data/' })).toEqual([
      422,
      'url_not_allowed',
    ]);
    expect(await answer({ image_url: 'http://10.0.0.8/room.jpg' })).toEqual([422, 'url_not_allowed']);
    expect(internal.received.length).toBe(before);
  });

  it('refuses schemes other than http and https', async () => {
    expect(await answer({ image_url: 'file:///etc/passwd' })).toEqual([400, 'invalid_body']);
    expect(await answer({ image_url: 'ftp://example.com/room.jpg' })).toEqual([400, 'invalid_body']);
    expect(await answer({ image_url: 'gopher://127.0.0.1:6379/_INFO' })).toEqual([400, 'invalid_body']);
  });

  it('refuses a redirect to a private or link-local address', async () => {
    const before = internal.received.length;
    expect(await answer({ image_url: `${web.url}/to-internal` })).toEqual([422, 'url_not_allowed']);
    expect(await answer({ image_url: `${web.url}/to-metadata` })).toEqual([422, 'url_not_allowed']);
    expect(internal.received.length).toBe(before);
    expect(await answer({ image_url: `${web.url}/loop` })).toEqual([422, 'url_unreachable']);
  });

  it('refuses what is not an image, too large, or missing', async () => {
    expect(await answer({ image_url: `${web.url}/page.html` })).toEqual([415, 'unsupported_type']);
    expect(await answer({ image_url: `${web.url}/huge.jpg` })).toEqual([413, 'file_too_large']);
    expect(await answer({ image_url: `${web.url}/endless.jpg` })).toEqual([413, 'file_too_large']);
    const missing = await render({ image_url: `${web.url}/gone.jpg` });
    expect(missing).toMatchObject({ status: 422, body: { error: 'url_unreachable' } });
    expect((missing.body as { description: string }).description).toContain('HTTP 404');
  });

  it('refuses a webhook_url on a private address', async () => {
    expect(await answer({ image_url: `${web.url}/room.jpg`, webhook_url: `${internal.url}/hook` })).toEqual([
      422,
      'url_not_allowed',
    ]);
    expect(
      await answer({ image_url: `${web.url}/room.jpg`, webhook_url: 'http://169.254.169.254/hook' }),
    ).toEqual([422, 'url_not_allowed']);
  });

  it('charged only the two renders that were made', async () => {
    const usage = await callRoute(usageRoute, { headers: bearer(key) });
    expect(usage.body).toMatchObject({ used_this_month: 2 });
  });
});
