import { expect, test } from '@playwright/test';

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 375, height: 740 },
]) {
  test.describe(`on a ${viewport.name} screen`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('every length choice of the listing writer is shown whole', async ({ page }) => {
      await page.goto('/property-description');
      const group = page.getByRole('group', { name: 'Length' });
      const choices = group.locator('label');
      await expect(choices).toHaveText([
        'Short (about 60 words)',
        'Medium (about 120 words)',
        'Long (about 220 words)',
      ]);
      for (const choice of await choices.all()) {
        await expect(choice).toBeVisible();
        const fits = await choice.evaluate((label) =>
          [label, ...label.querySelectorAll('span')].every(
            (element) => element.scrollWidth <= element.clientWidth,
          ),
        );
        expect(fits).toBe(true);
      }
      await expect(page.getByRole('radio', { name: 'Medium (about 120 words)' })).toBeChecked();
    });
  });
}
