import {
  type APIRequest,
  type BrowserContext,
  type Locator,
  type Page,
  expect,
  test,
} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { TOOLS } from '../../lib/studio/catalog/tools';
import { uniqueEmail } from './visitor-steps';
import { roomPhoto } from './room-photo';

type Cookies = Awaited<ReturnType<BrowserContext['cookies']>>;

/**
 * An account made through the auth API (the sign-up form has its own journeys): its session cookies, so the tests
 * here sign in once. A free account makes 3 designs a month, so each account serves at most that many renders.
 */
async function signedInAccount(request: APIRequest, baseURL: string, tag: string): Promise<Cookies> {
  const api = await request.newContext({ baseURL });
  const credentials = { email: uniqueEmail(tag), password: `${tag}-password` };
  expect((await api.post('/api/auth/signup', { data: credentials })).ok()).toBe(true);
  expect((await api.post('/api/auth/signin', { data: credentials })).ok()).toBe(true);
  const { cookies } = await api.storageState();
  await api.dispose();
  return cookies;
}

const designIt = (page: Page) => page.getByRole('button', { name: 'Design it' });
const resultHeading = (page: Page) => page.getByRole('heading', { name: 'Your design', exact: true });
const brushArea = (page: Page) => page.getByRole('application', { name: 'Brush area' });
const toolRadio = (page: Page, id: string) => page.locator(`input[name="tool"][value="${id}"]`);

async function uploadAndRender(page: Page) {
  await page.goto('/studio');
  await page.getByLabel('Choose a photo').setInputFiles({
    name: 'room.jpg',
    mimeType: 'image/jpeg',
    buffer: await roomPhoto(),
  });
  await expect(page.getByRole('img', { name: 'Your photo' })).toBeVisible();
  await designIt(page).click();
  await expect(resultHeading(page)).toBeVisible({ timeout: 30_000 });
}

/** A short horizontal stroke across the middle of the brush area. */
async function brushStroke(page: Page) {
  const area = brushArea(page);
  await area.scrollIntoViewIfNeeded();
  const box = (await area.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.4, box.y + box.height * 0.5);
  await page.mouse.down();
  for (let step = 1; step <= 8; step++) {
    await page.mouse.move(box.x + box.width * (0.4 + step * 0.02), box.y + box.height * 0.5);
  }
  await page.mouse.up();
}

/**
 * Every tool in turn after a result: a tool that needs no brushing can be designed at once, with the result still
 * shown; a brush tool asks what to brush on, gives a brush area, and enables Design it once something is brushed.
 * The first brush tool keeps editing the result, the others brush on the original photo; the result is opened
 * again from the feed when the studio has set it aside.
 */
async function everyToolAfterTheResult(page: Page, check?: (next: Locator) => Promise<void>) {
  await uploadAndRender(page);
  let keptEditing = false;
  for (const tool of TOOLS) {
    if (!(await resultHeading(page).isVisible())) {
      await page.getByRole('tabpanel').getByRole('button', { name: /^Open/ }).first().click();
      await expect(resultHeading(page)).toBeVisible();
    }
    await page.locator('label', { has: toolRadio(page, tool.id) }).click();
    await expect(toolRadio(page, tool.id)).toBeChecked();
    if (!tool.needsMask) {
      await expect(resultHeading(page)).toBeVisible();
      await expect(designIt(page)).toBeEnabled();
      await check?.(designIt(page));
      continue;
    }
    await expect(designIt(page)).toHaveCount(0);
    const choice = page.getByRole('button', {
      name: keptEditing ? 'Brush on the original photo' : 'Keep editing this result',
    });
    await check?.(choice);
    await choice.click();
    await expect(brushArea(page)).toBeFocused();
    await expect(page.getByRole('img', { name: 'Your photo, to brush over' })).toBeVisible();
    // A mask brushed for an earlier tool on the same photo is kept; cleared here so each tool shows its own step.
    const clear = page.getByRole('button', { name: 'Clear' });
    if (await clear.isEnabled()) await clear.click();
    await expect(designIt(page)).toBeDisabled();
    await brushStroke(page);
    await expect(designIt(page)).toBeEnabled();
    await check?.(designIt(page));
    keptEditing = true;
  }
}

