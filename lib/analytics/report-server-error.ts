import '@/lib/server-only';
type Capture = (error: unknown, reference: string) => void;

// Set by sentry.server.config.ts when Sentry starts (only with a DSN): the very SDK instance that was initialised,
// so no second copy of the SDK is loaded (a copy with no client would drop the event) and nothing loads without it.
let capture: Capture | null = null;

export function setServerErrorReporter(next: Capture | null): void {
  capture = next;
}

/**
 * Reports an unexpected server error to Sentry when it is configured, under the reference the client was given:
 * Sentry's event id is the reference without its dashes, so the id in a user's screenshot finds the event.
 * Never throws into the request that failed.
 */
export function reportServerError(error: unknown, reference: string): void {
  try {
    capture?.(error, reference);
  } catch (failure) {
    console.error('[sentry] could not report an error', failure);
  }
}
