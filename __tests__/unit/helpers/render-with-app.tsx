import { jest } from '@jest/globals';
import { render } from '@testing-library/react';
import { MemoryRouterProvider } from 'next-router-mock/MemoryRouterProvider';
import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';
import { AppProviders } from '@/components/providers/app-providers';
import type { TMe } from '@/lib/users/me-types';
import type { TSubscription } from '@/lib/users/user-types';

export const SIGNED_OUT = null;

/** An active monthly subscription to the given product, as GET /api/me returns it. */
export function subscriptionTo(productId: string): TSubscription {
  return {
    id: 'sub_1',
    status: 'active',
    quantity: 1,
    cancel_at_period_end: false,
    current_period_end: '2026-12-01T00:00:00.000Z',
    created: '2026-11-01T00:00:00.000Z',
    prices: {
      id: `price_${productId}_month`,
      unit_amount: 2900,
      currency: 'usd',
      interval: 'month',
      products: { id: productId, name: 'Roomcraft Pro', metadata: {} },
    },
  };
}

export function meFor(subscription: TMe['subscription']): TMe {
  return {
    user: {
      id: 'u1',
      email: 'ada@example.com',
      email_confirmed_at: null,
      created_at: '2026-11-01T00:00:00.000Z',
    },
    accessToken: 'token',
    userDetails: {
      id: 'u1',
      full_name: 'Ada',
      avatar_url: null,
      monthly_quota: 3,
      api_total_completed: 0,
      api_completed_month: 0,
      api_key: null,
      project_count: 0,
    },
    subscription,
    rendersThisMonth: 0,
    totalRenders: 0,
  };
}

/** jsdom has no fetch Response; this is the part of it our fetch helpers read. */
export function jsonResponse(status: number, body: unknown, statusText = '') {
  const text = JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    json: async () => body,
    text: async () => text,
  };
}

/**
 * Renders inside the app's real providers, with an SWR cache of its own as each page load has. The network is the
 * one thing replaced: GET /api/me answers as the server would for the given identity (401 in the spec shape when
 * signed out).
 */
export function renderWithApp(ui: ReactElement, me: TMe | null) {
  // The server sets the session hint beside a session cookie; a visitor has neither.
  document.cookie = me ? 'rc_signed_in=1; path=/' : 'rc_signed_in=; path=/; max-age=0';
  const fetchMock = jest.fn(async (url: string | URL | Request, _init?: RequestInit) => {
    if (String(url) === '/api/me') {
      return me
        ? jsonResponse(200, me)
        : jsonResponse(
            401,
            {
              error: 'not_authenticated',
              description: 'The user does not have an active session or is not authenticated',
            },
            'Unauthorized',
          );
    }
    return jsonResponse(200, { ok: true });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  // The fetch helpers log every refused request (a handled 4xx as information): not the tests' output.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  return {
    fetchMock,
    ...render(
      <MemoryRouterProvider>
        <SWRConfig value={{ provider: () => new Map() }}>
          <AppProviders>{ui}</AppProviders>
        </SWRConfig>
      </MemoryRouterProvider>,
    ),
  };
}
