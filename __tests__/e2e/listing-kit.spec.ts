import { type Page, expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import yauzl from 'yauzl';
import { chooseMonthly, signUp } from './visitor-steps';

/** A room-like photo: a wall, a floor and a dark object on it, in a shade of its own. */
async function roomPhoto(shade: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360">
    <rect width="480" height="216" fill="rgb(${200 + shade},${190 + shade},${180})"/>
    <rect y="216" width="480" height="144" fill="#9b7b5a"/>
    <rect x="180" y="180" width="120" height="72" fill="#3a3a44"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

/** The names in a ZIP archive, read with a reader of its own, one entry at a time. */
async function zipNames(archive: Buffer): Promise<string[]> {
  const zip = await yauzl.fromBufferPromise(archive, { lazyEntries: true });
  const names: string[] = [];
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      names.push(entry.fileName);
      zip.readEntry();
    });
    zip.on('end', () => resolve());
    zip.on('error', reject);
    zip.readEntry();
  });
  return names.sort();
}

/** 5 designs is more than a free account has: the agent subscribes through the local test checkout. */
async function subscribe(page: Page) {
  await page.goto('/pricing');
  await chooseMonthly(page);
  await page
    .getByRole('article')
    .filter({ hasText: 'Roomcraft Pro' })
    .filter({ hasNotText: 'Professional' })
    .getByRole('button', { name: /subscribe/i })
    .click();
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page.getByText('Thank you! Your plan is active.')).toBeVisible();
}

/** No serious or critical accessibility violation on the page as it is now. */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('a 5-photo listing from drop to downloaded kit, one photo decluttered with the keyboard brush', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUp(page, 'listing-kit');
  await subscribe(page);
  // From here on, a normal visit: the studio and the listing kit page log no error.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/studio');
  await page.getByRole('link', { name: 'Stage a whole listing' }).click();
  await expect(page.getByRole('heading', { name: 'Listing kit', level: 1 })).toBeVisible();

  const names = [
    '01-living-room.jpg',
    '02-kitchen.jpg',
    '03-bedroom.jpg',
    '04-bathroom.jpg',
    '05-dining.jpg',
  ];
  await page.getByLabel('Choose photos').setInputFiles(
    await Promise.all(
      names.map(async (name, index) => ({
        name,
        mimeType: 'image/jpeg',
        buffer: await roomPhoto(index * 8),
      })),
    ),
  );
  const photos = page.getByRole('region', { name: 'Photos' }).getByRole('listitem');
  await expect(photos).toHaveCount(5);
  for (const [index, name] of names.entries()) {
    await expect(photos.nth(index).getByRole('img', { name: `Photo ${index + 1}: ${name}` })).toBeVisible();
  }
  // Rooms are guessed from the file names; the agent confirms them and picks a tool for each.
  await expect(photos.nth(1).getByLabel('Room')).toHaveValue('kitchen');
  await expect(photos.nth(4).getByLabel('Room')).toHaveValue('dining_room');
  for (const index of [1, 3, 4]) await photos.nth(index).getByLabel('Tool').selectOption('lighting');
  // The bedroom is decluttered: the batch waits until the area to change is brushed, here with the keyboard alone.
  await photos.nth(2).getByLabel('Tool').selectOption('declutter');
  const start = page.getByRole('button', { name: 'Stage 5 photos' });
  await expect(start).toBeDisabled();
  await expect(
    page.getByText('Brush the area to change on photo 3 before staging the listing.'),
  ).toBeVisible();
  await photos.nth(2).getByRole('button', { name: 'Brush the area to change' }).click();
  const brush = page.getByRole('region', { name: 'Brush photo 3: 03-bedroom.jpg' });
  const brushArea = brush.getByRole('application', { name: 'Brush area' });
  await expect(brushArea).toBeFocused();
  // The brush starts in the middle of the photo, above the dark object: a dot there, then a line down over it.
  await page.keyboard.press('Enter');
  for (let step = 0; step < 3; step += 1) await page.keyboard.press('Shift+ArrowDown');
  await expectAccessible(page);
  await brush.getByRole('button', { name: 'Use this mask' }).click();
  await expect(brush).toBeHidden();
  await expect(photos.nth(2).getByText('Brushed')).toBeVisible();
  await expect(photos.nth(2).getByRole('button', { name: 'Brush the area to change' })).toBeFocused();
  await page.getByLabel('Style for the whole listing').selectOption('scandinavian');
  await page.getByLabel('Write the listing description from these facts').check();
  // The listing writer's own fields: "Area" alone, beside "Area unit".
  await page.getByLabel('Area', { exact: true }).fill('1450');
  await page.getByLabel('Location').fill('Maple Grove, Portland');
  await page.getByLabel('Features', { exact: true }).fill('south-facing garden\nnew kitchen');
  await expect(page.getByText('Uses 5 designs of this month')).toBeVisible();
  await expectAccessible(page);
  await start.click();

  await expect(page).toHaveURL(/\/studio\/batch\?id=[0-9a-f-]{36}$/);
  // The batch lives on the server: the page can be left and opened again while it runs.
  await page.goto('/studio');
  await page.goBack();
  await expect(page.getByRole('status').filter({ hasText: 'photos done' })).toHaveText('5 of 5 photos done', {
    timeout: 120_000,
  });
  await expect(page.getByText(/Maple Grove/)).toBeVisible();
  await expect(page.getByRole('img', { name: /^Staged photo / })).toHaveCount(5);
  await expectAccessible(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download the listing kit' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^listing-kit-scandinavian-[0-9a-f]{8}\.zip$/);
  expect(await zipNames(await readFile((await download.path())!))).toEqual([
    '01-living-room-original.jpg',
    '01-living-room-scandinavian-virtual-staging.jpg',
    '02-kitchen-original.jpg',
    '02-kitchen-scandinavian-lighting.jpg',
    '03-bedroom-original.jpg',
    '03-bedroom-scandinavian-declutter.jpg',
    '04-bathroom-original.jpg',
    '04-bathroom-scandinavian-lighting.jpg',
    '05-dining-room-original.jpg',
    '05-dining-room-scandinavian-lighting.jpg',
    'listing-description.txt',
    'virtual-staging-disclosure.txt',
  ]);

  await expect(page.getByRole('region', { name: 'Recent listing kits' }).getByRole('link')).toHaveCount(1);
  expect(errors).toEqual([]);
});
