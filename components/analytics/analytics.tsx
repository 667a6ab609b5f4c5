import { useEffect, useState, useSyncExternalStore } from 'react';
import { type ConsentState, consentSnapshot, saveConsent, subscribeConsent } from '@/lib/analytics/consent';
import { loadPostHog } from '@/lib/analytics/load-posthog';
import { loadSentry } from '@/lib/analytics/load-sentry';
import { type AnalyticsClient, setAnalyticsClient } from '@/lib/analytics/track';
import { ConsentBanner } from './consent-banner';
import { useAnalyticsIdentity } from './use-analytics-identity';

// The server cannot know the visitor's choice: nothing is shown or loaded until the browser has said.
const serverSnapshot = (): ConsentState => 'off';

/**
 * Error reporting and product analytics, both off without their keys. Sentry starts after hydration; PostHog
 * only once the visitor has consented (and never under Do Not Track), so nothing is captured before that.
 */
export function Analytics() {
  const consent = useSyncExternalStore(subscribeConsent, consentSnapshot, serverSnapshot);
  const [client, setClient] = useState<AnalyticsClient | null>(null);

  useEffect(() => {
    loadSentry()?.catch((error: unknown) => console.warn('[sentry] could not start', error));
  }, []);

  useEffect(() => {
    if (consent !== 'granted') return;
    let live = true;
    loadPostHog()
      .then((loaded) => {
        if (!live) return;
        setAnalyticsClient(loaded);
        setClient(loaded);
      })
      .catch((error: unknown) => console.warn('[posthog] could not start', error));
    return () => {
      live = false;
    };
  }, [consent]);

  // Consent withdrawn (the footer's "Analytics choices"): PostHog stops at once and forgets this browser.
  useEffect(() => {
    if (consent === 'granted' || !client) return;
    client.optOut();
    setAnalyticsClient(null);
  }, [consent, client]);

  useAnalyticsIdentity(consent === 'granted' ? client : null);

  return consent === 'ask' ? <ConsentBanner onChoice={saveConsent} /> : null;
}
