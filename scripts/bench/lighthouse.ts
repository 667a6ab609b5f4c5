/**
 * The public pages and the signed-in studio against the floor (a bare Next page translated with next-i18next,
 * scripts/bench/floor-app-i18next, as the site's pages are; the untranslated one's first-load JS is reported beside it)
 * measured in the same run: first-load JS, and Lighthouse mobile (Debian's Chromium) performance, total blocking time, largest
 * contentful paint and accessibility, each the median of three runs after a warm-up. This machine is shared, so the
 * ratios to the floor are the figures to compare across runs, not the milliseconds.
 */
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { installedPackageBin } from '../installed-package';
import { SESSION_HINT_COOKIE } from '@/lib/auth/session-hint';
import { benchAccount } from './bench-account';
import { buildFloorApp, startFloorApp } from './floor-app';
import { firstLoadJs } from './first-load-js';
import { startServer, waitFor200 } from './server';

export const LIGHTHOUSE_PAGES = [
  '/',
  '/pricing',
  '/learn/virtual-staging-using-ai',
  '/inspiration/styles/japandi',
  '/studio',
];

/** Pages measured signed in (the others as a visitor). */
const SIGNED_IN_PAGES = new Set(['/studio']);

export const FIRST_LOAD_TARGET = 1.2;
export const TBT_TARGET = 2;
export const PERFORMANCE_TARGET = 98;

const RUNS = 3;
const run = promisify(execFile);

type Report = {
  finalDisplayedUrl?: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- kept whole for LIGHTHOUSE_REPORTS
  [key: string]: any;
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
};

/**
 * Puts the session cookie (and the hint the page reads) in the browser's own cookie jar, or empties the jar: a Cookie
 * header given to Lighthouse reaches the document but not the page's own requests (its /api calls were answered 401,
 * so the studio was measured as a visitor whose session had ended). Lighthouse keeps the jar between runs.
 */
async function setSession(chromePort: number, base: string, cookie: string | null) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  try {
    const context = browser.contexts()[0]!;
    await context.clearCookies();
    if (cookie) {
      const [name, value] = cookie.split('=', 2) as [string, string];
      await context.addCookies([
        { name, value, url: base, httpOnly: true, sameSite: 'Lax' },
        { name: SESSION_HINT_COOKIE, value: '1', url: base, sameSite: 'Lax' },
      ]);
    }
  } finally {
    // Disconnects without closing the browser Lighthouse uses.
    await browser.close();
  }
}

/**
 * Lighthouse's own CLI in a plain node process: run inside tsx, the functions it sends to the page carry esbuild's
 * `__name` helper, which the page does not have.
 */
