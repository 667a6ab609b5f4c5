import { scrubEvent, scrubSpan } from './scrub-event';

/** SPEC §9 monitoring sampling. */
export const SENTRY_SAMPLING = {
  tracesSampleRate: 0.0001,
  replaysSessionSampleRate: 0.0001,
  replaysOnErrorSampleRate: 1,
} as const;

/** What every Sentry runtime (browser, Node, edge) shares: the sampling, no personal data, and the scrubber. */
export function sentryOptions(dsn: string) {
  return {
    dsn,
    tracesSampleRate: SENTRY_SAMPLING.tracesSampleRate,
    // IP addresses, cookies and request bodies stay out of events unless we add them.
    sendDefaultPii: false,
    beforeSend: scrubEvent,
    beforeSendSpan: scrubSpan,
  };
}
