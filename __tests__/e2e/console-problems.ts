import type { Page } from '@playwright/test';

export type ConsoleProblems = {
  /** Everything that went wrong so far, each line naming the page it happened on. */
  list: string[];
  /** Says which page is being visited and the status its document is meant to answer (a 404 page's own 404). */
  visiting(path: string, status?: number): void;
};

const withoutLocale = (path: string) => path.replace(/^\/(?:es|fr|de)(?=\/|$)/, '') || '/';

/** The page a document or its data (`/_next/data/<build>/<locale>/<path>.json`) is for, without its locale. */
function pageOf(url: URL): string {
  const data = /^\/_next\/data\/[^/]+\/\w+(\/.*)\.json$/.exec(url.pathname);
  return withoutLocale(data ? data[1]! : url.pathname + url.search);
}

/**
 * Records what a visit must never produce: a console error (which covers Chromium's own lines for a CSP violation
 * and for a resource answered 4xx or 5xx), an uncaught page error, a request that failed, and a CSP violation seen as
 * the DOM event (also fired for a blocked eval whose error the script catches, which Chromium does not log).
 */
export async function watchConsole(page: Page): Promise<ConsoleProblems> {
  let current = { path: '', status: 200 };
  const list: string[] = [];
  const add = (what: string) => list.push(`${current.path}: ${what}`);
  /**
   * On a page meant to answer 404, Chromium logs the document's own status as a failed resource, and Next's router,
   * which asks for the proxy's effects on any path the proxy matches, fetches that path's data on hydration and gets
   * the same 404 (vercel/next.js#74276), in the default locale whatever the page's: both are the page's expected
   * answer, not a failure.
   */
  const isOwnAnswer = (url: string) =>
    current.status !== 200 && pageOf(new URL(url)) === withoutLocale(current.path);
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    if (/^Failed to load resource/.test(message.text())) {
      if (!isOwnAnswer(url)) add(`${message.text()} (${url})`);
    } else {
      add(message.text().split('\n')[0]!);
    }
  });
  page.on('pageerror', (error) => add(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText;
    // Cut short because the crawl moved on to the next page (a lazy image, a link's prefetch): not the site failing.
    if (error !== 'net::ERR_ABORTED') add(`request failed: ${request.url()} ${error}`);
  });
  await page.exposeFunction('reportCspViolation', (text: string) => add(`CSP violation: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(
        `${event.violatedDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return {
    list,
    visiting(path, status = 200) {
      current = { path, status };
    },
  };
}