let tools: Cookies;
let keyboard: Cookies;
let early: Cookies;
test.beforeAll(async ({ playwright }, testInfo) => {
  const baseURL = testInfo.project.use.baseURL!;
  tools = await signedInAccount(playwright.request, baseURL, 'paths');
  keyboard = await signedInAccount(playwright.request, baseURL, 'keys');
  early = await signedInAccount(playwright.request, baseURL, 'early');
});

test('what is chosen before the page’s script runs is what the design is made of', async ({
  page,
  context,
}) => {
  await context.addCookies(early);
  // A phone on a slow connection: the page is on the screen, its script not yet run.
  let runScripts!: () => void;
  const scriptsHeld = new Promise<void>((resolve) => (runScripts = resolve));
  await page.route('**/_next/static/chunks/**/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/studio', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Studio', level: 1 })).toBeVisible();
  await page.getByLabel('Choose a photo').setInputFiles({
    name: 'room.jpg',
    mimeType: 'image/jpeg',
    buffer: await roomPhoto(),
  });
  await page.locator('label', { has: toolRadio(page, 'furniture-restyle') }).click();
  await page.getByLabel('Room', { exact: true }).selectOption('bedroom');
  await page.locator('label', { has: page.locator('input[name="style"][value="japandi"]') }).click();
  await page.getByLabel('Anything else? (optional)').fill('a reading corner');
  await page.getByLabel('Variants').selectOption('2');
  await page.getByLabel('Add a “Virtually staged” note (advised for listings)').check();
  runScripts();

  await expect(page.getByRole('img', { name: 'Your photo' })).toBeVisible();
  await expect(page.getByLabel('Room', { exact: true })).toHaveValue('bedroom');
  await expect(toolRadio(page, 'furniture-restyle')).toBeChecked();
  const [request] = await Promise.all([
    page.waitForRequest(
      (sent) => sent.method() === 'POST' && new URL(sent.url()).pathname === '/api/renders',
    ),
    designIt(page).click(),
  ]);
  expect(request.postDataJSON()).toMatchObject({
    tool: 'furniture-restyle',
    roomType: 'bedroom',
    style: 'japandi',
    prompt: 'a reading corner',
    variants: 2,
    watermark: true,
  });
  await expect(resultHeading(page)).toBeVisible({ timeout: 30_000 });
});

test.describe('a studio with no dead ends', () => {
  test('every tool after a result leads on, on a wide screen', async ({ page, context }) => {
    await context.addCookies(tools);
    await everyToolAfterTheResult(page);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the next step sits beside the photo, and every tool after a result leads on', async ({
      page,
      context,
    }) => {
      await context.addCookies(tools);
      await page.goto('/studio');
      await page.getByLabel('Choose a photo').setInputFiles({
        name: 'room.jpg',
        mimeType: 'image/jpeg',
        buffer: await roomPhoto(),
      });
      const photo = page.getByRole('img', { name: 'Your photo' });
      await photo.scrollIntoViewIfNeeded();
      await expect(photo).toBeInViewport();
      await expect(designIt(page)).toBeInViewport();
      const gap = (await designIt(page).boundingBox())!.y - (await photo.boundingBox())!.y;
      expect(gap).toBeLessThan(844);

      // Whatever the tool card scrolled to, the next step is on the screen.
      await everyToolAfterTheResult(page, (next) => expect(next).toBeInViewport());
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
});

/** axe finds no serious or critical problem on the page as it stands. */
async function expectNoSeriousAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Tab until `target` has the focus (it must be reachable), checking that the focus is shown. */
async function tabTo(page: Page, target: Locator, { backwards = false } = {}) {
  for (let presses = 0; presses < 80; presses++) {
    // Bounded: a control that is not on the page fails here, naming it, instead of at the test's time limit.
    const focused = await target.evaluate((el) => el === document.activeElement, undefined, {
      timeout: 10_000,
    });
    if (focused) {
      await expectVisibleFocus(target);
      return;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Not reachable by Tab: ${target.toString()}`);
}

/**
 * The focused control draws a focus outline; a visually hidden radio or file input, or a widget that draws none,
 * has it drawn by what stands for it (its label or frame, or the face beside it).
 */
async function expectVisibleFocus(target: Locator) {
  const outlined = await target.evaluate((el) => {
    const standIns: Element[] = el.nextElementSibling ? [el.nextElementSibling] : [];
    for (let at: Element | null = el; at && at !== document.body; at = at.parentElement) standIns.push(at);
    return standIns.some((shown) => {
      const style = getComputedStyle(shown);
      return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    });
  });
  expect(outlined).toBe(true);
}

test('the main flow by keyboard alone: photo, tool, room, style, design, compare, download, brush again', async ({
  page,
  context,
}) => {
  await context.addCookies(keyboard);
  await page.goto('/studio');
  await expect(page.getByRole('heading', { name: 'Studio', level: 1 })).toBeVisible();
  // Keys pressed once the page's script has run: this test is about the keyboard, and what is chosen before has its
  // own test above.
  await page.waitForLoadState('networkidle');

  await tabTo(page, page.getByLabel('Choose a photo'));
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser', { timeout: 10_000 }),
    page.keyboard.press('Space'),
  ]);
  await chooser.setFiles({ name: 'room.jpg', mimeType: 'image/jpeg', buffer: await roomPhoto() });
  await expect(page.getByRole('img', { name: 'Your photo' })).toBeVisible();

  // The tool picker is one radio group for the keyboard: the arrows move between tools.
  await tabTo(page, toolRadio(page, 'redesign'));
  await page.keyboard.press('ArrowRight');
  await expect(toolRadio(page, 'cleanup')).toBeChecked();
  await page.keyboard.press('ArrowLeft');
  await expect(toolRadio(page, 'redesign')).toBeChecked();

  const room = page.getByLabel('Room', { exact: true });
  await tabTo(page, room);
  await page.keyboard.press('ArrowDown');
  await expect(room).toHaveValue('bedroom');

  await tabTo(page, page.locator('input[name="style"]:checked'));
  const styleBefore = await page.locator('input[name="style"]:checked').inputValue();
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('input[name="style"]:checked')).not.toHaveValue(styleBefore);

  await tabTo(page, designIt(page));
  await page.keyboard.press('Enter');
  await expect(resultHeading(page)).toBeFocused({ timeout: 30_000 });

  const handle = page.getByTestId('compare-slider').getByRole('slider');
  await tabTo(page, handle);
  const before = Number(await handle.getAttribute('aria-valuenow'));
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => Number(await handle.getAttribute('aria-valuenow'))).toBeGreaterThan(before);

  const download = page.getByRole('link', { name: 'Download', exact: true });
  await tabTo(page, download);
  const [file] = await Promise.all([
    page.waitForEvent('download', { timeout: 10_000 }),
    page.keyboard.press('Enter'),
  ]);
  expect(file.suggestedFilename()).toMatch(/\.jpg$/);

  // A brush tool after the result, chosen, brushed and designed without a pointer.
  await tabTo(page, toolRadio(page, 'redesign'));
  await page.keyboard.press('ArrowRight');
  await expect(toolRadio(page, 'cleanup')).toBeChecked();
  await expectNoSeriousAxeViolations(page);
  await tabTo(page, page.getByRole('button', { name: 'Brush on the original photo' }));
  await page.keyboard.press('Enter');
  await expect(brushArea(page)).toBeFocused();
  await expectNoSeriousAxeViolations(page);
  await expectVisibleFocus(brushArea(page));
  await expect(page.getByTestId('keyboard-brush')).toBeVisible();

  // Brush size is a keyboard control too (the advanced brush's slider).
  await tabTo(page, page.getByRole('radio', { name: 'Simple', exact: true }), { backwards: true });
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Advanced', exact: true })).toBeChecked();
  const size = page.getByRole('slider', { name: 'Brush size' });
  await tabTo(page, size);
  await page.keyboard.press('ArrowRight');
  await expect(size).toHaveValue('4.5');
  await tabTo(page, page.getByRole('button', { name: 'Erase' }));
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Erase' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Erase' })).toHaveAttribute('aria-pressed', 'false');

  await tabTo(page, brushArea(page));
  await expect(designIt(page)).toBeDisabled();
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Enter');
  await expect(designIt(page)).toBeEnabled();
  await tabTo(page, designIt(page));
  await page.keyboard.press('Enter');
  await expect(resultHeading(page)).toBeFocused({ timeout: 30_000 });
  await expect(page.getByText('Cleanup · ', { exact: false })).toBeVisible();
});
