import { type BrowserContext, type Page, expect, test as base, chromium } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium';

/**
 * Each test gets Debian's Chromium with a fresh profile outside the repository (with script turned off where a test
 * says `test.use({ javaScriptEnabled: false })`).
 */
export const test = base.extend<{ context: BrowserContext; page: Page }>({
  context: async ({ viewport, baseURL, javaScriptEnabled }, provide) => {
    const profile = await mkdtemp(path.join(tmpdir(), 'roomcraft-e2e-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: CHROMIUM_ARGS,
      viewport,
      baseURL,
      javaScriptEnabled,
    });
    await provide(context);
    await context.close();
    await rm(profile, { recursive: true, force: true });
  },
  page: async ({ context }, provide) => {
    await provide(context.pages()[0] ?? (await context.newPage()));
  },
});

export { expect } from '@playwright/test';

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
