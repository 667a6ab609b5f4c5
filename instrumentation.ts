import type { Instrumentation } from 'next';
import { getServerEnv } from './lib/env';

/** The DSN when error reporting is on; a configuration error is start-up's to report (lib/server/start-server.ts). */
function sentryDsn(): string | undefined {
  try {
    return getServerEnv().NEXT_PUBLIC_SENTRY_DSN;
  } catch {
    return undefined;
  }
}

/** Next calls this once when the server starts. */
export async function register() {
  const dsn = sentryDsn();
  // NEXT_RUNTIME is Next's own marker of which runtime loads this file; the database only opens under Node.
  // Sentry is imported only with a DSN, so without one no SDK code runs at all.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    if (dsn) (await import('./sentry.server.config')).initSentryServer(dsn);
    const { startServer } = await import('./lib/server/start-server');
    await startServer();
  }
  if (process.env.NEXT_RUNTIME === 'edge' && dsn) {
    (await import('./sentry.edge.config')).initSentryEdge(dsn);
  }
}

/** Errors of page rendering and getServerSideProps (API routes report their own, in lib/api/send-error.ts). */
export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (!sentryDsn()) return;
  const Sentry = await import('@sentry/nextjs');
  Sentry.captureRequestError(...args);
};
