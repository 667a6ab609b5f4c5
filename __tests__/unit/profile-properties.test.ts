import { describe, expect, it } from '@jest/globals';
import { profileProperties } from '@/lib/analytics/profile-properties';
import type { TSubscription, TUserDetails } from '@/lib/users/user-types';

const details = (overrides: Partial<TUserDetails> = {}): TUserDetails => ({
  id: 'u1',
  full_name: 'Ada Lovelace',
  avatar_url: null,
  monthly_quota: 3,
  api_total_completed: 0,
  api_completed_month: 0,
  api_key: null,
  project_count: 0,
  ...overrides,
});

const subscription = (status: TSubscription['status'], interval: 'month' | 'year'): TSubscription => ({
  id: 'sub_1',
  status,
  quantity: 1,
  cancel_at_period_end: false,
  current_period_end: '2026-12-23T00:00:00.000Z',
  created: '2026-11-23T00:00:00.000Z',
  prices: {
    id: `price_pro_${interval}`,
    unit_amount: 2900,
    currency: 'usd',
    interval,
    products: { id: 'prod_pro', name: 'Roomcraft Pro', metadata: {} },
  },
});

describe('profileProperties (SPEC §3)', () => {
  it('describes a free user', () => {
    expect(
      profileProperties({ userDetails: details(), subscription: null, totalRenders: 7, rendersThisMonth: 2 }),
    ).toEqual({
      subscription_tier: 'free',
      subscription_status: 'none',
      subscription_interval: null,
      monthly_quota: 3,
      total_renders: 7,
      renders_this_month: 2,
      full_name: 'Ada Lovelace',
      api_enabled: false,
      has_projects: false,
      account_type: 'free',
      is_paying: false,
    });
  });

  it('counts a trialing subscriber as pro but not paying', () => {
    const props = profileProperties({
      userDetails: details({ monthly_quota: 1000 }),
      subscription: subscription('trialing', 'year'),
      totalRenders: 0,
      rendersThisMonth: 0,
    });
    expect(props).toMatchObject({
      subscription_tier: 'Roomcraft Pro',
      subscription_status: 'trialing',
      subscription_interval: 'year',
      monthly_quota: 1000,
      account_type: 'pro',
      is_paying: false,
    });
  });

  it('counts an active subscriber as paying, and an unlimited plan has no quota', () => {
    const props = profileProperties({
      userDetails: details({ monthly_quota: null }),
      subscription: subscription('active', 'month'),
      totalRenders: 120,
      rendersThisMonth: 31,
    });
    expect(props).toMatchObject({
      subscription_tier: 'Roomcraft Pro',
      subscription_status: 'active',
      subscription_interval: 'month',
      monthly_quota: null,
      total_renders: 120,
      renders_this_month: 31,
      account_type: 'pro',
      is_paying: true,
    });
  });

  it('marks a user with an API key as API-enabled', () => {
    const props = profileProperties({
      userDetails: details({ api_key: 'rc_live_abc' }),
      subscription: null,
      totalRenders: 0,
      rendersThisMonth: 0,
    });
    expect(props.api_enabled).toBe(true);
    expect(props.has_projects).toBe(false);
  });

  it('marks a user with a project as having projects', () => {
    const props = profileProperties({
      userDetails: details({ project_count: 1 }),
      subscription: null,
      totalRenders: 0,
      rendersThisMonth: 0,
    });
    expect(props.has_projects).toBe(true);
    expect(props.api_enabled).toBe(false);
  });

  it('falls back to free and none when the details row and the product are missing', () => {
    const orphan = { ...subscription('active', 'month'), prices: null };
    expect(
      profileProperties({ userDetails: null, subscription: orphan, totalRenders: 0, rendersThisMonth: 0 }),
    ).toMatchObject({
      subscription_tier: 'free',
      subscription_status: 'active',
      subscription_interval: null,
      monthly_quota: null,
      full_name: null,
      account_type: 'pro',
      is_paying: true,
    });
  });
});
