import '@/lib/server-only';
import * as Sentry from '@sentry/nextjs';
import { sentryOptions } from '@/lib/analytics/sentry-options';

/** Sentry for the edge runtime; instrumentation.ts loads this only when NEXT_PUBLIC_SENTRY_DSN is set. */
export function initSentryEdge(dsn: string): void {
  Sentry.init(sentryOptions(dsn));
}
