import type { AnalyticsClient } from '@/lib/analytics/track';

/** An analytics client that keeps what it is told, as PostHog would receive it, for tests to read. */
export function recordingAnalytics(identifiedAs: string | null = null) {
  const events: [string, unknown][] = [];
  const identities: [string, unknown][] = [];
  let identified = identifiedAs;
  let resets = 0;
  const client: AnalyticsClient = {
    capture: (event, properties) => void events.push([event, properties]),
    identify: (userId, properties) => {
      identified = userId;
      identities.push([userId, properties]);
    },
    reset: () => {
      identified = null;
      resets += 1;
    },
    identifiedAs: () => identified,
    optOut: () => {
      identified = null;
      resets += 1;
    },
  };
  return { client, events, identities, resets: () => resets };
}
