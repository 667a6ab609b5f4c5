/**
 * Lighthouse (mobile emulation, Debian's Chromium) on one page of each kind: performance and accessibility scores
 * (target ≥ 98), the largest contentful paint and the page's script bytes (transferred, i.e. compressed).
 */
import * as chromeLauncher from 'chrome-launcher';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { startServer, waitFor200 } from './server';

export const LIGHTHOUSE_PAGES = [
  '/',
  '/pricing',
  '/learn/virtual-staging-using-ai',
  '/inspiration/styles/japandi',
];

const run = promisify(execFile);

/**
 * Lighthouse's own CLI in a plain node process: run inside tsx, the functions it sends to the page carry esbuild's
 * `__name` helper, which the page does not have.
 */
async function audit(url: string, port: number): Promise<Report> {
  // A page Lighthouse could not load still gets a report (scores null, the reason in runtimeError).
  const { stdout } = await run(
    process.execPath,
    [
      'node_modules/lighthouse/cli/index.js',
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

type Report = {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, Audit>;
};

type Audit = {
  numericValue?: number;
  details?: { items?: { resourceType?: string; transferSize?: number }[] };
};

export async function lighthouseScores(pages = LIGHTHOUSE_PAGES) {
  const server = startServer(3322);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    await waitFor200(`${server.url}/api/health`);
    const rows = [];
    for (const page of pages) {
      // The first run warms what production traffic would have warmed (the rendered page, the image optimiser's
      // resized copies); the second is the one reported.
      await audit(`${server.url}${page}`, chrome.port);
      const lhr = await audit(`${server.url}${page}`, chrome.port);
      const audits = lhr.audits;
      const scripts = (audits['resource-summary']?.details?.items ?? []).find(
        (i) => i.resourceType === 'script',
      );
      rows.push({
        page,
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
        scriptKb: Math.round(((scripts?.transferSize ?? 0) / 1024) * 10) / 10,
      });
    }
    return rows;
  } finally {
    chrome.kill();
    await server.stop();
  }
}

if (require.main === module) {
  lighthouseScores(process.argv.length > 2 ? process.argv.slice(2) : undefined).then((rows) => {
    for (const r of rows)
      console.log(
        `${r.page.padEnd(36)} performance ${r.performance}  accessibility ${r.accessibility}  LCP ${r.lcpMs} ms  JS ${r.scriptKb} kB (target ≥ 98 each)`,
      );
  });
}
