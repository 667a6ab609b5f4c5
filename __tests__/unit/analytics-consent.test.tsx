import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Analytics } from '@/components/analytics/analytics';
import { Footer } from '@/components/layout/footer';
import { useUser } from '@/components/providers/user-context';
import { setAnalyticsClient, track } from '@/lib/analytics/track';
import { publicEnv } from '@/lib/public-env';
import { meFor, renderWithApp, subscriptionTo } from './helpers/render-with-app';

// PostHog's SDK replaced by a recorder of the calls our loader makes to it (the real one would post to PostHog).
type Call = [string, ...unknown[]];
const fake = { calls: [] as Call[], distinctId: 'anon-1', identified: false };
jest.mock('posthog-js', () => ({
  __esModule: true,
  default: {
    init: (...args: unknown[]) => fake.calls.push(['init', ...args]),
    capture: (...args: unknown[]) => fake.calls.push(['capture', ...args]),
    identify: (id: string, ...args: unknown[]) => {
      fake.calls.push(['identify', id, ...args]);
      fake.distinctId = id;
      fake.identified = true;
    },
    reset: () => {
      fake.calls.push(['reset']);
      fake.distinctId = 'anon-2';
      fake.identified = false;
    },
    opt_in_capturing: (...args: unknown[]) => fake.calls.push(['opt_in_capturing', ...args]),
    opt_out_capturing: () => fake.calls.push(['opt_out_capturing']),
    _isIdentified: () => fake.identified,
    get_distinct_id: () => fake.distinctId,
  },
}));

const CONSENT_KEY = 'roomcraft.analytics-consent';
const named = (name: string) => fake.calls.filter((call) => call[0] === name);

function SignOut() {
  const { signOut } = useUser();
  return (
    <button type="button" onClick={() => void signOut()}>
      sign out
    </button>
  );
}

const setDoNotTrack = (value: string | null) =>
  Object.defineProperty(window.navigator, 'doNotTrack', { value, configurable: true });

beforeEach(() => {
  fake.calls = [];
  fake.distinctId = 'anon-1';
  fake.identified = false;
  window.localStorage.clear();
  setDoNotTrack(null);
  publicEnv.posthogKey = 'phc_test';
  publicEnv.posthogHost = 'https://eu.i.posthog.com';
});
afterEach(() => {
  setAnalyticsClient(null);
  publicEnv.posthogKey = '';
  jest.restoreAllMocks();
});

describe('analytics consent', () => {
  it('asks first, captures nothing before consent, then identifies the signed-in user and logs the sign-in', async () => {
    renderWithApp(<Analytics />, meFor(subscriptionTo('prod_pro')));
    const banner = await screen.findByRole('region', { name: 'Help us improve Roomcraft?' });
    expect(banner).toHaveAccessibleDescription(/nothing is sent until you accept/);

    track('user_signed_up', { method: 'email', confirmation_required: false });
    expect(fake.calls).toEqual([]);

    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Allow analytics' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(named('capture')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Help us improve Roomcraft?' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(CONSENT_KEY)).toBe('granted');
    expect(named('init')).toEqual([
      [
        'init',
        'phc_test',
        expect.objectContaining({ api_host: 'https://eu.i.posthog.com', autocapture: false }),
      ],
    ]);
    expect(named('identify')).toEqual([
      [
        'identify',
        'u1',
        expect.objectContaining({
          subscription_tier: 'Roomcraft Pro',
          subscription_status: 'active',
          account_type: 'pro',
          is_paying: true,
          full_name: 'Ada',
          monthly_quota: 3,
        }),
      ],
    ]);
    expect(named('capture')).toEqual([['capture', 'user_logged_in', { method: 'email' }]]);

    // From now on the catalogue's events reach PostHog.
    track('upload_failed', { mode: 'account', reason: 'upload_error', file_type: 'image/png' });
    expect(named('capture')).toHaveLength(2);
  });

  it('lets the visitor withdraw consent from the footer: PostHog stops and forgets, and the banner asks again', async () => {
    window.localStorage.setItem(CONSENT_KEY, 'granted');
    renderWithApp(
      <>
        <Analytics />
        <Footer />
      </>,
      meFor(null),
    );
    await waitFor(() => expect(named('init')).toHaveLength(1));
    fake.calls = [];
    await userEvent.click(screen.getByRole('button', { name: 'Analytics choices' }));
    expect(window.localStorage.getItem(CONSENT_KEY)).toBeNull();
    expect(fake.calls.map((call) => call[0])).toEqual(['reset', 'opt_out_capturing']);
    expect(await screen.findByRole('region', { name: 'Help us improve Roomcraft?' })).toBeVisible();
    track('upload_failed', { mode: 'account', reason: 'upload_error', file_type: 'image/png' });
    expect(named('capture')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Allow analytics' }));
    await waitFor(() =>
      expect(named('opt_in_capturing')).toEqual([['opt_in_capturing', { captureEventName: false }]]),
    );
  });

  it('remembers a refusal and never loads PostHog', async () => {
    const { unmount } = renderWithApp(<Analytics />, meFor(null));
    await userEvent.click(await screen.findByRole('button', { name: 'No thanks' }));
    expect(window.localStorage.getItem(CONSENT_KEY)).toBe('denied');
    unmount();

    renderWithApp(<Analytics />, meFor(null));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(fake.calls).toEqual([]);
  });

  it('respects Do Not Track: no banner and no PostHog, even with an earlier yes', async () => {
    window.localStorage.setItem(CONSENT_KEY, 'granted');
    setDoNotTrack('1');
    renderWithApp(<Analytics />, meFor(null));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(fake.calls).toEqual([]);
  });

  it('shows nothing and loads nothing without a key', async () => {
    publicEnv.posthogKey = '';
    renderWithApp(<Analytics />, meFor(null));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(fake.calls).toEqual([]);
  });

  it('refreshes the profile of a user already identified without a second sign-in event, and resets on sign-out', async () => {
    window.localStorage.setItem(CONSENT_KEY, 'granted');
    fake.distinctId = 'u1';
    fake.identified = true;
    renderWithApp(
      <>
        <Analytics />
        <SignOut />
      </>,
      meFor(null),
    );
    await waitFor(() => expect(named('identify')).toHaveLength(1));
    expect(named('identify')[0]?.[2]).toMatchObject({ subscription_tier: 'free', account_type: 'free' });
    expect(named('capture')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'sign out' }));
    await waitFor(() => expect(named('reset')).toHaveLength(1));
  });
});
