// `npm start`: Next's production server, except that the routes which offer an early answer (GET /api/me, which every
// signed-in page asks for first) are answered before Next's routing; lib/early-answers.js says why and when. CommonJS
// and plain JavaScript on purpose: node runs it as it is after `npm run build`; the app's code comes with Next's
// bundles.

// As `next start` does, and before Next is loaded: some of its modules read it as they load.
process.env.NODE_ENV ||= 'production';

const { createServer } = require('node:http');
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { parseArgs } = require('node:util');
const next = require('next');
const { earlyAnswerer } = require('./lib/early-answers.js');

/** How long a stop waits for the requests in hand before it cuts their connections. */
const STOP_GRACE_MS = 10_000;

/**
 * `next start`'s options: -p/--port (else PORT, else 3000), -H/--hostname (else every interface) and
 * --keepAliveTimeout in ms. Read here rather than through lib/env.ts, which is TypeScript.
 */
function options() {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        port: { type: 'string', short: 'p' },
        hostname: { type: 'string', short: 'H' },
        keepAliveTimeout: { type: 'string' },
      },
    }));
  } catch (error) {
    stopWith(error.message);
  }
  const port = Number(values.port || process.env.PORT || 3000);
  const keepAliveTimeout =
    values.keepAliveTimeout === undefined ? undefined : Number(values.keepAliveTimeout);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    stopWith(`Invalid port: ${values.port ?? process.env.PORT}`);
  if (keepAliveTimeout !== undefined && !(Number.isInteger(keepAliveTimeout) && keepAliveTimeout >= 0)) {
    stopWith(`Invalid --keepAliveTimeout: ${values.keepAliveTimeout}`);
  }
  return { port, hostname: values.hostname, keepAliveTimeout };
}

/** Stops at a mistake in how the server was started, saying what it was. */
function stopWith(message) {
  console.error(`[server] ${message} (usage: npm start -- [-p port] [-H hostname] [--keepAliveTimeout ms])`);
  process.exit(1);
}

/**
 * The build's records early answers follow; read once Next is prepared, which stops first when there is no build.
 * `.next` is Next's default build folder, which next.config.js keeps (it sets no `distDir`).
 */
function readBuild() {
  const read = (...parts) => JSON.parse(readFileSync(path.join(__dirname, '.next', ...parts), 'utf8'));
  const readIfThere = (...parts) => {
    try {
      return read(...parts);
    } catch (error) {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    }
  };
  return {
    routesManifest: read('routes-manifest.json'),
    functionsConfigManifest: readIfThere('server', 'functions-config-manifest.json'),
    middlewareManifest: readIfThere('server', 'middleware-manifest.json'),
  };
}

async function main() {
  const { port, hostname, keepAliveTimeout } = options();
  const app = next({ dev: false, dir: __dirname, hostname: hostname ?? 'localhost', port });
  const handle = app.getRequestHandler();
  await app.prepare();
  const answerEarly = earlyAnswerer(readBuild());
  let stopping = false;
  // Next sets up its own handling of upgrade requests on this server when the first request reaches it.
  const server = createServer((req, res) => {
    // While stopping, each answer closes its connection, so a client that keeps connections open cannot hold the
    // process up with its next request.
    if (stopping) res.setHeader('Connection', 'close');
    if (!answerEarly(req, res)) void handle(req, res);
  });
  // As `next start`: 0 leaves Node's default (0 would mean idle connections never time out).
  if (keepAliveTimeout) server.keepAliveTimeout = keepAliveTimeout;
  // A port in use or not allowed: stop, as `next start` does, rather than idle without serving.
  server.on('error', (error) => {
    console.error('[server] failed to start', error);
    process.exit(1);
  });
  server.listen(port, hostname, () => console.log(`[server] listening on port ${server.address().port}`));
  // As `next start`: stop taking connections, let the requests in hand finish, close Next, exit with the signal's code.
  // Connections still open after STOP_GRACE_MS (a request that never finishes arriving) are cut.
  const stop = (code) => {
    if (stopping) return;
    stopping = true;
    server.close(() => void app.close().finally(() => process.exit(code)));
    setTimeout(() => server.closeAllConnections(), STOP_GRACE_MS).unref();
  };
  if (!process.env.NEXT_MANUAL_SIG_HANDLE) {
    process.on('SIGTERM', () => stop(143));
    process.on('SIGINT', () => stop(130));
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
