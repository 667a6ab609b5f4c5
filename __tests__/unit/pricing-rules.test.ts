import { describe, expect, it } from '@jest/globals';
import type { TPlan, TPlanMetadata, TPrice } from '@/lib/billing/plan-types';
import { price } from './helpers/plan-fixtures';
import {
  API_TIERS,
  DEFAULT_BILLING_INTERVAL,
  MAX_PERKS,
  SOCIAL_PROOF_COUNT,
  displayAmounts,
  isApiTierQuantity,
  listablePlans,
  planButtonLabel,
  priceForInterval,
  quantityFor,
  usesApiTiers,
  visiblePerks,
} from '@/lib/billing/pricing-rules';
import { clientReferenceId, referralCookieOptions } from '@/lib/billing/referral';

function plan(id: string, prices: TPrice[], metadata: TPlanMetadata = {}): TPlan {
  return { id, name: `Roomcraft ${id}`, description: null, active: true, metadata, prices };
}

const basic = plan('basic', [price('basic', 'month', 900), price('basic', 'year', 10800)]);
const pro = plan('pro', [price('pro', 'month', 2900), price('pro', 'year', 29000)]);
const professional = plan(
  'professional',
  [price('professional', 'month', 7900), price('professional', 'year', 75600)],
  { api_tiers: true },
);
const empty = plan('empty', []);

describe('business constants (SPEC §9)', () => {
  it('sells the API in five tiers: 1:500, 2:1,500, 4:3,000, 8:6,000, 13:10,000', () => {
    expect(API_TIERS.map((tier) => [tier.quantity, tier.images])).toEqual([
      [1, 500],
      [2, 1_500],
      [4, 3_000],
      [8, 6_000],
      [13, 10_000],
    ]);
  });

  it('knows the tier quantities and nothing else', () => {
    for (const quantity of [1, 2, 4, 8, 13]) expect(isApiTierQuantity(quantity)).toBe(true);
    for (const quantity of [0, 3, 5, 12, 14, -1]) expect(isApiTierQuantity(quantity)).toBe(false);
  });

  it('defaults to yearly billing, four perks and the 512,283 social-proof figure', () => {
    expect(DEFAULT_BILLING_INTERVAL).toBe('year');
    expect(MAX_PERKS).toBe(4);
    expect(SOCIAL_PROOF_COUNT).toBe(512_283);
  });
});

describe('listablePlans (SPEC §5)', () => {
  it('drops plans without prices and sorts the rest by their first price, ascending', () => {
    expect(listablePlans([professional, empty, basic, pro]).map((p) => p.id)).toEqual([
      'basic',
      'pro',
      'professional',
    ]);
  });

  it('leaves the given list as it was', () => {
    const input = [professional, empty, basic];
    listablePlans(input);
    expect(input.map((p) => p.id)).toEqual(['professional', 'empty', 'basic']);
  });

  it('returns nothing for nothing', () => {
    expect(listablePlans([])).toEqual([]);
    expect(listablePlans([empty])).toEqual([]);
  });
});

describe('priceForInterval (SPEC §5)', () => {
  it('finds the price of the chosen interval', () => {
    expect(priceForInterval(basic, 'month')?.unit_amount).toBe(900);
    expect(priceForInterval(basic, 'year')?.unit_amount).toBe(10800);
  });

  it('has none when the plan is not sold for that interval', () => {
    const monthlyOnly = plan('monthly', [price('monthly', 'month', 1900)]);
    expect(priceForInterval(monthlyOnly, 'year')).toBeUndefined();
    expect(priceForInterval(empty, 'month')).toBeUndefined();
  });
});

