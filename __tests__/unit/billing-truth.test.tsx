import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { PlanSummary } from '@/components/account/plan-summary';
import { LocalPortal } from '@/components/billing/local-portal';
import type { TPlan } from '@/lib/billing/plan-types';
import { meFor, renderWithApp, subscriptionTo } from './helpers/render-with-app';

afterEach(() => {
  jest.restoreAllMocks();
});

const yearly = () => {
  const subscription = subscriptionTo('pro');
  subscription.prices = {
    ...subscription.prices!,
    id: 'price_pro_year',
    unit_amount: 29000,
    interval: 'year',
  };
  return subscription;
};

const field = (name: string) => screen.getByText(name).nextElementSibling;

describe('the billing pages tell the truth', () => {
  it("shows the interval of the subscription's own price", async () => {
    renderWithApp(<PlanSummary />, meFor(yearly()));
    await screen.findByRole('heading', { name: 'Roomcraft Pro' });
    expect(field('Billing')).toHaveTextContent('Yearly');
    expect(field('Status')).toHaveTextContent('Active');
    expect(screen.getByText('Renews on')).toBeInTheDocument();
  });

  it('shows a plan cancelled at period end as cancelled, ending on its date', async () => {
    const subscription = { ...subscriptionTo('pro'), cancel_at_period_end: true };
    renderWithApp(<PlanSummary />, meFor(subscription));
    await screen.findByRole('heading', { name: 'Roomcraft Pro' });
    expect(field('Status')).toHaveTextContent('Cancelled');
    expect(field('Billing')).toHaveTextContent('Monthly');
    expect(field('Ends on')).toHaveTextContent('December 1, 2026');
  });

  it('labels each price in the local portal with what it charges and how often', async () => {
    const plans: TPlan[] = [
      {
        id: 'pro',
        name: 'Roomcraft Pro',
        description: null,
        active: true,
        metadata: {},
        prices: [
          {
            id: 'm',
            product_id: 'pro',
            active: true,
            unit_amount: 2900,
            currency: 'usd',
            type: 'recurring',
            interval: 'month',
            interval_count: 1,
          },
          {
            id: 'y',
            product_id: 'pro',
            active: true,
            unit_amount: 29000,
            currency: 'usd',
            type: 'recurring',
            interval: 'year',
            interval_count: 1,
          },
        ],
      },
    ];
    renderWithApp(
      <LocalPortal plans={plans} />,
      meFor({ ...subscriptionTo('pro'), cancel_at_period_end: true }),
    );
    const select = await screen.findByLabelText('New plan');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Roomcraft Pro: $29 a month', 'Roomcraft Pro: $290 a year']);
    expect(
      screen.getByText('Cancelled: it stays active until December 1, 2026, then ends.'),
    ).toBeInTheDocument();
  });
});
