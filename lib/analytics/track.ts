import type { AnalyticsEventName, AnalyticsEvents } from './events';
import type { ProfileProperties } from './profile-properties';

/** What a browser analytics provider (PostHog, once the visitor consents) does for the app. */
export type AnalyticsClient = {
  capture<E extends AnalyticsEventName>(event: E, properties: AnalyticsEvents[E]): void;
  identify(userId: string, properties: ProfileProperties): void;
  reset(): void;
  /** The user this browser is identified as, or null while anonymous. */
  identifiedAs(): string | null;
  /** Stops capturing in this browser, for good, when the visitor withdraws consent. */
  optOut(): void;
};

// Analytics is off until a provider registers itself (PostHog, with consent); until then events go nowhere.
let client: AnalyticsClient | null = null;

export function setAnalyticsClient(next: AnalyticsClient | null): void {
  client = next;
}

export function getAnalyticsClient(): AnalyticsClient | null {
  return client;
}

/** Records a product event in the browser; a no-op while analytics is off. */
export function track<E extends AnalyticsEventName>(event: E, properties: AnalyticsEvents[E]): void {
  client?.capture(event, properties);
}
