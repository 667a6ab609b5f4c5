import { type Page, expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { CONFIRMATION_SENT, signUp, uniqueEmail } from './visitor-steps';
import { roomPhoto } from './room-photo';

async function uploadPhoto(page: Page) {
  await page.getByLabel('Choose a photo').setInputFiles({
    name: 'room.jpg',
    mimeType: 'image/jpeg',
    buffer: await roomPhoto(),
  });
  await expect(
    page.getByRole('img', { name: 'Your photo' }).or(page.locator('canvas')).first(),
  ).toBeVisible();
}

/** Both sides of the before/after slider are loaded images. */
async function expectSliderShowsBoth(page: Page) {
  const slider = page.getByTestId('compare-slider');
  await expect(slider.getByRole('slider')).toBeVisible();
  for (const name of [/^Before/, /^After/]) {
    const image = slider.getByRole('img', { name });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
}

test.describe('the studio', () => {
  test('upload, choose, render, compare, favourite, find it in favourites, download', async ({ page }) => {
    await signUp(page, 'studio', '/studio');
    await uploadPhoto(page);
    await page.locator('label').filter({ hasText: 'Redesign' }).click();
    await expect(page.getByRole('radio', { name: /Redesign/ })).toBeChecked();
    await page.getByLabel('Room', { exact: true }).selectOption('bedroom');
    await page.locator('label').filter({ hasText: 'Japandi' }).click();
    await expect(page.getByRole('radio', { name: /Japandi/ })).toBeChecked();
    await page.getByRole('button', { name: 'Design it' }).click();

    await expect(page.getByRole('heading', { name: 'Your design', exact: true })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText(/^Offline preview: made on this server/)).toBeVisible();
    await expectSliderShowsBoth(page);

    // The slider is usable by keyboard.
    const handle = page.getByTestId('compare-slider').getByRole('slider');
    await handle.focus();
    const before = Number(await handle.getAttribute('aria-valuenow'));
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => Number(await handle.getAttribute('aria-valuenow'))).toBeGreaterThan(before);

    await page.getByRole('button', { name: 'Add to favourites' }).click();
    await expect(page.getByRole('button', { name: 'Remove from favourites' })).toBeVisible();
    await page.getByRole('tab', { name: /Favourites/ }).click();
    await expect(page.getByRole('tabpanel').getByRole('img').first()).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download', exact: true }).click(),
    ]);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect((await sharp(bytes).metadata()).width).toBe(800);
  });

  test('cleanup with a brushed mask', async ({ page }) => {
    await signUp(page, 'cleanup', '/studio');
    await page
      .locator('label')
      .filter({ hasText: /^Cleanup/ })
      .click();
    await expect(page.getByRole('radio', { name: /Cleanup/ })).toBeChecked();
    await uploadPhoto(page);
    const canvas = page.locator('canvas').first();
    await expect(canvas).toBeVisible();
    const box = (await canvas.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.4, box.y + box.height * 0.6);
    await page.mouse.down();
    for (let step = 0; step <= 10; step++) {
      await page.mouse.move(box.x + box.width * (0.4 + step * 0.02), box.y + box.height * 0.6);
    }
    await page.mouse.up();
    await page.getByRole('button', { name: 'Design it' }).click();
    await expect(page.getByRole('heading', { name: 'Your design', exact: true })).toBeVisible({
      timeout: 30_000,
    });
    await expectSliderShowsBoth(page);
  });

  test('axe finds no serious or critical problem in the studio', async ({ page }) => {
    await signUp(page, 'axe', '/studio');
    await uploadPhoto(page);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

test('a visitor makes a free design on the home page, signs up, and keeps it', async ({ page }) => {
  await page.goto('/');
  // The trial starts when the visitor scrolls to it.
  await page.mouse.wheel(0, 400);
  await page.getByLabel('Choose a photo').setInputFiles({
    name: 'room.jpg',
    mimeType: 'image/jpeg',
    buffer: await roomPhoto(),
  });
  await page.getByRole('button', { name: 'Design it' }).click();
  await expect(page.getByRole('heading', { name: 'Your design', exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await expectSliderShowsBoth(page);

  await page.getByRole('link', { name: 'Sign up free' }).click();
  const email = uniqueEmail('trial');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('trial-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(CONFIRMATION_SENT);
  // The design joins the account at its first sign-in, made from the same browser.
  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  // The sign-up form has the same fields: fill them only once the sign-in page has replaced it.
  await expect(page.getByRole('heading', { name: 'Sign in to Roomcraft' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('trial-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/studio');
  // The designs sit under the studio and come when the visitor scrolls to them.
  await expect(page.getByRole('heading', { name: 'Studio', level: 1 })).toBeVisible();
  await page.mouse.wheel(0, 1500);
  await expect(page.getByRole('tabpanel').getByRole('img').first()).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the same journey fits a 390 px screen', async ({ page }) => {
    await signUp(page, 'phone', '/studio');
    // Someone on a phone without a room photo at hand starts from a sample room.
    await page.getByRole('button', { name: 'Try with the sample empty living room' }).click();
    await expect(page.getByRole('img', { name: 'Your photo' })).toBeVisible();
    await page.getByRole('button', { name: 'Design it' }).click();
    await expect(page.getByRole('heading', { name: 'Your design', exact: true })).toBeVisible({
      timeout: 30_000,
    });
    await expectSliderShowsBoth(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
