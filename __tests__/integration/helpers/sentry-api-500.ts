/**
 * Run by sentry-reporting.test.ts in a process of its own (`tsx`): Sentry instruments the whole Node process, which
 * must not leak into the other suites sharing a Jest worker. Starts Sentry as instrumentation.ts does, makes one API
 * route fail unexpectedly with personal data in the error, prints the route's answer as JSON, and flushes Sentry.
 *
 * Arguments: the DSN, then the secrets to put in the error and the request.
 */
import { testApiHandler } from 'next-test-api-route-handler';
import * as Sentry from '@sentry/nextjs';
import { withApi } from '@/lib/api/with-api';
import { initSentryServer } from '@/sentry.server.config';

const [dsn = '', email = '', key = '', bearer = '', session = ''] = process.argv.slice(2);
process.env.NEXT_PUBLIC_SENTRY_DSN = dsn;
initSentryServer(dsn);

const failing = withApi({
  methods: ['POST'],
  auth: 'none',
  async handler() {
    throw new Error(`payment lookup failed for ${email} with key ${key}`);
  },
});

// The route logs the unexpected error to the console too; only the answer goes to stdout.
console.error = () => undefined;

async function main() {
  await testApiHandler({
    pagesHandler: failing,
    test: async ({ fetch }) => {
      const res = await fetch({
        method: 'POST',
        headers: { authorization: `Bearer ${bearer}`, cookie: `rc_session=${session}` },
      });
      process.stdout.write(JSON.stringify({ status: res.status, body: await res.json() }));
    },
  });
  await Sentry.flush(5000);
  await Sentry.close(2000);
}

// The scripts here are CommonJS to tsx (the package has no "type"), so no top-level await.
void main();
