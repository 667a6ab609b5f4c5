import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { Stripe } from '@stripe/stripe-js';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import mockRouter from 'next-router-mock';
import { useState } from 'react';
import { PricingPlansModal } from '@/components/pricing/pricing-plans-modal';
import { PricingTable } from '@/components/pricing/pricing-table';
import { setAnalyticsClient } from '@/lib/analytics/track';
import type { TPlan, TPlanMetadata, TPrice } from '@/lib/billing/plan-types';
import { price } from './helpers/plan-fixtures';
import { recordingAnalytics } from './helpers/recording-analytics';
import { publicEnv } from '@/lib/public-env';
import { SIGNED_OUT, jsonResponse, meFor, renderWithApp, subscriptionTo } from './helpers/render-with-app';

// Stripe.js is never fetched in tests: the loader is replaced and each test says how it answers. loadStripeJs imports
// it on first use, so this registration is in place by then.
type StripeLoader = typeof import('@stripe/stripe-js/pure');
jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: jest.fn() }));
const loadStripeMock = jest.mocked(jest.requireMock<StripeLoader>('@stripe/stripe-js/pure').loadStripe);

/* ---------------------------------------------------------------- fixtures */

function plan(
  id: string,
  name: string,
  description: string,
  prices: TPrice[],
  metadata: TPlanMetadata,
): TPlan {
  return { id, name: `Roomcraft ${name}`, description, active: true, metadata, prices };
}

const basic = plan(
  'prod_basic',
  'Basic',
  'For a room or two.',
  [price('prod_basic', 'month', 900), price('prod_basic', 'year', 10800)],
  { index: 1, allowance: '50 designs a month', perks: ['All design styles', 'Standard resolution'] },
);
const standard = plan(
  'prod_standard',
  'Standard',
  'Design as much as you like.',
  [price('prod_standard', 'month', 1900), price('prod_standard', 'year', 18000)],
  {
    index: 2,
    allowance: 'Unlimited designs',
    perks: [
      'Unlimited designs',
      'High resolution',
      'No watermark',
      'Priority queue',
      'Private projects',
      'Commercial licence',
    ],
  },
);
const pro = plan(
  'prod_pro',
  'Pro',
  'For agents with a steady flow of listings.',
  [price('prod_pro', 'month', 2900), price('prod_pro', 'year', 29000)],
  { index: 3, allowance: '1,000 credits a month', perks: ['Virtual staging', 'Declutter'] },
);
const professional = plan(
  'prod_professional',
  'Professional',
  'Unlimited on the web, plus the API.',
  [price('prod_professional', 'month', 7900), price('prod_professional', 'year', 75600)],
  { index: 4, allowance: 'Unlimited (web)', api_tiers: true, perks: ['API access', 'Unlimited (web)'] },
);
const premium = plan(
  'prod_premium',
  'Premium',
  'For busy studios.',
  [price('prod_premium', 'month', 9900), price('prod_premium', 'year', 99000)],
  { index: 5, allowance: '5,000 credits a month', perks: ['Team seats'] },
);
const business = plan(
  'prod_business',
  'Business',
  'For brokerages.',
  [price('prod_business', 'month', 29900), price('prod_business', 'year', 299000)],
  { index: 6, allowance: '25,000 credits a month', perks: ['Dedicated support'] },
);
// Sold by the month only: no card while yearly is selected.
const enterprise = plan(
  'prod_enterprise',
  'Enterprise',
  'Custom terms for large teams.',
  [price('prod_enterprise', 'month', 49900)],
  { index: 7, allowance: '300 designs a month', perks: ['SSO'] },
);
// No price at all: never listed.
const retired = plan('prod_retired', 'Legacy', 'No longer sold.', [], { index: 8 });

const PLANS = [enterprise, professional, basic, retired, business, standard, premium, pro];

/* ---------------------------------------------------------------- helpers */

type Answer = ReturnType<typeof jsonResponse>;

