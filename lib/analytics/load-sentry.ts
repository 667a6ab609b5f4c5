import type * as SentryModule from '@sentry/nextjs';
import { publicEnv } from '@/lib/public-env';

let loading: Promise<typeof SentryModule> | null = null;

/**
 * Starts Sentry in the browser on first use, after hydration: the SDK is a separate chunk, so pages do not pay
 * for it in their first load, and without a DSN it is never fetched.
 */
export function loadSentry(): Promise<typeof SentryModule> | null {
  if (!publicEnv.sentryDsn) return null;
  loading ??= import('@/sentry.client.config').then(({ initSentryClient }) =>
    initSentryClient(publicEnv.sentryDsn),
  );
  return loading;
}

/** Reports an error the UI caught (the error boundary); a no-op without a DSN. */
export function reportClientError(error: Error, componentStack?: string | null): void {
  loadSentry()
    ?.then((Sentry) => Sentry.captureException(error, { contexts: { react: { componentStack } } }))
    .catch((failure: unknown) => console.warn('[sentry] could not report an error', failure));
}
