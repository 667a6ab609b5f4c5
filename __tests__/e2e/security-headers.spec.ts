import { type Page, expect, test } from '@playwright/test';
import sharp from 'sharp';
import { signUp } from './visitor-steps';

/** Pages, API routes, a 404 and a refused request: every response carries the same headers. */
const RESPONSES = [
  { path: '/', status: 200 },
  { path: '/pricing', status: 200 },
  { path: '/learn/virtual-staging-using-ai', status: 200 },
  { path: '/es/pricing', status: 200 },
  { path: '/api/health', status: 200 },
  { path: '/api/plans', status: 200 },
  { path: '/no-such-page', status: 404 },
  { path: '/api/me', status: 401 },
];

const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'x-frame-options',
  'strict-transport-security',
];

for (const { path, status } of RESPONSES) {
  test(`${path} answers ${status} with the security headers`, async ({ request }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(status);
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    // The e2e server runs a production build with no provider configured.
    for (const directive of [
      "default-src 'self'",
      "script-src 'self';",
      "connect-src 'self';",
      "img-src 'self' data: blob:",
      "frame-src 'none'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self';",
      "frame-ancestors 'none'",
      'upgrade-insecure-requests',
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('unsafe-eval');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=(self)');
    expect(headers['permissions-policy']).toContain('payment=()');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains; preload');
  });
}

test('a signed-in /api/me has the headers Next gives /api/plans', async ({ page }) => {
  await signUp(page, 'signed-in-me');
  const [me, plans] = await Promise.all([page.request.get('/api/me'), page.request.get('/api/plans')]);
  expect(me.status()).toBe(200);
  expect(((await me.json()) as { user: { email: string } }).user.email).toMatch(/^signed-in-me-/);
  const securityHeaders = (headers: Record<string, string>) =>
    Object.fromEntries(Object.entries(headers).filter(([name]) => SECURITY_HEADERS.includes(name)));
  expect(securityHeaders(me.headers())).toEqual(securityHeaders(plans.headers()));
  expect(Object.keys(securityHeaders(me.headers()))).toHaveLength(SECURITY_HEADERS.length);
  expect(me.headers()['cache-control']).toBe('private, no-store');
});

test("production pages carry no inline script for `script-src 'self'` to block (whichever bundler built them)", async ({
  request,
}) => {
  for (const path of ['/', '/es/pricing', '/learn/virtual-staging-using-ai', '/signin', '/no-such-page']) {
    const html = await (await request.get(path)).text();
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes, body]) =>
        !/\ssrc=/.test(attributes!) && !/type="application\/(?:ld\+)?json"/.test(attributes!) && body,
    );
    expect([path, inline.map(([tag]) => tag.slice(0, 120))]).toEqual([path, []]);
  }
});

/**
 * Records every CSP violation the page reports: the console message, and the DOM event, which also fires for a
 * blocked eval whose error the script catches (Chromium logs nothing then).
 */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(
        `${event.violatedDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return violations;
}

async function roomPhoto() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <rect width="800" height="360" fill="#d8d2c4"/><rect y="360" width="800" height="240" fill="#9b7b5a"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

test('the home page, a guide and pricing load with no CSP violation', async ({ page }) => {
  const violations = await watchViolations(page);
  for (const path of ['/', '/learn/virtual-staging-using-ai', '/pricing']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Optimised images (/_next/image) actually loaded.
    for (const image of await page.locator('main img').all()) {
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
  }
  expect(violations).toEqual([]);
});

test('the studio previews an upload, paints a mask, renders and compares with no CSP violation', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  await signUp(page, 'csp', '/studio');

  await page.getByLabel('Choose a photo').setInputFiles({
    name: 'room.jpg',
    mimeType: 'image/jpeg',
    buffer: await roomPhoto(),
  });
  // The preview is a blob: URL.
  const preview = page.getByRole('img', { name: 'Your photo' });
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // The mask editor draws the photo on a canvas and keeps the mask as a blob: image.
  await page
    .locator('label')
    .filter({ hasText: /^Cleanup/ })
    .click();
  const canvas = page.locator('canvas').first();
  await expect(canvas).toBeVisible();
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.4, box.y + box.height * 0.6);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.6, { steps: 10 });
  await page.mouse.up();

  await page.getByRole('button', { name: 'Design it' }).click();
  await expect(page.getByRole('heading', { name: 'Your design', exact: true })).toBeVisible({
    timeout: 30_000,
  });
  const slider = page.getByTestId('compare-slider');
  await expect(slider.getByRole('slider')).toBeVisible();
  for (const name of [/^Before/, /^After/]) {
    const image = slider.getByRole('img', { name });
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
  expect(violations).toEqual([]);
});
