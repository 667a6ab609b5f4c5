import * as Sentry from '@sentry/nextjs';
import { SENTRY_SAMPLING, sentryOptions } from '@/lib/analytics/sentry-options';

/**
 * Sentry in the browser. Not injected by withSentryConfig (that would put the SDK in every page's first load):
 * lib/analytics/load-sentry.ts imports this after hydration, and only when NEXT_PUBLIC_SENTRY_DSN is set.
 */
export function initSentryClient(dsn: string): typeof Sentry {
  Sentry.init({
    ...sentryOptions(dsn),
    replaysSessionSampleRate: SENTRY_SAMPLING.replaysSessionSampleRate,
    replaysOnErrorSampleRate: SENTRY_SAMPLING.replaysOnErrorSampleRate,
    // Replays mask every text and input and block media by default; kept so.
    integrations: [Sentry.replayIntegration()],
  });
  return Sentry;
}
