// CommonJS on purpose: server.js requires it with node itself, before any TypeScript is compiled, and the routes
// import it through Next's bundles.
//
// Why: `npm start` (server.js) answers the one or two routes every signed-in page asks for first (GET /api/me) before
// Next's routing. Through Next an API route costs about 1.7 × what a static file does here (its router, a `require()`
// of the route module on every request, its API runtime), whatever the route does; answered early it costs a quarter
// of a static file (BENCHMARKS.md). A route module offers its handler when Next loads it (Next loads every route once
// instrumentation has started the server, `experimental.preloadEntriesOnStart`), so until then, and under `next
// start`, `next dev` or on Vercel, the request takes Next's way to the same handler. The early answer is sent
// uncompressed: it is about a kilobyte, which gzip would not make worth its CPU.

/** Where the offered answers are kept: one registry for the process, whose bundles each load their own copy of this. */
const EARLY_ANSWERS = Symbol.for('roomcraft.earlyAnswers');

/** Offers `answer` for GET requests to exactly `pathname`, to run on Node's own request and response. */
function offerEarlyAnswer(pathname, answer) {
  (globalThis[EARLY_ANSWERS] ??= new Map()).set(pathname, answer);
}

/** A parameter of a rule's source other than the locale Next puts in front of rules not marked `locale: false`. */
const NAMED_PARAMETER = /:(?!nextInternalLocale\b)[A-Za-z_]/;

/**
 * The proxy's (middleware's) matchers from the build's manifests, a Node one's and an edge one's together: none
 * without a proxy, null for a proxy without matchers (it runs on every path).
 */
function proxyMatchers({ functionsConfigManifest, middlewareManifest }) {
  const proxies = [
    functionsConfigManifest?.functions?.['/_middleware'],
    middlewareManifest?.middleware?.['/'],
  ];
  const matchers = [];
  for (const proxy of proxies.filter(Boolean)) {
    if (!proxy.matchers) return null;
    matchers.push(...proxy.matchers);
  }
  return matchers;
}

/**
 * The headers next.config.js's rules give Next's answer at `pathname`, from the build's own records of them (`build`:
 * the routes manifest and the proxy's manifests), matched as Next matches them: with the default locale in front of
 * a path that names none (`/en/api/me`), case-insensitively unless the app says otherwise, a later rule's value
 * replacing an earlier one's. Null, so that Next answers, whenever Next would do more than add plain headers: a
 * proxy, redirect or rewrite that may match the path, a base path or locale domains, or a matching header rule that
 * depends on the request (`has`, `missing`), substitutes parameters or sets a cookie.
 */
function earlyAnswerHeaders(build, pathname) {
  const { routesManifest } = build;
  if (routesManifest.basePath || routesManifest.i18n?.domains?.length) return null;
  const asNextSeesIt = routesManifest.i18n ? `/${routesManifest.i18n.defaultLocale}${pathname}` : pathname;
  // Anything else that may touch the path stops the early answer, tried without regard to case (Next matches some of
  // them so whatever the app's setting; matching too much only costs the quick way). Redirects and rewrites are
  // tried on both forms of the path (Next tries its internal ones without the locale); the proxy only on Next's: its
  // matchers take the first segment for a locale, so `/api/me` itself would look like `/me` in a locale named `api`.
  const mayMatch =
    (paths) =>
    ({ regex, regexp }) =>
      paths.some((path) => new RegExp(regex ?? regexp, 'i').test(path));
  const rewrites = routesManifest.rewrites ?? {};
  const redirectsAndRewrites = [
    ...(routesManifest.redirects ?? []),
    ...(Array.isArray(rewrites)
      ? rewrites
      : [...(rewrites.beforeFiles ?? []), ...(rewrites.afterFiles ?? []), ...(rewrites.fallback ?? [])]),
    ...(routesManifest.onMatchHeaders ?? []),
  ];
  if (redirectsAndRewrites.some(mayMatch([pathname, asNextSeesIt]))) return null;
  const proxy = proxyMatchers(build);
  if (proxy === null || proxy.some(mayMatch([asNextSeesIt]))) return null;
  const headers = new Map();
  const flags = routesManifest.caseSensitive ? '' : 'i';
  for (const rule of routesManifest.headers ?? []) {
    if (!new RegExp(rule.regex, flags).test(asNextSeesIt)) continue;
    if (rule.has || rule.missing || NAMED_PARAMETER.test(rule.source)) return null;
    for (const { key, value } of rule.headers) {
      if (key.toLowerCase() === 'set-cookie' || `${key}${value}`.includes(':nextInternalLocale')) return null;
      headers.set(key.toLowerCase(), { key, value });
    }
  }
  return [...headers.values()];
}

/**
 * server.js's first look at each request: answers it when its route has offered an early answer and Next would add
 * nothing but plain headers (which it adds too), and says whether it did.
 */
function earlyAnswerer(build) {
  /** Per path: the headers of its answers, or null if Next must answer it. */
  const headersByPath = new Map();
  return function answerEarly(req, res) {
    if (req.method !== 'GET') return false;
    const pathname = req.url.split('?', 1)[0];
    const answer = globalThis[EARLY_ANSWERS]?.get(pathname);
    if (!answer) return false;
    if (!headersByPath.has(pathname)) {
      const headers = earlyAnswerHeaders(build, pathname);
      headersByPath.set(pathname, headers);
      // Once per path, so the log says whether the quick way is in use.
      console.log(
        headers
          ? `[server] GET ${pathname} is answered before Next's routing`
          : `[server] GET ${pathname} is left to Next: a proxy, redirect, rewrite or header rule of the build needs it`,
      );
    }
    const headers = headersByPath.get(pathname);
    if (!headers) return false;
    // The answers send their own failures in the API's error shape: this is only what escapes them.
    const fail = (error) => {
      console.error('[server] early answer failed', error);
      if (res.headersSent) res.destroy();
      else res.writeHead(500).end();
    };
    try {
      for (const { key, value } of headers) res.setHeader(key, value);
      answer(req, res).catch(fail);
    } catch (error) {
      fail(error);
    }
    return true;
  };
}

module.exports = { earlyAnswerHeaders, earlyAnswerer, offerEarlyAnswer };
