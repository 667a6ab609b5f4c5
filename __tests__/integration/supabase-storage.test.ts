import 'next-test-api-route-handler';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { testApiHandler } from 'next-test-api-route-handler';
import sharp from 'sharp';
import { createSupabaseStorage } from '@/lib/studio/storage/supabase-storage';
import * as signin from '@/pages/api/auth/signin';
import * as signup from '@/pages/api/auth/signup';
import * as files from '@/pages/api/files/[...key]';
import { callRoute, cookieHeader } from './helpers/call-route';
import { startFakeGoTrue } from './helpers/fake-gotrue';
import { type FakeStorageApi, startFakeStorageApi } from './helpers/fake-storage-api';
import { setupTestDatabase } from './helpers/test-database';
import { uploadImage } from './helpers/upload-image';

const SERVICE_ROLE_KEY = 'service-role-key';
const BUCKET = 'roomcraft-test';
const key = (suffix = '.jpg') => `${randomUUID()}/${randomUUID()}${suffix}`;

async function bytes(stream: Readable | null): Promise<Buffer> {
  if (!stream) throw new Error('no stream');
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('Supabase Storage adapter against a Storage-speaking server', () => {
  let api: FakeStorageApi;
  let storage: ReturnType<typeof createSupabaseStorage>;

  beforeAll(async () => {
    api = await startFakeStorageApi({ serviceRoleKey: SERVICE_ROLE_KEY, bucket: BUCKET });
    storage = createSupabaseStorage(api.url, SERVICE_ROLE_KEY, BUCKET);
  });
  afterAll(() => api.close());

  it('stores bytes with their content type and reads them back, overwriting on a second put', async () => {
    const name = key();
    const bytes = Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x80, 0xfe, 0x0a, 0x0d]);
    await storage.put(name, bytes, 'image/jpeg');

    const upload = api.calls.at(-1)!;
    expect(upload).toMatchObject({ method: 'POST', path: `/storage/v1/object/${BUCKET}/${name}` });
    expect(upload.headers).toMatchObject({
      authorization: `Bearer ${SERVICE_ROLE_KEY}`,
      apikey: SERVICE_ROLE_KEY,
      'x-upsert': 'true',
      'content-type': 'image/jpeg',
    });
    expect(api.objects.get(`${BUCKET}/${name}`)).toMatchObject({ data: bytes, contentType: 'image/jpeg' });
    expect(await storage.get(name)).toEqual({ data: bytes, contentType: 'image/jpeg' });

    const video = Buffer.from('not really a video, but bytes all the same');
    await storage.put(name.replace('.jpg', '.mp4'), video, 'video/mp4');
    await storage.put(name, Buffer.from([1, 2, 3]), 'image/jpeg');
    expect(await storage.get(name)).toEqual({ data: Buffer.from([1, 2, 3]), contentType: 'image/jpeg' });
    expect(await storage.get(name.replace('.jpg', '.mp4'))).toEqual({
      data: video,
      contentType: 'video/mp4',
    });
  });

  it('answers null for a key that was never stored', async () => {
    const name = key();
    expect(await storage.get(name)).toBeNull();
    expect(api.calls.at(-1)).toMatchObject({ method: 'GET', path: `/storage/v1/object/${BUCKET}/${name}` });
  });

  it("tells an object's size, type and time from its info, and streams all of it or one byte range", async () => {
    const name = key('.mp4');
    const video = Buffer.from(Array.from({ length: 200_000 }, (_, i) => i % 253));
    await storage.put(name, video, 'video/mp4');
    const lastWeek = '2026-11-17T10:00:00.000Z';
    api.objects.get(`${BUCKET}/${name}`)!.updatedAt = lastWeek;

    expect(await storage.stat(name)).toEqual({
      size: 200_000,
      contentType: 'video/mp4',
      lastModified: new Date(lastWeek),
    });
    expect(api.calls.at(-1)).toMatchObject({
      method: 'GET',
      path: `/storage/v1/object/info/${BUCKET}/${name}`,
    });

    expect((await bytes(await storage.read(name))).equals(video)).toBe(true);
    const whole = api.calls.at(-1)!;
    expect(whole).toMatchObject({
      method: 'GET',
      path: `/storage/v1/object/authenticated/${BUCKET}/${name}`,
    });
    expect(whole.headers).toMatchObject({
      authorization: `Bearer ${SERVICE_ROLE_KEY}`,
      apikey: SERVICE_ROLE_KEY,
    });
    expect(whole.headers.range).toBeUndefined();

    // The range goes to Storage, which sends only those bytes.
    expect(await bytes(await storage.read(name, { start: 0, end: 1 }))).toEqual(video.subarray(0, 2));
    expect(api.calls.at(-1)!.headers.range).toBe('bytes=0-1');
    const tail = await bytes(await storage.read(name, { start: 150_000, end: 199_999 }));
    expect(tail.equals(video.subarray(150_000))).toBe(true);
    expect(api.calls.at(-1)!.headers.range).toBe('bytes=150000-199999');
  });

  it('answers null for the info or bytes of an object that is not there, and fails clearly otherwise', async () => {
    const name = key();
    expect(await storage.stat(name)).toBeNull();
    expect(await storage.read(name)).toBeNull();
    api.failNext(500);
    await expect(storage.stat(name)).rejects.toThrow(`Supabase Storage info of ${name} failed (HTTP 500)`);
    api.failNext(503);
    await expect(storage.read(name)).rejects.toThrow(
      `Supabase Storage download of ${name} failed (HTTP 503): Internal Server Error`,
    );
    const elsewhere = createSupabaseStorage(api.url, SERVICE_ROLE_KEY, 'no-such-bucket');
    await expect(elsewhere.stat(name)).rejects.toThrow(/failed \(HTTP 404\): Bucket not found$/);
    await expect(elsewhere.read(name)).rejects.toThrow(/failed \(HTTP 404\): Bucket not found$/);
    await expect(storage.read('../other-bucket/x.jpg')).rejects.toThrow('Invalid storage key');
  });

  it('deletes several keys in one request, missing ones included, and leaves the rest', async () => {
    const [first, second, kept, missing] = [key(), key('-thumb.jpg'), key(), key()];
    for (const name of [first, second, kept]) await storage.put(name, Buffer.from(name), 'image/jpeg');
    const before = api.calls.length;
    await storage.delete([first, second, missing]);
    expect(api.calls.slice(before)).toEqual([
      expect.objectContaining({ method: 'DELETE', path: `/storage/v1/object/${BUCKET}` }),
    ]);
    expect(await storage.get(first)).toBeNull();
    expect(await storage.get(second)).toBeNull();
    expect(await storage.get(kept)).toEqual({ data: Buffer.from(kept), contentType: 'image/jpeg' });

    const calls = api.calls.length;
    await storage.delete([]);
    expect(api.calls).toHaveLength(calls);
  });

  it('refuses a key that is not ours before any request, so none can leave the bucket', async () => {
    const calls = api.calls.length;
    await expect(storage.put('../other-bucket/x.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(
      'Invalid storage key: ../other-bucket/x.jpg',
    );
    await expect(storage.get('../other-bucket/x.jpg')).rejects.toThrow('Invalid storage key');
    await expect(storage.delete([key(), 'x/../../y.jpg'])).rejects.toThrow('Invalid storage key');
    expect(api.calls).toHaveLength(calls);
  });

  it('fails clearly with a wrong key, and never mistakes the refusal for a missing file', async () => {
    const name = key();
    await storage.put(name, Buffer.from('secret'), 'image/jpeg');
    const wrong = createSupabaseStorage(api.url, 'not-the-key', BUCKET);
    await expect(wrong.put(key(), Buffer.from('x'), 'image/jpeg')).rejects.toThrow(
      /^Supabase Storage upload of [\w/-]+\.jpg failed \(HTTP 401\): Invalid API key$/,
    );
    await expect(wrong.get(name)).rejects.toThrow(
      `Supabase Storage download of ${name} failed (HTTP 401): Invalid API key`,
    );
    await expect(wrong.delete([name])).rejects.toThrow(
      'Supabase Storage delete of 1 file(s) failed (HTTP 401): Invalid API key',
    );
    // The anon key passes the gateway, but may not use the private bucket.
    const anon = createSupabaseStorage(api.url, 'anon-key', BUCKET);
    await expect(anon.get(name)).rejects.toThrow(
      `Supabase Storage download of ${name} failed (HTTP 403): invalid signature`,
    );
    expect(api.objects.has(`${BUCKET}/${name}`)).toBe(true);
  });

  it('rejects naming the storage when the server fails', async () => {
    const name = key();
    api.failNext(500);
    await expect(storage.put(name, Buffer.from('x'), 'image/jpeg')).rejects.toThrow(
      `Supabase Storage upload of ${name} failed (HTTP 500): Internal Server Error`,
    );
    expect(api.objects.has(`${BUCKET}/${name}`)).toBe(false);
    api.failNext(500);
    await expect(storage.get(name)).rejects.toThrow(/^Supabase Storage download of .+ \(HTTP 500\)/);
    api.failNext(503);
    await expect(storage.delete([name])).rejects.toThrow(
      /^Supabase Storage delete of 1 file\(s\) failed \(HTTP 503\)/,
    );
  });

  it('treats a missing bucket as the broken configuration it is, not as a missing file', async () => {
    const elsewhere = createSupabaseStorage(api.url, SERVICE_ROLE_KEY, 'no-such-bucket');
    await expect(elsewhere.get(key())).rejects.toThrow(/failed \(HTTP 404\): Bucket not found$/);
  });

  it('fails clearly when the server cannot be reached', async () => {
    const closed = await startFakeStorageApi({ serviceRoleKey: SERVICE_ROLE_KEY, bucket: BUCKET });
    await closed.close();
    await expect(createSupabaseStorage(closed.url, SERVICE_ROLE_KEY, BUCKET).get(key())).rejects.toThrow(
      /^Supabase Storage download of .+ failed: fetch failed$/,
    );
  });
});