async function audit(url: string, port: number): Promise<Report> {
  // A page Lighthouse could not load still gets a report (scores null, the reason in runtimeError).
  const { stdout } = await run(
    process.execPath,
    [
      installedPackageBin('lighthouse'),
      url,
      `--port=${port}`,
      '--output=json',
      '--output-path=stdout',
      '--only-categories=performance,accessibility',
      '--quiet',
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '{}' }));
  try {
    return JSON.parse(stdout) as Report;
  } catch {
    return { categories: {}, audits: {} };
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const ratio = (value: number, floor: number) => Math.round((value / floor) * 100) / 100;

export type PageFigures = {
  page: string;
  jsKb: number;
  nextDataKb: number;
  performance: number;
  accessibility: number;
  tbtMs: number;
  lcpMs: number;
};

/** The medians of a page's counted reports, beside its first-load JS. */
function figuresOf(
  page: string,
  weight: Pick<PageFigures, 'jsKb' | 'nextDataKb'>,
  reports: Report[],
): PageFigures {
  // A page that sent Lighthouse elsewhere (the sign-in page for a session that did not count) was not measured.
  const elsewhere = reports.find(
    (r) => r.finalDisplayedUrl && new URL(r.finalDisplayedUrl).pathname !== page,
  );
  if (elsewhere) throw new Error(`${page} ended at ${elsewhere.finalDisplayedUrl}`);
  const score = (category: string) =>
    median(reports.map((r) => Math.round((r.categories[category]?.score ?? 0) * 100)));
  const numeric = (id: string) => median(reports.map((r) => Math.round(r.audits[id]?.numericValue ?? 0)));
  return {
    page,
    ...weight,
    performance: score('performance'),
    accessibility: score('accessibility'),
    tbtMs: numeric('total-blocking-time'),
    lcpMs: numeric('largest-contentful-paint'),
  };
}

/** LIGHTHOUSE_REPORTS=<folder> keeps each counted report, to read its trace-based audits (long tasks, LCP element). */
function keepReports(base: string, page: string, reports: Report[]) {
  const keep = process.env.LIGHTHOUSE_REPORTS;
  if (!keep) return;
  reports.forEach((report, i) =>
    writeFileSync(
      path.join(keep, `${page.replace(/\W+/g, '_') || '_'}-${base.split(':').pop()}-${i}.json`),
      JSON.stringify(report),
    ),
  );
}

type Site = { base: string; page: string; cookie?: string };

/**
 * A page's runs and three of the floor's, taken in turn (floor, page, page, floor, floor, page), so the floor is
 * measured all through the bench under the same load as the pages and neither always goes first. The page has a
 * warm-up first, doing what production traffic would have done (the rendered page, the image optimiser's resized
 * copies), and so has the floor before its first runs; the runs after them are the ones counted.
 */
async function measureBesideFloor(site: Site, floor: Site, port: number, warmFloor: boolean) {
  const url = (s: Site) => `${s.base}${s.page}`;
  const weight = await firstLoadJs(url(site), site.cookie);
  // The floor is another port of the same host, so it is sent the site's cookies too: it reads none of them.
  await setSession(port, site.base, site.cookie ?? null);
  if (warmFloor) await audit(url(floor), port);
  await audit(url(site), port);
  const reports: [Report[], Report[]] = [[], []];
  for (let i = 0; i < RUNS; i += 1) {
    const order = i % 2 === 0 ? [0, 1] : [1, 0];
    for (const which of order) reports[which]!.push(await audit(url(which === 0 ? floor : site), port));
  }
  keepReports(floor.base, `floor-beside-${site.page}`, reports[0]);
  keepReports(site.base, site.page, reports[1]);
  return { page: figuresOf(site.page, weight, reports[1]), floorReports: reports[0] };
}

export type PageBench = {
  /** The medians of every floor run of the bench (the translated floor). */
  floor: PageFigures & { runs: number };
  /** The bare page's first-load JS, without next-i18next. */
  bareFloorJsKb: number;
  pages: (PageFigures & { jsRatio: number; tbtRatio: number })[];
};

/**
 * Every page against the floor, whose figures are the medians of all its runs, taken between the pages' all through
 * the bench. Not one floor measured before the pages (this machine is shared: a floor measured minutes before a page
 * made ratios that swung from 1.4 to 2.5 for one build), nor a floor per page: the floor's TBT is two-moded (11–15 ms
 * when its one long task starts before the first paint, 30–50 ms when after), so a median of three can land on
 * either and a page's ratio read 1.0 or 4.5 for the same figures.
 */
export async function pageBench(pages = LIGHTHOUSE_PAGES, basePort = 3322): Promise<PageBench> {
  await buildFloorApp('bare');
  await buildFloorApp('translated');
  const bareFloorJsKb = await bareFloorWeight(basePort + 1);
  const server = startServer(basePort);
  const floorServer = startFloorApp('translated', basePort + 1);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    await waitFor200(`${server.url}/api/health`);
    await waitFor200(floorServer.url);
    const { cookie } = await benchAccount(server.url, `lighthouse-${Date.now()}@example.com`);
    const floorSite = { base: floorServer.url, page: '/' };
    const measured = [];
    for (const [index, page] of pages.entries()) {
      const site = { base: server.url, page, cookie: SIGNED_IN_PAGES.has(page) ? cookie : undefined };
      measured.push(await measureBesideFloor(site, floorSite, chrome.port, index === 0));
    }
    const floorReports = measured.flatMap((m) => m.floorReports);
    const floor = {
      ...figuresOf('/', await firstLoadJs(`${floorSite.base}/`), floorReports),
      runs: floorReports.length,
    };
    return {
      floor,
      bareFloorJsKb,
      pages: measured.map(({ page }) => ({
        ...page,
        jsRatio: ratio(page.jsKb, floor.jsKb),
        tbtRatio: ratio(page.tbtMs, Math.max(floor.tbtMs, 1)),
      })),
    };
  } finally {
    chrome.kill();
    await Promise.all([server.stop(), floorServer.stop()]);
  }
}

/** The untranslated floor's first-load JS, served alone on `port` before the runs. */
async function bareFloorWeight(port: number): Promise<number> {
  const bare = startFloorApp('bare', port);
  try {
    await waitFor200(bare.url);
    return (await firstLoadJs(`${bare.url}/`)).jsKb;
  } finally {
    await bare.stop();
  }
}

/** The table BENCHMARKS.md keeps: one row per page, the floor first. */
export function pageBenchTable({ floor, bareFloorJsKb, pages }: PageBench): string[] {
  const lines = [
    '| page | first-load JS | × floor | `__NEXT_DATA__` | Lighthouse perf | TBT | × floor | LCP | a11y |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    `| bare Next page, untranslated (first-load JS only) | ${bareFloorJsKb} kB | ${ratio(bareFloorJsKb, floor.jsKb).toFixed(2)} | | | | | | |`,
    `| bare Next page with next-i18next (the floor, ${floor.runs} runs) | ${floor.jsKb} kB | 1.00 | ${floor.nextDataKb} kB | ${floor.performance} | ${floor.tbtMs} ms | 1.00 | ${floor.lcpMs} ms | ${floor.accessibility} |`,
  ];
  for (const p of pages)
    lines.push(
      `| \`${p.page}\`${SIGNED_IN_PAGES.has(p.page) ? ' (signed in)' : ''} | ${p.jsKb} kB | ${p.jsRatio.toFixed(2)} | ${p.nextDataKb} kB | ${p.performance} | ${p.tbtMs} ms | ${p.tbtRatio.toFixed(2)} | ${p.lcpMs} ms | ${p.accessibility} |`,
    );
  lines.push(
    `targets: first-load JS ≤ ${FIRST_LOAD_TARGET} × floor on the public pages, TBT ≤ ${TBT_TARGET} × floor, performance ≥ ${PERFORMANCE_TARGET}, accessibility 100 (medians: ${RUNS} runs of each page, the floor's of all its runs, taken between the pages')`,
  );
  return lines;
}

if (require.main === module) {
  // `npx tsx scripts/bench/lighthouse.ts [page ...]`; BENCH_PORT moves both servers (the site on it, the floor on the
  // next port) when the default ones are taken.
  const port = Number(process.env.BENCH_PORT ?? 3322);
  pageBench(process.argv.length > 2 ? process.argv.slice(2) : undefined, port)
    .then((result) => console.log(pageBenchTable(result).join('\n')))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
