import type { Stripe } from '@stripe/stripe-js';
import { publicEnv } from '@/lib/public-env';

let stripePromise: Promise<Stripe> | null = null;

/**
 * Browser only: Stripe.js from its public address with the publishable key (SPEC §7), loaded once and shared.
 * The loader is imported on first use (its `pure` entry adds the script only when called), so pages carry no Stripe
 * code until a checkout needs it, and embedded mode (no publishable key) never loads it.
 * Fails with the SPEC §8 messages; a failed load is forgotten so the next call tries again.
 */
export function loadStripeJs(): Promise<Stripe> {
  if (typeof window === 'undefined') {
    return Promise.reject(new Error('Stripe.js is only available in the browser'));
  }
  if (!stripePromise) {
    const loading = import('@stripe/stripe-js/pure')
      .then(({ loadStripe }) => loadStripe(publicEnv.stripePublishableKey))
      .then(
        (stripe) => {
          if (!stripe) throw new Error('Stripe.js not available');
          return stripe;
        },
        () => {
          throw new Error('Failed to load Stripe.js');
        },
      );
    stripePromise = loading;
    loading.catch(() => {
      if (stripePromise === loading) stripePromise = null;
    });
  }
  return stripePromise;
}