describe('listing a bucket through the Storage list endpoint', () => {
  let api: FakeStorageApi;
  let storage: ReturnType<typeof createSupabaseStorage>;

  beforeAll(async () => {
    api = await startFakeStorageApi({ serviceRoleKey: SERVICE_ROLE_KEY, bucket: BUCKET });
    storage = createSupabaseStorage(api.url, SERVICE_ROLE_KEY, BUCKET);
  });
  afterAll(() => api.close());

  /** An object as the server holds it, written straight into the fake with the times given. */
  const place = (name: string, updatedAt: string) =>
    api.objects.set(`${BUCKET}/${name}`, {
      id: randomUUID(),
      data: Buffer.from(name),
      contentType: 'image/jpeg',
      cacheControl: 'max-age=3600',
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt,
    });
  const listCalls = () => api.calls.filter((call) => call.path === `/storage/v1/object/list/${BUCKET}`);
  const listRaw = (bucket: string, body: unknown) =>
    fetch(`${api.url}/storage/v1/object/list/${bucket}`, {
      method: 'POST',
      headers: {
        apikey: SERVICE_ROLE_KEY,
        authorization: `Bearer ${SERVICE_ROLE_KEY}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });

  it('answers one folder level as Supabase does: sub-folders without an id, files with times and metadata', async () => {
    const folder = randomUUID();
    place(`${folder}/b.jpg`, '2026-11-20T10:00:00.000Z');
    place(`${folder}/a.jpg`, '2026-11-21T10:00:00.000Z');
    place(`${folder}/nested/c.jpg`, '2026-11-22T10:00:00.000Z');

    const root = await listRaw(BUCKET, {
      prefix: '',
      limit: 100,
      offset: 0,
      sortBy: { column: 'name', order: 'asc' },
    });
    expect(root.status).toBe(200);
    expect(await root.json()).toEqual([
      { name: folder, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null },
    ]);

    // The prefix is a folder whether or not it ends in a slash; names come relative to it.
    const inside = await listRaw(BUCKET, { prefix: folder, limit: 100, offset: 0 });
    const entries = (await inside.json()) as { name: string; id: string | null }[];
    expect(entries.map((entry) => entry.name)).toEqual(['a.jpg', 'b.jpg', 'nested']);
    expect(entries[0]).toEqual({
      name: 'a.jpg',
      id: expect.any(String),
      updated_at: '2026-11-21T10:00:00.000Z',
      created_at: '2026-11-01T00:00:00.000Z',
      last_accessed_at: '2026-11-21T10:00:00.000Z',
      metadata: expect.objectContaining({ size: `${folder}/a.jpg`.length, mimetype: 'image/jpeg' }),
    });
    expect(entries[2]).toMatchObject({ name: 'nested', id: null, metadata: null });

    const page = await listRaw(BUCKET, {
      prefix: `${folder}/`,
      limit: 1,
      offset: 1,
      sortBy: { column: 'name', order: 'desc' },
    });
    expect(((await page.json()) as { name: string }[]).map((entry) => entry.name)).toEqual(['b.jpg']);
    const searched = await listRaw(BUCKET, { prefix: folder, search: 'B' });
    expect(((await searched.json()) as { name: string }[]).map((entry) => entry.name)).toEqual(['b.jpg']);

    const missingPrefix = await listRaw(BUCKET, { limit: 10 });
    expect(missingPrefix.status).toBe(400);
    expect(await missingPrefix.json()).toMatchObject({
      message: "body must have required property 'prefix'",
    });
    expect((await listRaw('no-such-bucket', { prefix: '' })).status).toBe(404);
    api.objects.clear();
  });

  it('walks every folder, a page of 1,000 at a time, giving each file its last-modified time', async () => {
    const [big, small, placeholder] = [randomUUID(), randomUUID(), randomUUID()];
    const bigKeys = Array.from({ length: 1001 }, () => key().replace(/^[^/]+/, big));
    for (const name of bigKeys) place(name, '2026-11-20T08:00:00.000Z');
    const smallKeys = [key().replace(/^[^/]+/, small), key('.mp4').replace(/^[^/]+/, small)];
    for (const name of smallKeys) await storage.put(name, Buffer.from(name), 'image/jpeg');
    // The dashboard leaves this in a folder it creates; it is listed as it is, for the caller to judge.
    place(`${placeholder}/.emptyFolderPlaceholder`, '2026-11-19T08:00:00.000Z');

    const before = listCalls().length;
    const files = [];
    for await (const file of storage.list()) files.push(file);
    expect(files.map((file) => file.key).sort()).toEqual(
      [...bigKeys, ...smallKeys, `${placeholder}/.emptyFolderPlaceholder`].sort(),
    );
    expect(files.find((file) => file.key === bigKeys[0])?.lastModified).toEqual(
      new Date('2026-11-20T08:00:00.000Z'),
    );
    const written = files.find((file) => file.key === smallKeys[0])!;
    expect(Math.abs(written.lastModified.getTime() - Date.now())).toBeLessThan(60_000);
    // The bucket's top level, two pages of the big folder, one each for the others.
    expect(listCalls().length - before).toBe(5);
    expect(listCalls().at(-1)?.headers).toMatchObject({ authorization: `Bearer ${SERVICE_ROLE_KEY}` });

    const one = [];
    for await (const file of storage.list(small)) one.push(file.key);
    expect(one.sort()).toEqual([...smallKeys].sort());
  });

  it('refuses a folder that is not an owner id before any request', () => {
    const calls = api.calls.length;
    expect(() => storage.list('../other-bucket')).toThrow('Invalid storage folder: ../other-bucket');
    expect(api.calls).toHaveLength(calls);
  });

  it('rejects naming the listing when the server fails', async () => {
    api.failNext(500);
    const walk = async () => {
      for await (const file of storage.list()) void file;
    };
    await expect(walk()).rejects.toThrow(
      'Supabase Storage listing of the bucket failed (HTTP 500): Internal Server Error',
    );
  });
});

// With Supabase Storage on, Supabase Auth is on too and the database is Supabase's PostgreSQL (lib/env.ts insists),
// so the whole path only runs against a real PostgreSQL server.
(process.env.TEST_DATABASE_URL ? describe : describe.skip)(
  'uploads and the file route with the Supabase adapters',
  () => {
    let gotrue: Awaited<ReturnType<typeof startFakeGoTrue>>;
    let api: FakeStorageApi;

    // Registered before the database helper's own beforeAll, so the config it reads first already names Supabase.
    beforeAll(async () => {
      gotrue = await startFakeGoTrue();
      // One project URL: storage answered here, auth forwarded to the GoTrue fake.
      api = await startFakeStorageApi({
        serviceRoleKey: SERVICE_ROLE_KEY,
        bucket: BUCKET,
        otherwise: gotrue.url,
      });
      Object.assign(process.env, {
        NEXT_PUBLIC_SUPABASE_URL: api.url,
        NEXT_PUBLIC_SUPABASE_ANON_KEY: 'anon-key',
        SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
        SUPABASE_STORAGE_BUCKET: BUCKET,
      });
    });
    const t = setupTestDatabase();
    afterAll(async () => {
      await api.close();
      await gotrue.close();
    });

    /** Signs up (Supabase asks for a confirmed address first), confirms, and signs in through the real routes. */
    async function supabaseUser(email: string) {
      const jar = new Map<string, string>();
      const signedUp = await callRoute(
        signup,
        { method: 'POST', body: { email, password: 'password-123' } },
        jar,
      );
      expect(signedUp.body).toMatchObject({ user: null, confirmationRequired: true });
      const user = gotrue.users.get(email)!;
      user.email_confirmed_at = new Date().toISOString();
      // GoTrue writes its users into the project's own database; the fake keeps them in memory, so the row it
      // would write is written here (and the trigger creates public.users from it, as on Supabase).
      await t
        .db()
        .query('insert into auth.users (id, email, email_confirmed_at) values ($1, $2, now())', [
          user.id,
          email,
        ]);
      const signedIn = await callRoute(
        signin,
        { method: 'POST', body: { email, password: 'password-123' } },
        jar,
      );
      expect(signedIn.status).toBe(200);
      return { id: user.id, jar };
    }

    /** The file route's answer as bytes (callRoute reads bodies as text). */
    async function fetchFile(path: string, jar: Map<string, string>, headers: Record<string, string> = {}) {
      let answer: { status: number; headers: Headers; contentType: string | null; data: Buffer } | undefined;
      await testApiHandler({
        pagesHandler: files.default,
        params: { key: path.split('/') },
        test: async ({ fetch }) => {
          const res = await fetch({ headers: { cookie: cookieHeader(jar), ...headers } });
          answer = {
            status: res.status,
            headers: res.headers,
            contentType: res.headers.get('content-type'),
            data: Buffer.from(await res.arrayBuffer()),
          };
        },
      });
      return answer!;
    }

    it('stores the normalised image and its thumbnail in Supabase and serves them to the owner only', async () => {
      const owner = await supabaseUser('owner@example.com');
      const imageId = await uploadImage(owner.jar);

      const image = api.objects.get(`${BUCKET}/${owner.id}/${imageId}.jpg`);
      const thumbnail = api.objects.get(`${BUCKET}/${owner.id}/${imageId}-thumb.jpg`);
      expect(image?.contentType).toBe('image/jpeg');
      expect(thumbnail?.contentType).toBe('image/jpeg');
      expect(await sharp(image!.data).metadata()).toMatchObject({ format: 'jpeg', width: 640, height: 480 });
      expect(await sharp(thumbnail!.data).metadata()).toMatchObject({
        format: 'jpeg',
        width: 512,
        height: 384,
      });
      expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.headers.authorization)).toEqual([
        `Bearer ${SERVICE_ROLE_KEY}`,
        `Bearer ${SERVICE_ROLE_KEY}`,
      ]);

      for (const [name, stored] of [
        [`${imageId}.jpg`, image!],
        [`${imageId}-thumb.jpg`, thumbnail!],
      ] as const) {
        const served = await fetchFile(`${owner.id}/${name}`, owner.jar);
        expect(served.status).toBe(200);
        expect(served.contentType).toBe('image/jpeg');
        expect(served.data.equals(stored.data)).toBe(true);
      }

      const stranger = await supabaseUser('stranger@example.com');
      expect((await fetchFile(`${owner.id}/${imageId}.jpg`, stranger.jar)).status).toBe(404);

      // A range is asked of Storage as a range: only those bytes travel, and the answer is the 206 players need.
      const size = image!.data.length;
      const ranged = await fetchFile(`${owner.id}/${imageId}.jpg`, owner.jar, { range: 'bytes=100-' });
      expect(ranged.status).toBe(206);
      expect(ranged.headers.get('content-range')).toBe(`bytes 100-${size - 1}/${size}`);
      expect(ranged.headers.get('content-length')).toBe(String(size - 100));
      expect(ranged.data.equals(image!.data.subarray(100))).toBe(true);
      const download = api.calls.at(-1)!;
      expect(download.path).toBe(`/storage/v1/object/authenticated/${BUCKET}/${owner.id}/${imageId}.jpg`);
      expect(download.headers.range).toBe(`bytes=100-${size - 1}`);
      expect(
        (await fetchFile(`${owner.id}/${imageId}.jpg`, owner.jar, { range: `bytes=${size}-` })).status,
      ).toBe(416);
    });
  },
);
