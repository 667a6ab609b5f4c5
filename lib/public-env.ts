/**
 * Values the browser may see. Each is read with its literal name so Next inlines it into client bundles, and this
 * file imports nothing, so client code pays for no validation library (the server validates them in lib/env.ts).
 */
export const publicEnv = {
  siteUrl: process.env.NEXT_PUBLIC_SITE_URL ?? process.env.NEXT_PUBLIC_VERCEL_URL,
  /** Empty in embedded mode: checkout then uses the local test checkout and Stripe.js is never loaded. */
  stripePublishableKey: process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY ?? '',
};
