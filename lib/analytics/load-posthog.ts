import { publicEnv } from '@/lib/public-env';
import type { AnalyticsClient } from './track';

/**
 * Fetches and starts PostHog; called only after the visitor has consented. Only pageviews and the events of our
 * catalogue are sent: no autocapture of clicks and text (it could carry personal data), no session recording and
 * no surveys.
 */
export async function loadPostHog(): Promise<AnalyticsClient> {
  const { default: posthog } = await import('posthog-js');
  posthog.init(publicEnv.posthogKey, {
    api_host: publicEnv.posthogHost,
    person_profiles: 'identified_only',
    capture_pageview: 'history_change',
    autocapture: false,
    disable_session_recording: true,
    disable_surveys: true,
    respect_dnt: true,
    // No cookie: consent covers this browser's storage only.
    persistence: 'localStorage',
  });
  // Only called with consent: undoes an earlier withdrawal in this browser, without an event of its own.
  posthog.opt_in_capturing({ captureEventName: false });
  return {
    capture: (event, properties) => void posthog.capture(event, properties),
    identify: (userId, properties) => posthog.identify(userId, properties),
    reset: () => posthog.reset(),
    identifiedAs: () => (posthog._isIdentified() ? posthog.get_distinct_id() : null),
    // reset() first: it clears PostHog's own consent state, which must then say "out".
    optOut: () => {
      posthog.reset();
      posthog.opt_out_capturing();
    },
  };
}
