import { type Page, expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { publicRoutes } from '@/lib/site/public-routes';
import { englishCatalogueTexts } from './english-catalogue-texts';
import { renderDeferredParts } from './render-deferred-parts';
import { watchConsole } from './console-problems';
import { signUp } from './visitor-steps';

/** Internal links of a page's server-rendered HTML (what a crawler and a visitor without script get). */
function internalLinks(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\shref="([^"#]*)(?:#[^"]*)?"/g)]
    .map((match) => match[1]!.replace(/&amp;/g, '&'))
    .filter((href) => href.startsWith('/') && !href.startsWith('//'));
}

test('every SPEC §2 route answers 200', async ({ request }) => {
  const routes = [...publicRoutes(), '/signin', '/signin?pro=true', '/signup', '/account'];
  const failures: string[] = [];
  for (const route of routes) {
    const res = await request.get(route);
    if (res.status() !== 200) failures.push(`${route} → ${res.status()}`);
  }
  expect(failures).toEqual([]);
});

test('no internal link anywhere on the site is broken, in any language', async ({ request }) => {
  test.setTimeout(300_000);
  // Each page is fetched once whatever its query: the studio's and sign-in's links carry a tool, room and style
  // (about 1,900 of 2,500 links), and a query never makes one of our pages fail to answer.
  const seen = new Set<string>(['/']);
  const queue = ['/'];
  const broken: string[] = [];
  const visit = async (path: string) => {
    const res = await request.get(path, { maxRedirects: 5 });
    if (res.status() >= 400) {
      broken.push(`${path} → ${res.status()}`);
      return;
    }
    if (!(res.headers()['content-type'] ?? '').includes('text/html')) return;
    for (const href of internalLinks(await res.text())) {
      // Private files and the API are not pages.
      if (href.startsWith('/api/') || href.startsWith('/_next/')) continue;
      const page = href.split('?')[0]!;
      if (!seen.has(page)) {
        seen.add(page);
        queue.push(href);
      }
    }
  };
  // A few requests at once keep the server busy while the test reads the previous answers.
  while (queue.length > 0) await Promise.all(queue.splice(0, 4).map(visit));
  expect(broken).toEqual([]);
  expect(seen.size).toBeGreaterThan(publicRoutes().length);
});

test('unknown slugs are 404', async ({ request }) => {
  for (const path of [
    '/learn/no-such-guide',
    '/use-cases/no-such-case',
    '/inspiration/styles/no_such_style',
    '/inspiration/rooms/no-such-room',
    '/inspiration/rooms/kitchen-ideas-no_such_style',
    '/es/learn/no-such-guide',
  ]) {
    expect([path, (await request.get(path)).status()]).toEqual([path, 404]);
  }
});

const PAGE_TYPES = [
  '/',
  '/pricing',
  '/learn',
  '/learn/virtual-staging-using-ai',
  '/inspiration/styles',
  '/inspiration/styles/japandi',
  '/inspiration/rooms',
  '/inspiration/rooms/kitchen-ideas-italian',
  '/use-cases/real-estate',
  '/realtor-tools?tool=floor-swap',
  '/pro-api',
  '/property-description',
  '/contact',
  '/privacy',
  '/tos',
  '/affiliate-program',
  '/signin',
  '/es/inspiration/styles/japandi',
];

// One browser for every page kind (a browser per page was a third of this test's time).
test('axe finds no serious or critical problem on any kind of page', async ({ page }) => {
  test.setTimeout(300_000);
  const problems: string[] = [];
  for (const path of PAGE_TYPES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await renderDeferredParts(page);
    // Only the violations are read: axe then skips gathering the passing and inapplicable nodes (a seventh of this
    // test's time), and finds the same violations.
    const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
    for (const v of results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'))
      problems.push(`${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }
  expect(problems).toEqual([]);
});

/**
 * What a visitor reads on the page once it has rendered: text, labels, alternative texts, tooltips and the meta
 * description. Text marked `lang="en"` (the English-only guides, said so on the page) is left out.
 */
function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const body = document.body.cloneNode(true) as HTMLElement;
    body.querySelectorAll('[lang="en"], script, style, noscript').forEach((node) => node.remove());
    const texts: string[] = [];
    const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '');
    for (const element of body.querySelectorAll('[alt], [title], [aria-label], [placeholder]')) {
      for (const name of ['alt', 'title', 'aria-label', 'placeholder'])
        texts.push(element.getAttribute(name) ?? '');
    }
    texts.push(document.title);
    document.head
      .querySelectorAll('meta[content]')
      .forEach((meta) => texts.push(meta.getAttribute('content')!));
    return texts.map((text) => text.trim()).filter(Boolean);
  });
}

/** English catalogue or plan texts found on the page, as whole words. */
async function englishLeft(page: Page, locale: string, path: string): Promise<string[]> {
  await page.goto(`/${locale}${path === '/' ? '' : path}`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // The pricing cards fill in after the plans load; wait for them where the page has them.
  if (path === '/pricing') await expect(page.locator('article').first()).toBeVisible();
  const texts = await shownTexts(page);
  return englishCatalogueTexts(locale).flatMap((english) => {
    const escaped = english.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const word = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u');
    const found = texts.find((text) => word.test(text));
    return found ? [`${locale}${path}: "${english}" in "${found.slice(0, 100)}"`] : [];
  });
}

const TRANSLATED_PAGES = [
  '/',
  '/pricing',
  '/inspiration/styles',
  '/inspiration/styles/scandinavian',
  '/inspiration/rooms',
  '/inspiration/rooms/living_room-ideas-scandinavian',
  '/realtor-tools?tool=virtual-staging',
  '/use-cases/real-estate',
  '/use-cases/home-makeover',
  '/pro-api',
  '/property-description',
];

test('es, fr and de pages show no English catalogue or plan text', async ({ page }) => {
  test.setTimeout(300_000);
  const left: string[] = [];
  for (const locale of ['es', 'fr', 'de']) {
    for (const path of TRANSLATED_PAGES) left.push(...(await englishLeft(page, locale, path)));
  }
  expect(left).toEqual([]);
});

test('the studio shows its tools, rooms and styles in es, fr and de', async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page, 'catalogue', '/studio');
  const left: string[] = [];
  for (const locale of ['es', 'fr', 'de']) left.push(...(await englishLeft(page, locale, '/studio')));
  expect(left).toEqual([]);
  // And the words are really there, not just the English gone.
  await page.goto('/es/studio');
  await expect(page.getByRole('radio', { name: /^Rediseño/ })).toBeAttached();
  await expect(page.getByRole('option', { name: 'Salón' })).toBeAttached();
});

/** The same page in Spanish. */
const spanish = (path: string) => (path === '/' ? '/es' : `/es${path}`);

/**
 * As a visitor: every public page, the pages a visitor signs in from and one opened with a query in English, and one
 * page of each kind in Spanish (the pages of a kind share their code; the language changes only their texts). Signed
 * in, where only the header and the user's menu differ, one page of each kind in both. Under E2E_DEV (the development
 * server, which compiles each kind of page on its first visit) one page of each kind.
 */
function consolePages(signedIn: boolean): string[] {
  if (process.env.E2E_DEV) return PAGE_TYPES;
  const kinds = [...PAGE_TYPES, ...PAGE_TYPES.filter((path) => !path.startsWith('/es')).map(spanish)];
  if (signedIn) return kinds;
  const english = [
    ...publicRoutes(),
    '/realtor-tools?tool=floor-swap',
    '/signin',
    '/signup',
    '/forgot-password',
  ];
  return [...new Set([...english, ...kinds])];
}

/**
 * Tabs visiting at once: most of a visit is waiting on the network, so a few tabs share out the crawl. One against the
 * development server: the first visit of a page with getStaticPaths makes it read, change and rewrite
 * `.next/dev/prerender-manifest.json` without a lock, so two kinds of such pages compiled at once can leave the file
 * holding one write over the tail of the other, which fails every page after (seen once in CI: "Unexpected
 * non-whitespace character after JSON").
 */
const TABS = process.env.E2E_DEV ? 1 : 3;

for (const signedIn of [false, true]) {
  test(`no page logs an error, fails a request or breaks the CSP, ${signedIn ? 'signed in' : 'for a visitor'}`, async ({
    context,
    page,
  }) => {
    test.setTimeout(600_000);
    if (signedIn) {
      const problems = await watchConsole(page);
      problems.visiting('(signing up and in)');
      await signUp(page, 'quiet');
      expect(problems.list).toEqual([]);
    }
    const visits: [string, number][] = [
      ...consolePages(signedIn).map((path): [string, number] => [path, 200]),
      ...(signedIn ? ['/account', '/studio', '/es/studio'].map((path): [string, number] => [path, 200]) : []),
      ['/no-such-page', 404],
      ['/es/learn/no-such-guide', 404],
    ];
    const problems: string[] = [];
    await Promise.all(
      Array.from({ length: TABS }, async (_, tab) => {
        const lane = await context.newPage();
        const watch = await watchConsole(lane);
        for (const [path, status] of visits.filter((_, index) => index % TABS === tab)) {
          // The last page is unloaded while its visit is still the one named: a request it makes late (a 404 page's
          // data, asked for after hydration) and the error it logs are counted against it, not against this page.
          await lane.goto('about:blank');
          watch.visiting(path, status);
          const response = await lane.goto(path);
          expect([path, response?.status()]).toEqual([path, status]);
          // Hydration and the requests it starts are done by the time the browser is idle.
          await lane.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
        }
        await lane.close();
        problems.push(...watch.list);
      }),
    );
    expect(problems).toEqual([]);
  });
}