/** Replaces the helper's fetch stub with one that also answers the given routes; /api/me stays as it was. */
function serve(me: ReturnType<typeof meFor> | null, routes: Record<string, () => Answer | Promise<Answer>>) {
  const fetchMock = jest.fn(async (url: string | URL | Request, _init?: RequestInit) => {
    const key = String(url);
    if (key === '/api/me') return me ? jsonResponse(200, me) : jsonResponse(401, {}, 'Unauthorized');
    const route = routes[key];
    return route ? route() : jsonResponse(404, { error: 'not_found' }, 'Not Found');
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const card = (name: string) => screen.getByRole('article', { name: `Roomcraft ${name}` });
const cardNames = () =>
  screen.queryAllByRole('article').map((a) => within(a).getByRole('heading').textContent);

/** The card's button once the session is known (buttons wait for it). */
async function readyButton(name: string, label: 'manage' | 'subscribe') {
  const button = await within(card(name)).findByRole('button', { name: label });
  await waitFor(() => expect(button).toBeEnabled());
  return within(card(name)).getByRole('button', { name: label });
}

/** A checkout URL that only changes the fragment: jsdom follows those, so the test sees where the page went. */
const checkoutUrl = () => `${window.location.origin}/pricing#checkout_cs_test_1`;

beforeEach(() => {
  mockRouter.setCurrentUrl('/pricing');
  window.history.replaceState(null, '', '/pricing');
});

afterEach(() => {
  jest.restoreAllMocks();
  setAnalyticsClient(null);
  publicEnv.stripePublishableKey = '';
  loadStripeMock.mockReset();
  document.cookie = 'rc_via=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

/* ---------------------------------------------------------------- display */

describe('PricingTable display', () => {
  it('shows a skeleton with a visible Loading... label while plans load', () => {
    renderWithApp(<PricingTable plans={null} />, SIGNED_OUT);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.getByText('Loading...')).toBeVisible();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('starts on yearly, with one card per plan priced for it, cheapest first', () => {
    renderWithApp(<PricingTable plans={PLANS} />, SIGNED_OUT);
    expect(screen.getByRole('radio', { name: 'Yearly' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Monthly' })).not.toBeChecked();
    // Enterprise has no yearly price and Legacy no price at all.
    expect(cardNames()).toEqual([
      'Roomcraft Basic',
      'Roomcraft Standard',
      'Roomcraft Pro',
      'Roomcraft Professional',
      'Roomcraft Premium',
      'Roomcraft Business',
    ]);
  });

  it('shows name, description, allowance, the yearly price a month and the yearly total', () => {
    renderWithApp(<PricingTable plans={PLANS} />, SIGNED_OUT);
    const basicCard = within(card('Basic'));
    expect(basicCard.getByText('For a room or two.')).toBeInTheDocument();
    expect(basicCard.getByText('50 designs a month')).toBeInTheDocument();
    // 108 a year → 9 a month.
    expect(basicCard.getByText('$9')).toBeInTheDocument();
    expect(basicCard.getByText('/month')).toBeInTheDocument();
    expect(basicCard.getByText('billed as $108 yearly')).toBeInTheDocument();
    // 990 a year → 82.5 → 83 a month.
    expect(within(card('Premium')).getByText('$83')).toBeInTheDocument();
    expect(within(card('Premium')).getByText('billed as $990 yearly')).toBeInTheDocument();
  });

  it('switches to monthly prices, and shows the monthly-only plan', async () => {
    renderWithApp(<PricingTable plans={PLANS} />, SIGNED_OUT);
    // 290 a year → 24.17 → 24 a month.
    expect(within(card('Pro')).getByText('$24')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Roomcraft Enterprise' })).toBeNull();

    await userEvent.click(screen.getByRole('radio', { name: 'Monthly' }));

    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    expect(within(card('Pro')).getByText('$29')).toBeInTheDocument();
    expect(within(card('Pro')).queryByText('$24')).toBeNull();
    expect(within(card('Pro')).queryByText(/billed as/)).toBeNull();
    expect(within(card('Enterprise')).getByText('$499')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Roomcraft Legacy' })).toBeNull();
  });

  it('is operable from the keyboard: arrow keys move between the intervals', async () => {
    renderWithApp(<PricingTable plans={PLANS} />, SIGNED_OUT);
    const yearly = screen.getByRole('radio', { name: 'Yearly' });
    act(() => yearly.focus());
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    expect(within(card('Pro')).getByText('$29')).toBeInTheDocument();
  });

  it('puts the API tier selector on Professional only, and multiplies its price by the quantity', async () => {
    renderWithApp(<PricingTable plans={PLANS} />, SIGNED_OUT);
    expect(screen.getAllByRole('combobox')).toHaveLength(1);
    const select = within(card('Professional')).getByRole('combobox', { name: 'API access' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      '500 images / month',
      '1,500 images / month',
      '3,000 images / month',
      '6,000 images / month',
      '10,000 images / month',
    ]);
    expect(select).toHaveValue('1');
    // 756 a year → 63 a month.
    expect(within(card('Professional')).getByText('$63')).toBeInTheDocument();

    await userEvent.selectOptions(select, '3,000 images / month');
    expect(select).toHaveValue('4');
    // 756 × 4 = 3,024 a year → 252 a month.
    expect(within(card('Professional')).getByText('$252')).toBeInTheDocument();
    expect(within(card('Professional')).getByText('billed as $3,024 yearly')).toBeInTheDocument();
    // Other plans keep quantity 1.
    expect(within(card('Pro')).getByText('$24')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Monthly' }));
    // 79 × 4 = 316 a month.
    expect(within(card('Professional')).getByText('$316')).toBeInTheDocument();
  });

  it('lists at most four perks per plan', () => {
    renderWithApp(<PricingTable plans={PLANS} />, SIGNED_OUT);
    const perks = within(card('Standard')).getByRole('list', { name: "What's included" });
    expect(
      within(perks)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Unlimited designs', 'High resolution', 'No watermark', 'Priority queue']);
    expect(within(card('Standard')).queryByText('Private projects')).toBeNull();
    expect(within(within(card('Basic')).getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows the payment-security badge and the API contact line linking to /contact', () => {
    renderWithApp(<PricingTable plans={PLANS} />, SIGNED_OUT);
    expect(screen.getByText('Secure payment by Stripe. Cancel any time.')).toBeInTheDocument();
    const line = screen.getByText(
      (_, el) => el?.tagName === 'P' && el.textContent === 'Need API Access? Contact us for a custom quote',
    );
    expect(within(line).getByRole('link', { name: 'Contact us for a custom quote' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('shows the social-proof banner with 512,283, unless hideTeams is set', () => {
    const { unmount } = renderWithApp(<PricingTable plans={PLANS} />, SIGNED_OUT);
    expect(screen.getByText('Over 512,283 interiors created for realtors and designers')).toBeInTheDocument();
    unmount();

    renderWithApp(<PricingTable plans={PLANS} hideTeams />, SIGNED_OUT);
    expect(screen.queryByText(/512,283/)).toBeNull();
    expect(screen.getByRole('article', { name: 'Roomcraft Basic' })).toBeInTheDocument();
  });

  it("says 'manage' on the subscriber's current plan and 'subscribe' on every other", async () => {
    renderWithApp(<PricingTable plans={PLANS} />, meFor(subscriptionTo('prod_pro')));
    expect(await within(card('Pro')).findByRole('button', { name: 'manage' })).toBeInTheDocument();
    expect(within(card('Pro')).queryByRole('button', { name: 'subscribe' })).toBeNull();
    for (const name of ['Basic', 'Standard', 'Professional', 'Premium', 'Business']) {
      expect(within(card(name)).getByRole('button', { name: 'subscribe' })).toBeInTheDocument();
    }
    expect(screen.getAllByRole('button', { name: 'manage' })).toHaveLength(1);
  });

  it("says 'subscribe' everywhere to a visitor", async () => {
    renderWithApp(<PricingTable plans={PLANS} />, SIGNED_OUT);
    await readyButton('Basic', 'subscribe');
    expect(screen.getAllByRole('button', { name: 'subscribe' })).toHaveLength(6);
    expect(screen.queryByRole('button', { name: 'manage' })).toBeNull();
  });
});

/* ---------------------------------------------------------------- checkout */

describe('PricingTable checkout (SPEC §4)', () => {
  it('sends a visitor to /signin?pro=true and calls onNavigateAway', async () => {
    const onNavigateAway = jest.fn();
    const { fetchMock } = renderWithApp(
      <PricingTable plans={PLANS} onNavigateAway={onNavigateAway} />,
      SIGNED_OUT,
    );
    await userEvent.click(await readyButton('Pro', 'subscribe'));
    await waitFor(() => expect(mockRouter.asPath).toBe('/signin?pro=true'));
    expect(onNavigateAway).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/api/create-checkout-session');
  });

  it('sends a subscriber to /account, from the current plan and from any other', async () => {
    const onNavigateAway = jest.fn();
    const me = meFor(subscriptionTo('prod_pro'));
    const { fetchMock } = renderWithApp(<PricingTable plans={PLANS} onNavigateAway={onNavigateAway} />, me);

    await userEvent.click(await readyButton('Basic', 'subscribe'));
    await waitFor(() => expect(mockRouter.asPath).toBe('/account'));

    mockRouter.setCurrentUrl('/pricing');
    await userEvent.click(await readyButton('Pro', 'manage'));
    await waitFor(() => expect(mockRouter.asPath).toBe('/account'));
    expect(onNavigateAway).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/api/create-checkout-session');
  });

  it('creates a checkout session for a free user, records it and goes to the payment page', async () => {
    const { client, events } = recordingAnalytics();
    setAnalyticsClient(client);
    const me = meFor(null);
    renderWithApp(<PricingTable plans={PLANS} />, me);
    const fetchMock = serve(me, {
      '/api/create-checkout-session': () => jsonResponse(200, { sessionId: 'cs_test_1', url: checkoutUrl() }),
    });

    await userEvent.click(await readyButton('Pro', 'subscribe'));

    await waitFor(() => expect(window.location.href).toBe(checkoutUrl()));
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/create-checkout-session');
    expect(call?.[1]).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    const body = JSON.parse(String(call?.[1]?.body));
    expect(body).toEqual({
      price: pro.prices[1],
      clientReferenceId: expect.stringMatching(/^checkout_\d+$/),
      quantity: 1,
    });
    expect(events).toEqual([
      [
        'checkout_initiated',
        {
          plan_name: 'Roomcraft Pro',
          price_id: 'price_prod_pro_year',
          price_amount: 290,
          interval: 'year',
          billing_interval: 'year',
          currency: 'usd',
          referral_id: body.clientReferenceId,
          timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        },
      ],
      ['checkout-stripe', { value: 290, currency: 'usd' }],
    ]);
    // Embedded mode: no publishable key, so Stripe.js is not loaded.
    expect(loadStripeMock).not.toHaveBeenCalled();
    await waitFor(() => expect(within(card('Pro')).getByRole('button', { name: 'subscribe' })).toBeEnabled());
  });

  it('records the referral the server took from its httpOnly cookie, and sends the Professional tier quantity', async () => {
    // Were the cookie readable, the page must still not send it: only the server's word on the referral counts.
    document.cookie = 'rc_via=partner_42; path=/';
    const { client, events } = recordingAnalytics();
    setAnalyticsClient(client);
    const me = meFor(null);
    renderWithApp(<PricingTable plans={PLANS} />, me);
    const fetchMock = serve(me, {
      '/api/create-checkout-session': () =>
        jsonResponse(200, { sessionId: 'cs_test_1', url: checkoutUrl(), clientReferenceId: 'partner_42' }),
    });

    await userEvent.click(screen.getByRole('radio', { name: 'Monthly' }));
    await userEvent.selectOptions(
      within(card('Professional')).getByRole('combobox', { name: 'API access' }),
      '6,000 images / month',
    );
    await userEvent.click(await readyButton('Professional', 'subscribe'));

    await waitFor(() => expect(window.location.href).toBe(checkoutUrl()));
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/create-checkout-session');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      price: professional.prices[0],
      clientReferenceId: expect.stringMatching(/^checkout_\d+$/),
      quantity: 8,
    });
    expect(events[0]?.[1]).toMatchObject({
      price_amount: 79,
      interval: 'month',
      billing_interval: 'month',
      referral_id: 'partner_42',
    });
    // The conversion value counts the quantity: 79 × 8.
    expect(events[1]).toEqual(['checkout-stripe', { value: 632, currency: 'usd' }]);
  });

  it('shows the loading state on the clicked plan, then alerts the message for the server code and stops loading', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const me = meFor(null);
    renderWithApp(<PricingTable plans={PLANS} />, me);
    let fail: () => void = () => undefined;
    serve(me, {
      '/api/create-checkout-session': () =>
        new Promise<Answer>((resolve) => {
          fail = () =>
            resolve(
              jsonResponse(409, { error: 'price_changed', description: 'The price changed.' }, 'Conflict'),
            );
        }),
    });

    await userEvent.click(await readyButton('Premium', 'subscribe'));

    const busy = within(card('Premium')).getByRole('button', { name: 'subscribe' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toBeDisabled();
    expect(within(card('Basic')).getByRole('button', { name: 'subscribe' })).not.toHaveAttribute('aria-busy');

    await act(async () => fail());

    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith(
        'This plan’s price has changed. Reload the page to see the current price.',
      ),
    );
    const button = within(card('Premium')).getByRole('button', { name: 'subscribe' });
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).not.toHaveAttribute('aria-busy');
    expect(window.location.hash).toBe('');
  });

  // These two share loadStripeJs's cache: the failure runs first, and a failure is forgotten.
  it('with Stripe configured, alerts when Stripe.js fails to load and stays on the page', async () => {
    publicEnv.stripePublishableKey = 'pk_test_123';
    loadStripeMock.mockRejectedValueOnce(new Error('network'));
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const me = meFor(null);
    renderWithApp(<PricingTable plans={PLANS} />, me);
    serve(me, {
      '/api/create-checkout-session': () => jsonResponse(200, { sessionId: 'cs_test_1', url: checkoutUrl() }),
    });

    await userEvent.click(await readyButton('Basic', 'subscribe'));

    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to load Stripe.js'));
    expect(loadStripeMock).toHaveBeenCalledWith('pk_test_123');
    expect(window.location.hash).toBe('');
    await waitFor(() =>
      expect(within(card('Basic')).getByRole('button', { name: 'subscribe' })).toBeEnabled(),
    );
  });

  it('with Stripe configured, loads Stripe.js and then goes to the payment page', async () => {
    publicEnv.stripePublishableKey = 'pk_test_123';
    loadStripeMock.mockResolvedValue({} as Stripe);
    const me = meFor(null);
    renderWithApp(<PricingTable plans={PLANS} />, me);
    serve(me, {
      '/api/create-checkout-session': () => jsonResponse(200, { sessionId: 'cs_test_1', url: checkoutUrl() }),
    });

    await userEvent.click(await readyButton('Basic', 'subscribe'));

    await waitFor(() => expect(window.location.href).toBe(checkoutUrl()));
    expect(loadStripeMock).toHaveBeenCalledTimes(1);
  });
});

/* ---------------------------------------------------------------- loadStripeJs */

describe('loadStripeJs (SPEC §8)', () => {
  it('fails with the catalogue messages, retries after a failure and then keeps the loaded instance', async () => {
    await jest.isolateModulesAsync(async () => {
      const { loadStripeJs } = await import('@/lib/billing/load-stripe-js');
      const loadMock = jest.mocked(jest.requireMock<StripeLoader>('@stripe/stripe-js/pure').loadStripe);
      const stripe = { elements: jest.fn() } as unknown as Stripe;

      loadMock.mockResolvedValueOnce(null);
      await expect(loadStripeJs()).rejects.toThrow('Stripe.js not available');

      loadMock.mockRejectedValueOnce(new Error('script blocked'));
      await expect(loadStripeJs()).rejects.toThrow('Failed to load Stripe.js');

      loadMock.mockResolvedValueOnce(stripe);
      await expect(loadStripeJs()).resolves.toBe(stripe);
      await expect(loadStripeJs()).resolves.toBe(stripe);
      expect(loadMock).toHaveBeenCalledTimes(3);
    });
  });
});

/* ---------------------------------------------------------------- modal */

function ModalHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open plans
      </button>
      <PricingPlansModal open={open} onClose={() => setOpen(false)} />
    </>
  );
}

describe('PricingPlansModal', () => {
  it('loads the plans from /api/plans when opened, and closes when a visitor picks a plan', async () => {
    const { fetchMock: helperFetch } = renderWithApp(<ModalHarness />, SIGNED_OUT);
    // Closed, it loads nothing.
    expect(helperFetch.mock.calls.map(([url]) => String(url))).not.toContain('/api/plans');
    serve(null, { '/api/plans': () => jsonResponse(200, { plans: PLANS }) });

    await userEvent.click(screen.getByRole('button', { name: 'Open plans' }));
    const modal = screen.getByRole('dialog', { name: 'Upgrade your plan' });
    expect(await within(modal).findByRole('article', { name: 'Roomcraft Basic' })).toBeInTheDocument();

    await userEvent.click(await readyButton('Basic', 'subscribe'));
    await waitFor(() => expect(mockRouter.asPath).toBe('/signin?pro=true'));
    expect(screen.queryByRole('dialog', { name: 'Upgrade your plan' })).toBeNull();
  });

  it('shows a retry message when the plans fail to load', async () => {
    renderWithApp(<ModalHarness />, SIGNED_OUT);
    let plansUp = false;
    serve(null, {
      '/api/plans': () =>
        plansUp
          ? jsonResponse(200, { plans: PLANS })
          : jsonResponse(503, { error: 'unavailable' }, 'Service Unavailable'),
    });

    await userEvent.click(screen.getByRole('button', { name: 'Open plans' }));
    const modal = screen.getByRole('dialog', { name: 'Upgrade your plan' });
    expect(await within(modal).findByRole('alert')).toHaveTextContent('We could not load the plans.');

    plansUp = true;
    await userEvent.click(within(modal).getByRole('button', { name: 'Try again' }));
    expect(await within(modal).findByRole('article', { name: 'Roomcraft Pro' })).toBeInTheDocument();
  });
});
