import { type Page, expect } from '@playwright/test';

// Steps several specs take as a visitor would. The browser and the fresh context each test gets are set in
// playwright.config.ts.

let counter = 0;
/** An address no other test uses. */
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `${tag}-${Date.now()}-${counter}@example.com`;
}

/**
 * Creates an account through the sign-up form, as a person would, then signs in with it: sign-up answers "check your
 * e-mail" and starts no session, and the password works at once. With `redirectedFrom` sign-in lands there; otherwise
 * it waits for the signed-in header.
 */
export async function signUp(page: Page, tag: string, redirectedFrom?: string) {
  const email = uniqueEmail(tag);
  const query = redirectedFrom ? `?redirectedFrom=${redirectedFrom}` : '';
  await page.goto(`/signup${query}`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(`${tag}-password`);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(CONFIRMATION_SENT);

  await page.goto(`/signin${query}`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(`${tag}-password`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (redirectedFrom) await expect(page).toHaveURL((url) => url.pathname === redirectedFrom);
  else await expect(page.getByRole('banner').getByRole('button', { name: 'Upgrade' })).toBeVisible();
}

export const CONFIRMATION_SENT =
  'We sent you a confirmation e-mail. Check your inbox and follow its link to confirm your account, then sign in.';

/** Clicks the visible "Monthly" option of the pricing table's billing switch. */
export async function chooseMonthly(page: Page) {
  await page
    .getByRole('main')
    .locator('label')
    .filter({ hasText: /^Monthly$/ })
    .click();
  await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked();
}
