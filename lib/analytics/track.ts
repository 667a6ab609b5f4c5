import type { AnalyticsEventName, AnalyticsEvents } from './events';

type Sink = <E extends AnalyticsEventName>(event: E, properties: AnalyticsEvents[E]) => void;

// Analytics is off until a provider registers itself (PostHog, with consent); until then events go nowhere.
let sink: Sink | null = null;

export function setAnalyticsSink(next: Sink | null): void {
  sink = next;
}

/** Records a product event in the browser; a no-op while analytics is off. */
export function track<E extends AnalyticsEventName>(event: E, properties: AnalyticsEvents[E]): void {
  sink?.(event, properties);
}
