import { expect, test } from '@playwright/test';
import { chooseMonthly, signUp } from './visitor-steps';

test("a visitor's subscribe leads to sign-in with pro=true", async ({ page }) => {
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page
    .getByRole('button', { name: /subscribe/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/signin\?pro=true$/);
  await expect(page.getByRole('main').getByRole('status')).toContainText('You picked a plan');
});

test('a free user subscribes through the local test checkout and becomes a Pro account', async ({
  page,
  baseURL,
}) => {
  // The server has no NEXT_PUBLIC_SITE_URL and does not run on port 3000: every link must follow its own address.
  const at = (path: string) => new RegExp(`^${baseURL!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${path}`);
  await signUp(page, 'buyer');

  await page.goto('/pricing');
  await chooseMonthly(page);
  const proCard = page
    .getByRole('article')
    .filter({ hasText: 'Roomcraft Pro' })
    .filter({ hasNotText: 'Professional' });
  await proCard.getByRole('button', { name: /subscribe/i }).click();

  await expect(page).toHaveURL(at('/checkout/local/cs_local_'));
  await expect(page.getByText('This is a test checkout. Nothing is charged')).toBeVisible();
  await page.getByRole('button', { name: /^Pay/ }).click();

  await expect(page).toHaveURL(at('/account\\?checkout=success$'));
  await expect(page.getByText('Thank you! Your plan is active.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Roomcraft Pro' })).toBeVisible();
  await expect(page.getByText('0 of 1,000 used')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Pro Account' })).toBeVisible();

  await page.goto('/pricing');
  await chooseMonthly(page);
  await expect(proCard.getByRole('button', { name: /manage/i })).toBeVisible();

  // Manage billing opens the local portal, where the plan can be cancelled at period end.
  await page.goto('/account');
  await page.getByRole('button', { name: 'Manage billing' }).click();
  await expect(page).toHaveURL(at('/billing/local$'));
  await page.getByRole('button', { name: 'Cancel plan at period end' }).click();
  await expect(page.getByText('Your plan is updated.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to your account' }).click();
  await expect(page.getByText('Ends on')).toBeVisible();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
});
