import { type Page, expect } from '@playwright/test';

/**
 * Renders the parts of the page the browser skips until they come near the screen (content-visibility: auto, the
 * render-when-near utility), as each is shown to a visitor who scrolls to it, so that axe reads laid-out, painted
 * content. On skipped content axe's colour check is unreliable (a known axe-core limitation): the home page's pricing
 * call to action, white text on a dark section some 3,600 px below the fold, once failed colour contrast as if its
 * text stood on the page's white, and passed on the retry; its real contrast is 10.7:1 and more.
 */
export async function renderDeferredParts(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('*')) {
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
    }
  });
  // No element that is shown is left in skipped content (the browser applies the change at its next style update).
  const skipped = () =>
    page.evaluate(
      () =>
        [...document.body.querySelectorAll('*')].filter(
          (element) => element.checkVisibility() && !element.checkVisibility({ contentVisibilityAuto: true }),
        ).length,
    );
  await expect.poll(skipped).toBe(0);
}
