import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { chooseMonthly, signUp } from './visitor-steps';

/**
 * With no provider keys (the embedded default), analytics and error reporting are off: a whole visit (home, sign
 * up, a render in the studio, pricing) asks nothing of any host but the app's own, and no consent banner is shown.
 */
test('with no keys, a full visit makes no request to any host but the app', async ({
  page,
  context,
  baseURL,
}) => {
  const requested: string[] = [];
  context.on('request', (request) => requested.push(request.url()));
  page.on('websocket', (socket) => requested.push(socket.url()));

  await page.goto('/');
  await page.getByRole('link', { name: 'Get Started' }).first().click();
  await expect(page).toHaveURL(/\/signup/);
  await signUp(page, 'no-third-party', '/studio');

  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <rect width="800" height="360" fill="#d8d2c4"/><rect y="360" width="800" height="240" fill="#9b7b5a"/></svg>`;
  await page.getByLabel('Choose a photo').setInputFiles({
    name: 'room.jpg',
    mimeType: 'image/jpeg',
    buffer: await sharp(Buffer.from(svg)).jpeg().toBuffer(),
  });
  await expect(page.getByRole('img', { name: 'Your photo' })).toBeVisible();
  await page.getByRole('button', { name: 'Design it' }).click();
  await expect(page.getByRole('heading', { name: 'Your design', exact: true })).toBeVisible({
    timeout: 30_000,
  });

  await page.goto('/pricing');
  await expect(page.getByRole('button', { name: 'subscribe' }).first()).toBeVisible();
  await chooseMonthly(page);
  // Late requests (idle callbacks, lazy chunks) have their chance to show up.
  await page.waitForLoadState('networkidle');

  await expect(page.getByRole('region', { name: 'Help us improve Roomcraft?' })).toHaveCount(0);
  const app = new URL(baseURL!).host;
  const elsewhere = requested.filter((url) => {
    const { protocol, host } = new URL(url);
    return !['data:', 'blob:'].includes(protocol) && host !== app;
  });
  expect(elsewhere).toEqual([]);
  // The recording itself worked: the visit made plenty of requests to the app.
  expect(requested.length).toBeGreaterThan(20);
});
