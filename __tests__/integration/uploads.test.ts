import 'next-test-api-route-handler';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import * as files from '@/pages/api/files/[...key]';
import * as uploads from '@/pages/api/uploads';
import { blockMeans, blockPicture, worstDifference } from '../unit/helpers/block-picture';
import { setHeifSize } from '../unit/helpers/edit-heif';
import { encodeBmp } from '../unit/helpers/encode-bmp';
import { callRoute } from './helpers/call-route';
import { signUpUser } from './helpers/sign-up';
import { setupTestDatabase } from './helpers/test-database';

beforeAll(() => {
  process.env.STORAGE_DIR = mkdtempSync(path.join(tmpdir(), 'roomcraft-storage-'));
});
const t = setupTestDatabase();

const fixture = (name: string) => readFileSync(path.join(__dirname, '..', 'fixtures', 'images', name));
type Uploaded = { image: { id: string; url: string; thumbnailUrl: string; width: number; height: number } };

async function upload(
  jar: Map<string, string>,
  data: Buffer,
  name: string,
  type: string,
  extra: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(extra)) form.append(key, value);
  form.append('file', new Blob([new Uint8Array(data)], { type }), name);
  return callRoute(uploads, { method: 'POST', form }, jar);
}

async function fetchFile(url: string, jar?: Map<string, string>) {
  const key = url.replace('/api/files/', '').split('/');
  return callRoute(files, { query: { key: key as unknown as string } }, jar);
}

const room = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#8a7f70' } }).composite([
    {
      input: { create: { width: 200, height: 150, channels: 3, background: '#2f6447' } },
      left: 100,
      top: 120,
    },
  ]);

let owner: Awaited<ReturnType<typeof signUpUser>>;
beforeAll(async () => {
  owner = await signUpUser('uploader@example.com');
});

describe('POST /api/uploads: the 11 accepted types', () => {
  it.each([
    ['jpg', async () => room().jpeg().toBuffer(), 'room.jpg', 'image/jpeg'],
    ['jpeg', async () => room().jpeg().toBuffer(), 'room.jpeg', 'image/jpeg'],
    ['png', async () => room().png().toBuffer(), 'room.png', 'image/png'],
    ['gif', async () => room().gif().toBuffer(), 'room.gif', 'image/gif'],
    ['webp', async () => room().webp().toBuffer(), 'room.webp', 'image/webp'],
    ['bmp', async () => fixture('room.bmp'), 'room.bmp', 'image/bmp'],
    ['tiff', async () => room().tiff().toBuffer(), 'room.tiff', 'image/tiff'],
    [
      'svg+xml',
      async () =>
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#c8743f"/></svg>',
        ),
      'plan.svg',
      'image/svg+xml',
    ],
    ['avif', async () => room().avif().toBuffer(), 'room.avif', 'image/avif'],
    // A HEIF container with the generic "mif1" brand instead of "heic".
    [
      'heif',
      async () =>
        Buffer.from(fixture('room.heic').toString('latin1').replace('ftypheic', 'ftypmif1'), 'latin1'),
      'room.heif',
      'image/heif',
    ],
    ['heic', async () => fixture('room.heic'), 'room.heic', 'image/heic'],
  ])('accepts %s and stores a normalised JPEG with a thumbnail', async (_type, make, name, mime) => {
    const res = await upload(owner.jar, await make(), name, mime);
    expect(res.status).toBe(201);
    const { image } = res.body as Uploaded;
    expect(image.width).toBeGreaterThan(0);
    const stored = await fetchFile(image.url, owner.jar);
    expect(stored.status).toBe(200);
    expect(stored.headers.get('content-type')).toBe('image/jpeg');
    const thumb = await fetchFile(image.thumbnailUrl, owner.jar);
    expect(thumb.status).toBe(200);
  });

  it('decodes a real HEVC HEIC at its full size', async () => {
    const { image } = (await upload(owner.jar, fixture('room.heic'), 'room.heic', 'image/heic'))
      .body as Uploaded;
    expect([image.width, image.height]).toEqual([1200, 900]);
  });

  // A BMP used to be stored as a white page: its decoder left every pixel's alpha at 0.
  it.each([
    ['room.bmp', 'image/bmp'],
    ['room.heic', 'image/heic'],
  ])('stores the picture %s holds, as its reference decode shows it', async (name, mime) => {
    const { image } = (await upload(owner.jar, fixture(name), name, mime)).body as Uploaded;
    const stored = readFileSync(path.join(process.env.STORAGE_DIR!, image.url.replace('/api/files/', '')));
    const reference = await blockMeans(fixture(`reference/${name}.png`), 8, 6);
    expect(worstDifference(await blockMeans(stored, 8, 6), reference)).toBeLessThanOrEqual(4);
  });
});

