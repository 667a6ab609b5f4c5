import { expect, test } from '@playwright/test';

test('the skip link is the first stop of the keyboard and moves focus to the content', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
  await page.keyboard.press('Tab');
  // The next stop is inside the content, not back in the header.
  const inMain = await page.evaluate(() =>
    document.getElementById('main-content')!.contains(document.activeElement),
  );
  expect(inMain).toBe(true);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the mobile menu keeps focus inside, closes on Esc and gives focus back', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Open menu' });
    await expect(page.getByRole('banner').getByRole('link', { name: 'Pricing' })).toBeHidden();
    await button.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Real estate' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Get Started' })).toBeVisible();

    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab');
      const inside = await menu.evaluate((dialog) => dialog.contains(document.activeElement));
      expect(inside).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('a link in the mobile menu navigates and closes it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  });
});

test('/pro has no header and no footer; other pages have both', async ({ page }) => {
  await page.goto('/pro');
  await expect(page.getByRole('heading', { name: 'Roomcraft Pro' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await page.goto('/');
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toContainText('Trusted by 100K+ users');
  await expect(page.getByRole('contentinfo')).toContainText('© 2025 Roomcraft');
});

test('an unknown page is a real 404, and the shell speaks Spanish under /es', async ({ page }) => {
  const res = await page.goto('/no-such-page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.goto('/es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('link', { name: 'Saltar al contenido' })).toBeAttached();
});

test("a footer link opens its page in the app, in the page's language", async ({ page }) => {
  await page.goto('/es');
  // A full page load would lose this; a navigation by the app's router keeps it.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('contentinfo').locator('a[href="/es/pricing"]').click();
  await expect(page).toHaveURL(/\/es\/pricing$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
});
