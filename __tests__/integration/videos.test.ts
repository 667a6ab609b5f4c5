import { beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { testApiHandler } from 'next-test-api-route-handler';
import sharp from 'sharp';
import { createLocalEngine } from '@/lib/studio/engines/local-engine';
import { getStorage } from '@/lib/studio/storage/get-storage';
import { ffmpegPath } from '@/lib/studio/videos/ffmpeg-path';
import { runNextVideo } from '@/lib/studio/videos/run-next-video';
import { runVideoJob } from '@/lib/studio/videos/run-video-job';
import { runNextRender } from '@/lib/studio/lifecycle/run-next-render';
import * as files from '@/pages/api/files/[...key]';
import * as renderRoute from '@/pages/api/renders/[id]/index';
import * as rendersRoute from '@/pages/api/renders/index';
import * as videoRoute from '@/pages/api/videos/[id]';
import * as videosRoute from '@/pages/api/videos/index';
import { callRoute, cookieHeader } from './helpers/call-route';
import { probeVideo } from './helpers/probe-video';
import { signUpUser } from './helpers/sign-up';
import { leaseLapses, takeJobAndDie } from './helpers/dead-worker';
import { setupTestDatabase } from './helpers/test-database';
import { uploadImage } from './helpers/upload-image';

const run = promisify(execFile);
let workDir = '';

beforeAll(() => {
  process.env.STORAGE_DIR = mkdtempSync(path.join(tmpdir(), 'roomcraft-videos-'));
  workDir = mkdtempSync(path.join(tmpdir(), 'roomcraft-videos-out-'));
});
const t = setupTestDatabase();
const engine = createLocalEngine();

type User = Awaited<ReturnType<typeof signUpUser>>;
type Video = {
  id: string;
  renderId: string;
  status: string;
  url: string | null;
  durationSeconds: number | null;
  error: string | null;
  errorCode: string | null;
  createdAt: string;
};

/** A succeeded render of a fresh upload. */
async function finishedRender(user: User, size: { width?: number; height?: number } = {}) {
  const imageId = await uploadImage(user.jar, size);
  const res = await callRoute(
    rendersRoute,
    { method: 'POST', body: { imageId, tool: 'redesign', roomType: 'living_room', style: 'japandi' } },
    user.jar,
  );
  const { id } = (res.body as { render: { id: string } }).render;
  // Renders left queued by an earlier test go first.
  while ((await runNextRender(engine)) === 'rendered') {
    // Until the queue is empty.
  }
  return id;
}

const requestVideo = (user: User, body: unknown) =>
  callRoute(videosRoute, { method: 'POST', body }, user.jar);
const readVideo = (user: User, id: string) => callRoute(videoRoute, { query: { id } }, user.jar);

/** The files route, keeping the answer's bytes (call-route reads bodies as text). */
async function fetchFile(
  url: string,
  jar: Map<string, string>,
  download?: string,
  init: { method?: string; headers?: Record<string, string> } = {},
) {
  let result: { status: number; headers: Headers; data: Buffer } | undefined;
  const key = url.replace('/api/files/', '').split('/');
  await testApiHandler({
    pagesHandler: files.default,
    params: { key, ...(download ? { download } : {}) },
    test: async ({ fetch }) => {
      const res = await fetch({
        method: init.method,
        headers: { cookie: cookieHeader(jar), ...init.headers },
      });
      result = { status: res.status, headers: res.headers, data: Buffer.from(await res.arrayBuffer()) };
    },
  });
  return result!;
}

/** Mean colour of the left and right quarters of an image, at the video's size. */
async function quarters(image: Buffer | string, width: number, height: number) {
  const pixels = await sharp(image).resize(width, height, { fit: 'cover' }).toBuffer();
  const mean = async (left: number) => {
    const region = await sharp(pixels)
      .extract({ left, top: 0, width: width / 4, height })
      .toBuffer();
    return (await sharp(region).stats()).channels.slice(0, 3).map((c) => c.mean);
  };
  return { left: await mean(0), right: await mean(width - width / 4) };
}

/** The frame of the video at `seconds`, as a PNG file. */
async function frameAt(file: string, seconds: number) {
  const png = path.join(workDir, `frame-${seconds}.png`);
  await run(await ffmpegPath(), [
    '-v',
    'error',
    '-y',
    '-ss',
    String(seconds),
    '-i',
    file,
    '-frames:v',
    '1',
    png,
  ]);
  return png;
}

const distance = (a: number[], b: number[]) => Math.hypot(...a.map((v, i) => v - b[i]!));
/** Mean colours a frame shows (left and right quarter), as far from the expected ones as H.264 leaves them. */
const FAITHFUL = 6;

describe('before/after reveal videos', () => {
  it('makes a 6 s H.264 MP4 that wipes from the photo to the render, served to its owner only', async () => {
    const owner = await signUpUser('video-owner@example.com');
    // Odd and wider than 1080: the video is scaled down to 1080 wide with even sides.
    const renderId = await finishedRender(owner, { width: 1351, height: 1013 });

    const queued = await requestVideo(owner, { renderId });
    expect(queued.status).toBe(202);
    const video = (queued.body as { video: Video }).video;
    expect(video).toMatchObject({
      renderId,
      status: 'queued',
      url: null,
      durationSeconds: null,
      error: null,
    });
    // Asking again while it is being made gives the same video.
    expect(((await requestVideo(owner, { renderId })).body as { video: Video }).video.id).toBe(video.id);

    expect(await runNextVideo()).toBe('made');
    expect(await runNextVideo()).toBe('idle');
    const read = await readVideo(owner, video.id);
    expect(read.status).toBe(200);
    const done = (read.body as { video: Video }).video;
    expect(done).toMatchObject({ id: video.id, status: 'succeeded', durationSeconds: 6, error: null });
    expect(done.url).toMatch(new RegExp(`^/api/files/${owner.id}/[0-9a-f-]{36}\\.mp4$`));

    const file = await fetchFile(done.url!, owner.jar);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('video/mp4');
    expect(file.headers.get('content-disposition')).toBeNull();
    const mp4 = path.join(workDir, 'reveal.mp4');
    await writeFile(mp4, file.data);
    const probe = await probeVideo(mp4);
    expect(probe).toMatchObject({ codec: 'h264', pixelFormat: 'yuv420p', width: 1080, height: 810 });
    expect(probe.format).toContain('mp4');
    expect(probe.durationSeconds).toBeGreaterThan(5.5);
    expect(probe.durationSeconds).toBeLessThan(6.5);
    // +faststart: the index (moov) comes before the media data (mdat), so players start before the end arrives.
    expect(file.data.indexOf('moov')).toBeLessThan(file.data.indexOf('mdat'));

    // The wipe: the photo at the start, the render at the end, and halfway the render on the left only.
    const storage = getStorage();
    const render = (await callRoute(renderRoute, { query: { id: renderId } }, owner.jar)).body as {
      render: { imageId: string; outputs: string[] };
    };
    const { rows } = await t
      .db()
      .query<{ key: string }>('select storage_key as key from public.images where id = $1', [
        render.render.imageId,
      ]);
    const before = await quarters((await storage.get(rows[0]!.key))!.data, 1080, 810);
    const after = await quarters(
      (await storage.get(render.render.outputs[0]!.replace('/api/files/', '')))!.data,
      1080,
      810,
    );
    // The photo and the render differ enough for a frame to tell them apart.
    expect(distance(before.left, after.left)).toBeGreaterThan(30);
    expect(distance(before.right, after.right)).toBeGreaterThan(30);
    const shown = async (seconds: number) => {
      const frame = await quarters(await frameAt(mp4, seconds), 1080, 810);
      const side = (colour: number[], which: 'left' | 'right') =>
        distance(colour, before[which]) < FAITHFUL
          ? 'photo'
          : distance(colour, after[which]) < FAITHFUL
            ? 'render'
            : 'neither';
      return [side(frame.left, 'left'), side(frame.right, 'right')];
    };
    expect(await shown(0.5)).toEqual(['photo', 'photo']);
    expect(await shown(2.75)).toEqual(['render', 'photo']);
    expect(await shown(5.5)).toEqual(['render', 'render']);

    // Downloading it names the file: as stored, or for what it is (with the stored file's own extension).
    const download = await fetchFile(done.url!, owner.jar, '1');
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="${done.url!.split('/').at(-1)}"`,
    );
    const named = await fetchFile(done.url!, owner.jar, 'living-room-japandi-before-after');
    expect(named.headers.get('content-disposition')).toBe(
      'attachment; filename="living-room-japandi-before-after.mp4"',
    );
    for (const unsafe of ['../etc/passwd', 'a"b', 'Living Room', 'x.mp4', '-a']) {
      expect((await fetchFile(done.url!, owner.jar, unsafe)).status).toBe(400);
    }

    // Someone else: neither the video nor its file, and no video of the owner's render.
    const other = await signUpUser('video-other@example.com');
    expect((await readVideo(other, video.id)).body).toMatchObject({ error: 'video_not_found' });
    expect((await readVideo(other, video.id)).status).toBe(404);
    expect((await fetchFile(done.url!, other.jar)).status).toBe(404);
    expect((await fetchFile(done.url!, new Map())).status).toBe(404);
    const foreign = await requestVideo(other, { renderId });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ error: 'render_not_found' });

    // Once the owner publishes the render, its video file is public like the render's images; the video record
    // stays the owner's.
    const published = await callRoute(
      renderRoute,
      { method: 'PATCH', query: { id: renderId }, body: { isPublic: true } },
      owner.jar,
    );
    expect(published.status).toBe(200);
    expect((await fetchFile(done.url!, other.jar)).status).toBe(200);
    expect((await readVideo(other, video.id)).status).toBe(404);
  });

  it('refuses a render that has not finished (409) and bad input in the shared error shape (400, 401)', async () => {
    const user = await signUpUser('video-queued@example.com');
    const imageId = await uploadImage(user.jar);
    const created = await callRoute(
      rendersRoute,
      { method: 'POST', body: { imageId, tool: 'redesign', roomType: 'bedroom', style: 'modern' } },
      user.jar,
    );
    const renderId = (created.body as { render: { id: string } }).render.id;
    const early = await requestVideo(user, { renderId });
    expect(early.status).toBe(409);
    expect(early.body).toEqual({
      error: 'render_not_finished',
      description: 'A video is made from a finished render, and this one is queued.',
    });

    const bad = await requestVideo(user, { renderId: 'not-a-uuid' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      error: 'invalid_body',
      description: 'renderId must be the id of one of your renders.',
      field: 'renderId',
    });
    expect((await requestVideo(user, {})).body).toMatchObject({ error: 'invalid_body' });
    expect((await readVideo(user, 'not-a-uuid')).body).toEqual({
      error: 'invalid_query',
      description: 'That is not a video id.',
      field: 'id',
    });
    const missing = await readVideo(user, '00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    const anonymous = await callRoute(videosRoute, { method: 'POST', body: { renderId } });
    expect(anonymous.status).toBe(401);
    const { rows } = await t.db().query<{ n: number }>('select count(*)::int as n from public.videos');
    expect(rows[0]!.n).toBe(1);
  });

  it('serves the video in byte ranges, as Safari needs to play and seek it, and answers HEAD and If-None-Match', async () => {
    const owner = await signUpUser('video-ranges@example.com');
    const renderId = await finishedRender(owner, { width: 320, height: 240 });
    const video = ((await requestVideo(owner, { renderId })).body as { video: Video }).video;
    expect(await runNextVideo()).toBe('made');
    const { url } = ((await readVideo(owner, video.id)).body as { video: Video }).video;
    const range = (value: string, headers: Record<string, string> = {}) =>
      fetchFile(url!, owner.jar, undefined, { headers: { range: value, ...headers } });

    const whole = await fetchFile(url!, owner.jar);
    const size = whole.data.length;
    expect(size).toBeGreaterThan(10_000);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('content-length')).toBe(String(size));
    const etag = whole.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);

    // What Safari asks first, before it plays a byte.
    const probe = await range('bytes=0-1');
    expect(probe.status).toBe(206);
    expect(probe.headers.get('content-range')).toBe(`bytes 0-1/${size}`);
    expect(probe.headers.get('content-length')).toBe('2');
    expect(probe.headers.get('content-type')).toBe('video/mp4');
    expect(probe.headers.get('accept-ranges')).toBe('bytes');
    expect(probe.data).toEqual(whole.data.subarray(0, 2));
    // A seek, an open end, and a suffix.
    const middle = await range(`bytes=1000-${size - 1001}`);
    expect([middle.status, middle.headers.get('content-range')]).toEqual([
      206,
      `bytes 1000-${size - 1001}/${size}`,
    ]);
    expect(middle.data.equals(whole.data.subarray(1000, size - 1000))).toBe(true);
    const rest = await range('bytes=5000-');
    expect(rest.data.equals(whole.data.subarray(5000))).toBe(true);
    expect(rest.headers.get('content-length')).toBe(String(size - 5000));
    const last = await range('bytes=-100');
    expect([last.status, last.headers.get('content-range')]).toEqual([
      206,
      `bytes ${size - 100}-${size - 1}/${size}`,
    ]);
    expect(last.data.equals(whole.data.subarray(size - 100))).toBe(true);
    // An end past the file is cut to it.
    expect((await range(`bytes=10-${size + 500}`)).headers.get('content-range')).toBe(
      `bytes 10-${size - 1}/${size}`,
    );

    // Past the end: 416 with the size, in the shared error shape, and nothing a cache would keep.
    const beyond = await range(`bytes=${size}-`);
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${size}`);
    expect(beyond.headers.get('cache-control')).toBeNull();
    expect(JSON.parse(beyond.data.toString())).toEqual({
      error: 'range_not_satisfiable',
      description: `The range asked for lies outside the file, which has ${size.toLocaleString('en')} bytes.`,
      params: { size },
    });
    // A malformed range, another unit, or several ranges get the whole file.
    for (const value of ['bytes=abc', 'items=0-1', 'bytes=0-1,500-600']) {
      const answer = await range(value);
      expect([value, answer.status, answer.data.length]).toEqual([value, 200, size]);
    }
    // If-Range: a range of the copy the client holds, or the whole file when it holds another.
    expect((await range('bytes=0-1', { 'if-range': etag })).status).toBe(206);
    expect((await range('bytes=0-1', { 'if-range': '"another-copy"' })).status).toBe(200);

    const head = await fetchFile(url!, owner.jar, undefined, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(size));
    expect(head.headers.get('content-type')).toBe('video/mp4');
    expect(head.data.length).toBe(0);
    const headRange = await fetchFile(url!, owner.jar, undefined, {
      method: 'HEAD',
      headers: { range: 'bytes=0-1' },
    });
    expect([headRange.status, headRange.headers.get('content-range')]).toEqual([206, `bytes 0-1/${size}`]);

    const current = await fetchFile(url!, owner.jar, undefined, {
      headers: { 'if-none-match': `W/${etag}` },
    });
    expect(current.status).toBe(304);
    expect(current.data.length).toBe(0);
    expect(current.headers.get('etag')).toBe(etag);
    expect(
      (await fetchFile(url!, owner.jar, undefined, { headers: { 'if-none-match': '"old"' } })).status,
    ).toBe(200);
    // Not the owner's, not anyone's: a range or a HEAD changes nothing.
    expect((await fetchFile(url!, new Map(), undefined, { method: 'HEAD' })).status).toBe(404);
    expect((await fetchFile(url!, new Map(), undefined, { headers: { range: 'bytes=0-1' } })).status).toBe(
      404,
    );
  });

  it("caches a render's files for good only in its owner's browser, and a public copy only briefly", async () => {
    const owner = await signUpUser('video-cache@example.com');
    const visitor = await signUpUser('video-cache-visitor@example.com');
    const renderId = await finishedRender(owner, { width: 320, height: 240 });
    const video = ((await requestVideo(owner, { renderId })).body as { video: Video }).video;
    expect(await runNextVideo()).toBe('made');
    const videoUrl = ((await readVideo(owner, video.id)).body as { video: Video }).video.url!;
    const { render } = (await callRoute(renderRoute, { query: { id: renderId } }, owner.jar)).body as {
      render: { outputs: string[]; imageId: string };
    };
    const { rows } = await t
      .db()
      .query<{ key: string }>('select storage_key as key from public.images where id = $1', [render.imageId]);
    // The render's result, the photo it was made from (its "before"), and its video.
    const urls = [render.outputs[0]!, `/api/files/${rows[0]!.key}`, videoUrl];
    const cacheOf = async (url: string, jar: Map<string, string>, headers: Record<string, string> = {}) => {
      const answer = await fetchFile(url, jar, undefined, { headers });
      return [url, answer.status, answer.headers.get('cache-control')];
    };
    const publish = async (isPublic: boolean) =>
      expect(
        (
          await callRoute(
            renderRoute,
            { method: 'PATCH', query: { id: renderId }, body: { isPublic } },
            owner.jar,
          )
        ).status,
      ).toBe(200);

    const forGood = 'private, max-age=31536000, immutable';
    const briefly = 'public, max-age=300, must-revalidate';
    for (const url of urls) {
      expect(await cacheOf(url, owner.jar)).toEqual([url, 200, forGood]);
      expect(await cacheOf(url, visitor.jar)).toEqual([url, 404, null]);
    }

    await publish(true);
    const etags = new Map<string, string>();
    for (const url of urls) {
      for (const jar of [visitor.jar, new Map<string, string>(), owner.jar]) {
        expect(await cacheOf(url, jar)).toEqual([url, 200, briefly]);
      }
      const seen = await fetchFile(url, visitor.jar);
      etags.set(url, seen.headers.get('etag')!);
      // What a cache asks once those 300 s are up, while the render is still public.
      expect(await cacheOf(url, visitor.jar, { 'if-none-match': etags.get(url)! })).toEqual([
        url,
        304,
        briefly,
      ]);
    }

    // Unpublished: the revalidation a cache must make is refused, so no copy outlives it by more than 300 s.
    await publish(false);
    for (const url of urls) {
      expect(await cacheOf(url, visitor.jar, { 'if-none-match': etags.get(url)! })).toEqual([url, 404, null]);
      expect(await cacheOf(url, new Map())).toEqual([url, 404, null]);
      expect(await cacheOf(url, owner.jar)).toEqual([url, 200, forGood]);
    }
  });

  it('picks up a video interrupted by a restart, and fails one whose render result is gone with a clear message', async () => {
    const user = await signUpUser('video-resume@example.com');
    const renderId = await finishedRender(user);
    const first = ((await requestVideo(user, { renderId })).body as { video: Video }).video;
    // A worker claims the video, then its process dies: nobody touches it while the lease is live.
    const dead = await takeJobAndDie('video');
    await t
      .db()
      .query(`update public.videos set status = 'processing', lease = $2 where id = $1`, [
        first.id,
        dead.lease.token,
      ]);
    expect(await runNextVideo()).toBe('idle');
    await leaseLapses(t.db(), 'video', dead);
    expect(await runNextVideo()).toBe('made');
    const made = ((await readVideo(user, first.id)).body as { video: Video }).video;
    expect(made.status).toBe('succeeded');
    // The first worker comes back late: its video is not recorded over the one that was.
    await runVideoJob(dead.job.data, dead.lease);
    expect(((await readVideo(user, first.id)).body as { video: Video }).video).toEqual(made);

    // A finished video does not block a new one; this one finds the render's result deleted.
    const { rows } = await t
      .db()
      .query<{ key: string }>('select outputs->>0 as key from public.renders where id = $1', [renderId]);
    await getStorage().delete([rows[0]!.key]);
    const second = ((await requestVideo(user, { renderId })).body as { video: Video }).video;
    expect(second.id).not.toBe(first.id);
    await runNextVideo();
    expect(((await readVideo(user, second.id)).body as { video: Video }).video).toMatchObject({
      status: 'failed',
      url: null,
      error: 'The photo or the result of this render is no longer available.',
      errorCode: 'video_source_unavailable',
    });
  });
});
