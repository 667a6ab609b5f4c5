/**
 * Values the browser may see. Each is read with its literal name so Next inlines it into client bundles, and this
 * file imports nothing, so client code pays for no validation library (the server validates them in lib/env.ts).
 */
export const publicEnv = {
  siteUrl: process.env.NEXT_PUBLIC_SITE_URL ?? process.env.NEXT_PUBLIC_VERCEL_URL,
  /** Empty in embedded mode: checkout then uses the local test checkout and Stripe.js is never loaded. */
  stripePublishableKey: process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY ?? '',
  /** Empty: no analytics, no consent banner, and PostHog's SDK is never loaded. */
  posthogKey: process.env.NEXT_PUBLIC_POSTHOG_KEY?.trim() ?? '',
  posthogHost: process.env.NEXT_PUBLIC_POSTHOG_HOST?.trim() || 'https://us.i.posthog.com',
  /** Empty: no error reporting, and Sentry's SDK is never loaded. */
  sentryDsn: process.env.NEXT_PUBLIC_SENTRY_DSN?.trim() ?? '',
};