describe('POST /api/uploads: normalisation', () => {
  async function storedBytes(url: string) {
    const key = url.replace('/api/files/', '');
    return readFileSync(path.join(process.env.STORAGE_DIR!, key));
  }

  it('turns the photo upright and strips every bit of metadata, GPS included', async () => {
    const original = await sharp(fixture('room-exif-gps.jpg')).metadata();
    expect(original.orientation).toBe(6);
    expect(original.exif).toBeDefined();
    const { image } = (await upload(owner.jar, fixture('room-exif-gps.jpg'), 'photo.jpg', 'image/jpeg'))
      .body as Uploaded;
    expect([image.width, image.height]).toEqual([900, 1200]);
    const stored = await sharp(await storedBytes(image.url)).metadata();
    expect([stored.width, stored.height]).toEqual([900, 1200]);
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect((await storedBytes(image.url)).includes(Buffer.from('GPS'))).toBe(false);
  });

  it('caps the long edge at 2048 px and the thumbnail at 512 px', async () => {
    const big = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#ccc' } })
      .jpeg()
      .toBuffer();
    const { image } = (await upload(owner.jar, big, 'big.jpg', 'image/jpeg')).body as Uploaded;
    expect([image.width, image.height]).toEqual([2048, 1536]);
    const thumb = await sharp(await storedBytes(image.thumbnailUrl)).metadata();
    expect([thumb.width, thumb.height]).toEqual([512, 384]);
  });

  it('never serves an SVG: it is rasterised, without its script or its outside references', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="200" height="100">
      <script>alert(document.cookie)</script>
      <image href="http://169.254.169.254/latest/meta-data" width="10" height="10"/>
      <image xlink:href="file:///etc/passwd" width="10" height="10"/>
      <rect width="200" height="100" fill="#2f6447" onload="alert(1)"/></svg>`;
    const res = await upload(owner.jar, Buffer.from(svg), 'evil.svg', 'image/svg+xml');
    expect(res.status).toBe(201);
    const { image } = res.body as Uploaded;
    const served = await fetchFile(image.url, owner.jar);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    const bytes = await storedBytes(image.url);
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(bytes.includes(Buffer.from('script'))).toBe(false);
    const { dominant } = await sharp(bytes).stats();
    expect(dominant.g).toBeGreaterThan(dominant.r);
  });

  it('rasterises an SVG whose outside references and styles were taken out, and stores nothing of a refused one', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="200" height="100">
      <style>@import url(http://127.0.0.1:1/a.css); rect { fill: url(http://127.0.0.1:1/p.svg#p) }</style>
      <foreignObject width="200" height="100"><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject>
      <use href="file:///etc/passwd#x"/><use xlink:href="http://127.0.0.1:1/s.svg#x"/>
      <rect width="200" height="100" style="fill: url(file:///etc/passwd)" fill="#2f6447"/></svg>`;
    const res = await upload(owner.jar, Buffer.from(svg), 'plan.svg', 'image/svg+xml');
    expect(res.status).toBe(201);
    const { image } = res.body as Uploaded;
    expect([image.width, image.height]).toEqual([2048, 1024]);
    const { dominant } = await sharp(await storedBytes(image.url)).stats();
    expect(dominant.g).toBeGreaterThan(dominant.r);

    const before = await t.db().query('select count(*)::int as n from public.images');
    const laughs =
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>' +
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text>&b;&b;</text></svg>';
    const external =
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>' +
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text>&x;</text></svg>';
    for (const text of [laughs, external]) {
      const refused = await upload(owner.jar, Buffer.from(text), 'evil.svg', 'image/svg+xml');
      expect(refused.status).toBe(422);
      expect(refused.body).toEqual({ error: 'unreadable_svg', description: expect.any(String) });
    }
    const huge = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${'<g/>'.repeat(300_000)}</svg>`;
    const tooLarge = await upload(owner.jar, Buffer.from(huge), 'huge.svg', 'image/svg+xml');
    expect(tooLarge.status).toBe(422);
    expect(tooLarge.body).toMatchObject({
      error: 'svg_too_large',
      params: { megabytes: 1, elements: 10_000 },
    });
    const html = await upload(
      owner.jar,
      Buffer.from('<html><body><svg></svg></body></html>'),
      'a.svg',
      'image/svg+xml',
    );
    expect(html.status).toBe(415);
    expect(html.body).toMatchObject({ error: 'unsupported_type' });
    expect((await t.db().query('select count(*)::int as n from public.images')).rows).toEqual(before.rows);
  });

  it('marks a mask upload', async () => {
    const mask = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const { image } = (await upload(owner.jar, mask, 'mask.png', 'image/png', { kind: 'mask' }))
      .body as Uploaded;
    const { rows } = await t.db().query('select kind from public.images where id = $1', [image.id]);
    expect(rows).toEqual([{ kind: 'mask' }]);
  });

  it('flattens a mask drawn on a transparent canvas on black, so only the strokes count as brushed', async () => {
    const stroke = await sharp({ create: { width: 20, height: 48, channels: 4, background: '#ffffffff' } })
      .png()
      .toBuffer();
    const mask = await sharp({
      create: { width: 64, height: 48, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .composite([{ input: stroke, left: 0, top: 0 }])
      .png()
      .toBuffer();
    const { image } = (await upload(owner.jar, mask, 'mask.png', 'image/png', { kind: 'mask' }))
      .body as Uploaded;
    const { data } = await sharp(await storedBytes(image.url))
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[10]).toBeGreaterThan(240);
    expect(data[50]).toBeLessThan(15);
  });
});

describe('POST /api/uploads: bad input', () => {
  async function imageCount() {
    const { rows } = await t.db().query<{ n: number }>('select count(*)::int as n from public.images');
    return rows[0]!.n;
  }

  it('refuses an HTML page disguised as a JPEG with 415', async () => {
    const before = await imageCount();
    const res = await upload(
      owner.jar,
      Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
      'room.jpg',
      'image/jpeg',
    );
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ error: 'unsupported_type' });
    expect(await imageCount()).toBe(before);
  });

  it('refuses a truncated JPEG with 422', async () => {
    const whole = await room().jpeg().toBuffer();
    const res = await upload(
      owner.jar,
      whole.subarray(0, Math.floor(whole.length / 2)),
      'cut.jpg',
      'image/jpeg',
    );
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ error: 'corrupt_image' });
  });

  it('refuses a pixel bomb (60 megapixels in a small file) with 422', async () => {
    const bomb = await sharp({ create: { width: 10000, height: 6000, channels: 3, background: '#888' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const res = await upload(owner.jar, bomb, 'bomb.png', 'image/png');
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ error: 'image_too_large' });
  });

  it.each([
    [
      'a BMP whose header promises 20000 × 20000 pixels (before decoding it)',
      () => {
        const bomb = encodeBmp(blockPicture(), { bitsPerPixel: 24 });
        bomb.writeInt32LE(20_000, 18);
        bomb.writeInt32LE(20_000, 22);
        return bomb;
      },
      'bomb.bmp',
      'image_too_large',
    ],
    [
      'a HEIC whose ispe box declares 20000 × 20000 pixels (before decoding it)',
      () => setHeifSize(fixture('room.heic'), 20_000, 20_000),
      'bomb.heic',
      'image_too_large',
    ],
    [
      'a BMP cut short (its header promises more rows than it holds)',
      () => fixture('room.bmp').subarray(0, 100_000),
      'cut.bmp',
      'corrupt_image',
    ],
    ['a HEIC cut short', () => fixture('room.heic').subarray(0, 2000), 'cut.heic', 'corrupt_image'],
  ])('refuses %s with 422 and stores nothing', async (_name, make, name, code) => {
    const before = await imageCount();
    const res = await upload(owner.jar, make(), name, 'application/octet-stream');
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ error: code });
    expect(await imageCount()).toBe(before);
  });

  it('refuses 25 MB with 413', async () => {
    const res = await upload(owner.jar, Buffer.alloc(25 * 1024 * 1024, 1), 'huge.jpg', 'image/jpeg');
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ error: 'file_too_large' });
  });

  it('refuses a missing file, a JSON body, a visitor and a wrong method', async () => {
    const form = new FormData();
    form.append('kind', 'photo');
    expect((await callRoute(uploads, { method: 'POST', form }, owner.jar)).body).toMatchObject({
      error: 'missing_file',
    });
    expect((await callRoute(uploads, { method: 'POST', body: { file: 'x' } }, owner.jar)).status).toBe(400);
    expect((await upload(new Map(), await room().jpeg().toBuffer(), 'a.jpg', 'image/jpeg')).status).toBe(401);
    expect((await callRoute(uploads, { method: 'GET' }, owner.jar)).status).toBe(405);
  });
});

describe('GET /api/files', () => {
  it('serves a file to its owner to keep in their browser, a public one to anyone briefly, and 404 to anyone else', async () => {
    const { image } = (await upload(owner.jar, await room().jpeg().toBuffer(), 'mine.jpg', 'image/jpeg'))
      .body as Uploaded;
    const mine = await fetchFile(image.url, owner.jar);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(mine.headers.get('x-content-type-options')).toBe('nosniff');

    const other = await signUpUser('snoop@example.com');
    expect((await fetchFile(image.url, other.jar)).status).toBe(404);
    expect((await fetchFile(image.thumbnailUrl, other.jar)).status).toBe(404);
    expect((await fetchFile(image.url)).status).toBe(404);
    expect((await fetchFile('/api/files/../../etc/passwd', owner.jar)).status).toBe(404);

    await t.db().query('update public.images set is_public = true where id = $1', [image.id]);
    const shared = await fetchFile(image.url);
    expect(shared.status).toBe(200);
    expect(shared.headers.get('cache-control')).toBe('public, max-age=300, must-revalidate');
  });
});
