import { type Page, expect, test } from '@playwright/test';

/** Marks the document, so a full page load (which would drop the mark) can be told from a client-side navigation. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { kept?: boolean }).kept = true;
  });
}
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { kept?: boolean }).kept === true);

test('links in the HTML kept from the server navigate within the app, and the page they open renders in full', async ({
  page,
}) => {
  await page.goto('/learn/virtual-staging-using-ai');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Virtual staging using AI');
  // Before hydration a click is the browser's own (a full load); the kept links are the router's after it.
  await page.waitForLoadState('networkidle');
  await markDocument(page);

  // A related guide (the guide's kept HTML) opens as a client-side navigation with its whole content.
  const related = page
    .getByRole('region', { name: 'Related guides' })
    .getByRole('listitem')
    .first()
    .getByRole('link');
  const title = (await related.textContent())!.trim();
  await related.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  expect(await sameDocument(page)).toBe(true);
  await expect(
    page.getByRole('navigation', { name: 'On this page' }).getByRole('link').first(),
  ).toBeVisible();
  await expect(page.locator('article [lang="en"] h2').first()).toBeVisible();

  // The footer's kept links too; the page reached shows its content and the footer is still whole.
  await page.waitForLoadState('networkidle');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: "What's included" }).first()).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Learning center' })).toBeVisible();
});
