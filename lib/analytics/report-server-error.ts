import { getServerEnv } from '@/lib/env';

/**
 * Reports an unexpected server error to Sentry when it is configured, under the reference the client was given:
 * Sentry's event id is the reference without its dashes, so the id in a user's screenshot finds the event.
 * Never throws into the request that failed.
 */
export function reportServerError(error: unknown, reference: string): void {
  if (getServerEnv().adapters.errors !== 'sentry') return;
  import('@sentry/nextjs')
    .then((Sentry) => {
      Sentry.captureException(error, {
        event_id: reference.replaceAll('-', ''),
        captureContext: { tags: { reference } },
      });
    })
    .catch((failure: unknown) => console.error('[sentry] could not report an error', failure));
}
