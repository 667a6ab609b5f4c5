import '@/lib/server-only';
import type { PostHog } from 'posthog-node';
import { getServerEnv } from '@/lib/env';
import type { AnalyticsEventName, AnalyticsEvents } from './events';
import type { ProfileProperties } from './profile-properties';

let client: Promise<PostHog> | null = null;

/** posthog-node, created on first use and only with a key: without one, nothing is imported or sent. */
function posthog(): Promise<PostHog> | null {
  const env = getServerEnv();
  if (env.adapters.analytics !== 'posthog' || !env.NEXT_PUBLIC_POSTHOG_KEY) return null;
  const key = env.NEXT_PUBLIC_POSTHOG_KEY;
  client ??= import('posthog-node').then(({ PostHog }) => {
    const created = new PostHog(key, {
      host: env.NEXT_PUBLIC_POSTHOG_HOST,
      // Every call is sent at once and awaited (captureImmediate): nothing waits in a queue that a serverless
      // host could freeze or a restart could lose.
      flushAt: 1,
      // A slow or absent PostHog must not hold up a webhook or an API answer for long.
      requestTimeout: 3000,
      fetchRetryCount: 1,
      fetchRetryDelay: 500,
      // The server's address says nothing about where the user is.
      disableGeoip: true,
    });
    // The SDK reports failed sends as events rather than by throwing.
    created.on('error', (error: unknown) => console.error('[posthog] could not send an event', error));
    return created;
  });
  return client;
}

async function send(what: string, call: (posthog: PostHog) => Promise<void>): Promise<void> {
  const pending = posthog();
  if (!pending) return;
  try {
    await call(await pending);
  } catch (error) {
    // Analytics must never fail the request it describes.
    console.error(`[posthog] could not send ${what}`, error);
  }
}

/**
 * Records an event from the server (a purchase the payment provider confirmed, an API render), for the user it
 * is about. Resolves once PostHog has it; never throws. A no-op without NEXT_PUBLIC_POSTHOG_KEY.
 */
export function captureServerEvent<E extends AnalyticsEventName>(
  userId: string,
  event: E,
  properties: AnalyticsEvents[E],
): Promise<void> {
  return send(event, (ph) => ph.captureImmediate({ distinctId: userId, event, properties }));
}

/**
 * Updates the user's profile from the server, where the browser cannot know yet (a plan bought on a hosted
 * checkout page). Without the name: the visitor may not have consented to analytics in the browser.
 */
export function identifyServerUser(
  userId: string,
  properties: Omit<ProfileProperties, 'full_name'>,
): Promise<void> {
  return send('identify', (ph) => ph.identifyImmediate({ distinctId: userId, properties }));
}
