import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useCallback, useRef, useState } from 'react';
import { useUser } from '@/components/providers/user-context';
import { track } from '@/lib/analytics/track';
import { useErrorMessage } from '@/hooks/use-error-message';
import { postData } from '@/lib/api/fetch-json';
import { loadStripeJs } from '@/lib/billing/load-stripe-js';
import type { TBillingInterval, TPlan, TPrice } from '@/lib/billing/plan-types';
import { clientReferenceId } from '@/lib/billing/referral';
import { publicEnv } from '@/lib/public-env';

export const SIGN_IN_FOR_PLAN = '/signin?pro=true';

type CheckoutSession = { sessionId: string; url: string; clientReferenceId?: string };

/**
 * SPEC §4 checkout flow: a visitor goes to sign-in (and the modal closes), a subscriber to /account, and anyone
 * else gets a checkout session and is sent to the payment page. `priceIdLoading` names the price in progress.
 */
export function useCheckout({ onNavigateAway }: { onNavigateAway?(): void } = {}) {
  const { t } = useTranslation('common');
  const { errorMessage } = useErrorMessage();
  const router = useRouter();
  const { user, subscription } = useUser();
  const [priceIdLoading, setPriceIdLoading] = useState<string | null>(null);
  // One checkout at a time, even when a second click lands before the re-render that disables the buttons.
  const busy = useRef(false);

  const checkout = useCallback(
    async (plan: TPlan, price: TPrice, quantity: number, billingInterval: TBillingInterval) => {
      if (busy.current) return;
      if (!user) {
        onNavigateAway?.();
        await router.push(SIGN_IN_FOR_PLAN);
        return;
      }
      if (subscription) {
        onNavigateAway?.();
        await router.push('/account');
        return;
      }

      busy.current = true;
      setPriceIdLoading(price.id);
      try {
        // The referral cookie is httpOnly: the server puts the affiliate's code in its place, and says so.
        const requested = clientReferenceId(null);
        const session = await postData<CheckoutSession>({
          url: '/api/create-checkout-session',
          data: { price, clientReferenceId: requested, quantity },
        });
        const { url } = session;
        if (!url) throw new Error(t('pricing.checkoutUnavailable'));
        const referralId = session.clientReferenceId ?? requested;

        track('checkout_initiated', {
          plan_name: plan.name,
          price_id: price.id,
          price_amount: price.unit_amount / 100,
          interval: price.interval,
          billing_interval: billingInterval,
          currency: price.currency,
          referral_id: referralId,
          timestamp: new Date().toISOString(),
        });
        track('checkout-stripe', { value: (price.unit_amount * quantity) / 100, currency: price.currency });

        // With Stripe configured its script must load before we leave for the hosted page; in embedded mode the
        // session URL is the local checkout page.
        if (publicEnv.stripePublishableKey) await loadStripeJs();
        window.location.assign(url);
      } catch (error) {
        // A server answer is told by its code; the card script's own failures keep the texts they are known by.
        window.alert(error instanceof Error && !('status' in error) ? error.message : errorMessage(error));
      } finally {
        busy.current = false;
        setPriceIdLoading(null);
      }
    },
    [user, subscription, onNavigateAway, router, t, errorMessage],
  );

  return { checkout, priceIdLoading };
}
