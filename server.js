// `npm start`: Next's production server, except that the routes which offer an early answer (GET /api/me, which every
// signed-in page asks for first) are answered before Next's routing; lib/api/early-answers.ts says why. CommonJS and
// plain JavaScript on purpose: node runs it as it is after `npm run build`; the app's code comes with Next's bundles.

// As `next start` does, and before Next is loaded: some of its modules read it as they load.
process.env.NODE_ENV ||= 'production';

const { createServer } = require('node:http');
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { parseArgs } = require('node:util');
const next = require('next');
const { earlyAnswerHeaders } = require('./lib/early-answer-headers.js');

// `next start`'s flags and its PORT variable (read here, not through lib/env.ts, which is TypeScript). Like `next
// start`, it listens on every interface unless -H names one.
const { values } = parseArgs({
  options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
});
const port = Number(values.port ?? process.env.PORT ?? 3000);
const hostname = values.hostname;

/** Where lib/api/early-answers.ts keeps the answers the route modules offer as Next loads them. */
const EARLY_ANSWERS = Symbol.for('roomcraft.earlyAnswers');

/**
 * Answers a request early when its route offers it, with the headers Next would have given the answer, and says
 * whether it did. `routesManifest` is the build's record of next.config.js's header rules.
 */
function earlyAnswerer(routesManifest) {
  /** Per path: the headers of its answers, or null if Next must apply them itself. */
  const headersByPath = new Map();
  return (req, res) => {
    if (req.method !== 'GET') return false;
    const pathname = req.url.split('?', 1)[0];
    const answer = globalThis[EARLY_ANSWERS]?.get(pathname);
    if (!answer) return false;
    if (!headersByPath.has(pathname))
      headersByPath.set(pathname, earlyAnswerHeaders(routesManifest, pathname));
    const headers = headersByPath.get(pathname);
    if (!headers) return false;
    for (const { key, value } of headers) res.setHeader(key, value);
    answer(req, res).catch((error) => {
      // The answers send their own failures in the API's error shape: this is only what escaped them.
      console.error('[server] early answer failed', error);
      if (!res.headersSent) res.writeHead(500).end();
    });
    return true;
  };
}

async function main() {
  const app = next({ dev: false, dir: __dirname, hostname: hostname ?? 'localhost', port });
  const handle = app.getRequestHandler();
  // Without a build this stops with Next's own message.
  await app.prepare();
  const answerEarly = earlyAnswerer(
    JSON.parse(readFileSync(path.join(__dirname, '.next', 'routes-manifest.json'), 'utf8')),
  );
  const server = createServer((req, res) => {
    if (!answerEarly(req, res)) void handle(req, res);
  });
  server.on('upgrade', app.getUpgradeHandler());
  server.listen(port, hostname, () => console.log(`[server] listening on port ${port}`));
  const stop = (code) => {
    server.close();
    void app.close().finally(() => process.exit(code));
  };
  process.once('SIGTERM', () => stop(143));
  process.once('SIGINT', () => stop(130));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
