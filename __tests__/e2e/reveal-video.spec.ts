import { type Page, expect, test } from '@playwright/test';
import { roomPhoto } from './room-photo';
import { signUp } from './visitor-steps';

type MediaAnswer = { range: string | undefined; status: number; headers: Record<string, string> };

/** A finished render in the studio, ready for its actions. */
async function renderARoom(page: Page) {
  await signUp(page, 'video', '/studio');
  await page.getByLabel('Choose a photo').setInputFiles({
    name: 'room.jpg',
    mimeType: 'image/jpeg',
    buffer: await roomPhoto(),
  });
  await page.locator('label').filter({ hasText: 'Redesign' }).click();
  await page.getByLabel('Room', { exact: true }).selectOption('living_room');
  await page.locator('label').filter({ hasText: 'Japandi' }).click();
  await page.getByRole('button', { name: 'Design it' }).click();
  await expect(page.getByRole('heading', { name: 'Your design', exact: true })).toBeVisible({
    timeout: 60_000,
  });
}

test.describe('the before/after video', () => {
  // Rendering, then ffmpeg making six seconds of 1080p video, on a shared machine.
  test.setTimeout(240_000);

  test('plays and seeks in the browser, served in byte ranges with the headers Safari needs', async ({
    page,
  }) => {
    // Debian's Chromium decodes H.264 (the reveal video's codec); were it a build without it, this would say so here
    // rather than as a player that never starts.
    expect(
      await page.evaluate(() =>
        document.createElement('video').canPlayType('video/mp4; codecs="avc1.640028"'),
      ),
    ).toBe('probably');

    await renderARoom(page);
    const answers: MediaAnswer[] = [];
    page.on('response', async (response) => {
      if (!/\/api\/files\/.+\.mp4$/.test(new URL(response.url()).pathname)) return;
      answers.push({
        range: (await response.request().allHeaders()).range,
        status: response.status(),
        headers: await response.allHeaders(),
      });
    });
    await page.getByRole('button', { name: 'Make a before/after video' }).click();
    const video = page.getByLabel('Before/after video');
    await expect(video).toBeVisible({ timeout: 180_000 });

    // It plays: time moves on, and frames of the video's own size are decoded.
    await video.evaluate((element: HTMLVideoElement) => {
      element.muted = true;
      return element.play();
    });
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
      .toBeGreaterThan(0.5);
    const [width, duration] = await video.evaluate((element: HTMLVideoElement) => [
      element.videoWidth,
      element.duration,
    ]);
    expect(width).toBeGreaterThan(0);
    expect(duration).toBeCloseTo(6, 1);

    // It seeks: to a moment well ahead, which lands there and shows a frame (the whole length is seekable, which
    // a server that ignores Range does not give a player).
    await video.evaluate((element: HTMLVideoElement) => element.pause());
    const landed = await video.evaluate(
      (element: HTMLVideoElement) =>
        new Promise<number[]>((resolve, reject) => {
          element.addEventListener('seeked', () => resolve([element.currentTime, element.readyState]), {
            once: true,
          });
          element.addEventListener('error', () => reject(new Error(element.error?.message)), { once: true });
          element.currentTime = 5;
        }),
    );
    expect(landed[0]).toBeCloseTo(5, 1);
    expect(landed[1]).toBeGreaterThanOrEqual(2);
    const [from, to] = await video.evaluate((element: HTMLVideoElement) => [
      element.seekable.start(0),
      element.seekable.end(0),
    ]);
    expect(from).toBe(0);
    expect(to).toBeCloseTo(duration, 1);

    // The player asked in ranges, and every answer to a range was a 206 saying which bytes it holds.
    const ranged = answers.filter((answer) => answer.range);
    expect(ranged.length).toBeGreaterThan(0);
    for (const answer of ranged) {
      expect(answer.status).toBe(206);
      expect(answer.headers['content-range']).toMatch(/^bytes \d+-\d+\/\d+$/);
      expect(answer.headers['accept-ranges']).toBe('bytes');
    }

    // What Safari asks before it plays a byte: the first two, to learn that ranges work and how long the file is.
    const src = await video.evaluate((element: HTMLVideoElement) => element.currentSrc);
    const whole = await page.request.head(src);
    const size = Number(whole.headers()['content-length']);
    expect(size).toBeGreaterThan(10_000);
    const probe = await page.request.get(src, { headers: { Range: 'bytes=0-1' } });
    expect(probe.status()).toBe(206);
    expect(probe.headers()).toMatchObject({
      'content-range': `bytes 0-1/${size}`,
      'accept-ranges': 'bytes',
      'content-length': '2',
      'content-type': 'video/mp4',
    });
    expect((await probe.body()).length).toBe(2);
    const beyond = await page.request.get(src, { headers: { Range: `bytes=${size}-` } });
    expect(beyond.status()).toBe(416);
    expect(beyond.headers()['content-range']).toBe(`bytes */${size}`);
  });
});
