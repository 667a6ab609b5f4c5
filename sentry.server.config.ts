import '@/lib/server-only';
import * as Sentry from '@sentry/nextjs';
import { setServerErrorReporter } from '@/lib/analytics/report-server-error';
import { sentryOptions } from '@/lib/analytics/sentry-options';

/** Sentry for the Node.js runtime; instrumentation.ts loads this only when NEXT_PUBLIC_SENTRY_DSN is set. */
export function initSentryServer(dsn: string): void {
  Sentry.init(sentryOptions(dsn));
  setServerErrorReporter((error, reference) => {
    Sentry.captureException(error, {
      event_id: reference.replaceAll('-', ''),
      captureContext: { tags: { reference } },
    });
  });
}
