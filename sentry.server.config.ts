import * as Sentry from '@sentry/nextjs';
import { sentryOptions } from '@/lib/analytics/sentry-options';

/** Sentry for the Node.js runtime; instrumentation.ts loads this only when NEXT_PUBLIC_SENTRY_DSN is set. */
export function initSentryServer(dsn: string): void {
  Sentry.init(sentryOptions(dsn));
}
