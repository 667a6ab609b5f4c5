import '@/lib/server-only';
import Stripe from 'stripe';
import { getServerEnv } from '@/lib/env';

let client: Stripe | undefined;

/** The Stripe SDK with our secret key; STRIPE_API_BASE points it elsewhere (stripe-mock, the test suite's server). */
export function getStripe(): Stripe {
  if (client) return client;
  const env = getServerEnv();
  const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : undefined;
  client = new Stripe(env.STRIPE_SECRET_KEY!, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Roomcraft' },
    ...(base && {
      host: base.hostname,
      port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
      protocol: base.protocol.replace(':', '') as 'http' | 'https',
    }),
  });
  return client;
}