describe('displayAmounts (SPEC §9)', () => {
  it('shows a monthly price as it is, with no yearly total', () => {
    expect(displayAmounts({ unit_amount: 2900, interval: 'month' })).toEqual({
      perMonth: 29,
      billedYearly: null,
    });
  });

  it('shows a yearly price per month (annual / 12) and its annual total', () => {
    expect(displayAmounts({ unit_amount: 10800, interval: 'year' })).toEqual({
      perMonth: 9,
      billedYearly: 108,
    });
  });

  it('rounds the yearly price per month', () => {
    // 99 / 12 = 8.25 → 8; 990 / 12 = 82.5 → 83.
    expect(displayAmounts({ unit_amount: 9900, interval: 'year' })).toEqual({
      perMonth: 8,
      billedYearly: 99,
    });
    expect(displayAmounts({ unit_amount: 99000, interval: 'year' })).toEqual({
      perMonth: 83,
      billedYearly: 990,
    });
  });

  it('multiplies the price by the quantity before dividing', () => {
    expect(displayAmounts({ unit_amount: 7900, interval: 'month' }, 4)).toEqual({
      perMonth: 316,
      billedYearly: null,
    });
    // 756 × 2 = 1,512 a year → 126 a month.
    expect(displayAmounts({ unit_amount: 75600, interval: 'year' }, 2)).toEqual({
      perMonth: 126,
      billedYearly: 1512,
    });
  });
});

describe('perks, quantity and button label (SPEC §2, §5)', () => {
  it('lists at most the first four perks', () => {
    expect(visiblePerks(['a', 'b', 'c', 'd', 'e', 'f'])).toEqual(['a', 'b', 'c', 'd']);
    expect(visiblePerks(['a', 'b'])).toEqual(['a', 'b']);
    expect(visiblePerks([])).toEqual([]);
  });

  it('uses the tier quantity on Professional only, 1 elsewhere', () => {
    expect(usesApiTiers(professional)).toBe(true);
    expect(usesApiTiers(basic)).toBe(false);
    expect(usesApiTiers(plan('x', [], { api_tiers: false }))).toBe(false);
    expect(quantityFor(professional, 8)).toBe(8);
    expect(quantityFor(professional, 1)).toBe(1);
    expect(quantityFor(basic, 8)).toBe(1);
    expect(quantityFor(pro, 13)).toBe(1);
  });

  it("says 'manage' on the user's current plan and 'subscribe' on every other", () => {
    expect(planButtonLabel(pro, 'pro')).toBe('manage');
    expect(planButtonLabel(basic, 'pro')).toBe('subscribe');
    expect(planButtonLabel(pro, null)).toBe('subscribe');
    expect(planButtonLabel(pro, undefined)).toBe('subscribe');
  });
});

describe('clientReferenceId (SPEC §7)', () => {
  const now = 1_767_225_600_000;

  it('sends the referral id when there is one', () => {
    expect(clientReferenceId('partner_42', now)).toBe('partner_42');
    expect(clientReferenceId('ada-designs', now)).toBe('ada-designs');
  });

  it("falls back to 'checkout_' plus a timestamp without one", () => {
    expect(clientReferenceId(null, now)).toBe(`checkout_${now}`);
    expect(clientReferenceId(undefined, now)).toBe(`checkout_${now}`);
    expect(clientReferenceId('', now)).toBe(`checkout_${now}`);
    expect(clientReferenceId(null)).toMatch(/^checkout_\d+$/);
  });

  it('does not pass junk on as a referral', () => {
    expect(clientReferenceId('../x', now)).toBe(`checkout_${now}`);
    expect(clientReferenceId('a b c', now)).toBe(`checkout_${now}`);
    expect(clientReferenceId('<script>', now)).toBe(`checkout_${now}`);
    expect(clientReferenceId('ab', now)).toBe(`checkout_${now}`);
    expect(clientReferenceId('x'.repeat(41), now)).toBe(`checkout_${now}`);
  });
});

describe('referralCookieOptions', () => {
  it('keeps the affiliate cookie from page scripts, and off plain http in production', () => {
    expect(referralCookieOptions(true)).toEqual({
      maxAge: 60 * 86400,
      path: '/',
      sameSite: 'lax',
      httpOnly: true,
      secure: true,
    });
    expect(referralCookieOptions(false)).toMatchObject({ httpOnly: true, secure: false });
  });
});
