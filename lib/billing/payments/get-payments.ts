import '@/lib/server-only';
import { getServerEnv } from '@/lib/env';
import { createLocalPayments } from './local-payments';
import type { PaymentsProvider } from './payments-provider';
import { createStripePayments } from './stripe-payments';

let provider: PaymentsProvider | undefined;

/** The payments provider chosen by the environment (DESIGN §1). */
export function getPayments(): PaymentsProvider {
  provider ??= getServerEnv().adapters.payments === 'stripe' ? createStripePayments() : createLocalPayments();
  return provider;
}
