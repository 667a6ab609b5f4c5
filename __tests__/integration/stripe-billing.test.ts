import 'next-test-api-route-handler';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import Stripe from 'stripe';
import type { GetServerSidePropsContext } from 'next';
import type { TPlan } from '@/lib/billing/plan-types';
import * as localPortalRoute from '@/pages/api/billing/local';
import * as localCancelRoute from '@/pages/api/checkout/local/[id]/cancel';
import * as localPayRoute from '@/pages/api/checkout/local/[id]/pay';
import * as checkoutRoute from '@/pages/api/create-checkout-session';
import * as portalRoute from '@/pages/api/create-portal-link';
import * as plansRoute from '@/pages/api/plans';
import * as webhookRoute from '@/pages/api/webhooks/stripe';
import * as localPortalPage from '@/pages/billing/local';
import * as localCheckoutPage from '@/pages/checkout/local/[id]';
import { callRoute } from './helpers/call-route';
import { type FakeStripe, startFakeStripe } from './helpers/fake-stripe';
import { signUpUser } from './helpers/sign-up';
import { setupTestDatabase } from './helpers/test-database';

const WEBHOOK_SECRET = 'whsec_test_secret';
let stripe: FakeStripe;
const signer = new Stripe('sk_test_signer');

// Registered before the database helper's own beforeAll, so the config it reads already names Stripe.
beforeAll(async () => {
  stripe = await startFakeStripe();
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: 'sk_test_123',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
    STRIPE_API_BASE: stripe.url,
    AFFILIATE_COMMISSION_RATE: '0.25',
  });
});
const t = setupTestDatabase();
afterAll(() => stripe.close());

let eventCounter = 0;
function event(type: string, object: Record<string, unknown>, id = `evt_${++eventCounter}_${type}`) {
  return { id, object: 'event', type, created: Math.floor(Date.now() / 1000), data: { object } };
}

async function deliver(payload: object, options: { secret?: string; timestamp?: number } = {}) {
  const body = JSON.stringify(payload);
  const header = signer.webhooks.generateTestHeaderString({
    payload: body,
    secret: options.secret ?? WEBHOOK_SECRET,
    timestamp: options.timestamp,
  });
  return callRoute(webhookRoute, { method: 'POST', rawBody: body, headers: { 'stripe-signature': header } });
}

async function count(table: string, where = 'true', params: unknown[] = []) {
  const { rows } = await t
    .db()
    .query<{ n: number }>(`select count(*)::int as n from ${table} where ${where}`, params);
  return rows[0]!.n;
}

async function listedPlanNames() {
  const { body } = await callRoute(plansRoute);
  return (body as { plans: TPlan[] }).plans.map((plan) => plan.name);
}

async function userWithCustomer(email: string) {
  const user = await signUpUser(email);
  const customer = `cus_${user.id.slice(0, 8)}`;
  await t
    .db()
    .query('insert into public.customers (id, stripe_customer_id) values ($1, $2)', [user.id, customer]);
  return { ...user, customer };
}

async function quotaOf(userId: string) {
  const { rows } = await t
    .db()
    .query<{ monthly_quota: number | null }>('select monthly_quota from public.users where id = $1', [
      userId,
    ]);
  return rows[0]!.monthly_quota;
}

beforeAll(() => {
  stripe.addPlan('prod_pro', 'price_pro', 4900, { monthly_quota: '1000', index: '2' });
  stripe.addPlan('prod_std', 'price_std', 3900, { monthly_quota: '"unlimited"', index: '3' });
  stripe.addPlan('prod_api', 'price_api', 7900, { monthly_quota: '"unlimited"', api_tiers: 'true' });
});

describe('webhook signatures', () => {
  it('refuses a forged signature and a stale one with 400, writing nothing', async () => {
    const user = await userWithCustomer('forged@example.com');
    const sub = stripe.addSubscription({ customer: user.customer, price: 'price_pro' });
    const payload = event('customer.subscription.created', { id: sub.id });

    const forged = await deliver(payload, { secret: 'whsec_wrong' });
    expect(forged.status).toBe(400);
    expect(forged.body).toMatchObject({ error: 'invalid_signature' });

    const stale = await deliver(payload, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect(stale.status).toBe(400);
    expect(stale.body).toMatchObject({ error: 'invalid_signature' });

    const unsigned = await callRoute(webhookRoute, { method: 'POST', rawBody: JSON.stringify(payload) });
    expect(unsigned.status).toBe(400);

    expect(await count('public.subscriptions')).toBe(0);
    expect(await count('public.stripe_events')).toBe(0);
    expect(await quotaOf(user.id)).toBe(3);
  });
});

describe('webhook sync', () => {
  it('applies the same event delivered 20 times exactly once', async () => {
    const affiliate = await signUpUser('affiliate-20@example.com');
    await t
      .db()
      .query("insert into public.affiliates (user_id, code) values ($1, 'partner20')", [affiliate.id]);
    const buyer = await userWithCustomer('buyer-20@example.com');
    const sub = stripe.addSubscription({ customer: buyer.customer, price: 'price_pro' });
    const completed = event('checkout.session.completed', {
      id: 'cs_test_twenty',
      mode: 'subscription',
      customer: buyer.customer,
      subscription: sub.id,
      client_reference_id: 'partner20',
      amount_total: 4900,
      currency: 'usd',
    });
    const outcomes: unknown[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await deliver(completed);
      expect(res.status).toBe(200);
      outcomes.push((res.body as { outcome: string }).outcome);
    }
    expect(outcomes[0]).toBe('processed');
    expect(new Set(outcomes.slice(1))).toEqual(new Set(['duplicate']));
    expect(await count('public.stripe_events', 'id = $1', [completed.id])).toBe(1);
    expect(await count('public.subscriptions', 'user_id = $1', [buyer.id])).toBe(1);
    const referrals = await t
      .db()
      .query('select code, amount, commission from public.referrals where checkout_session_id = $1', [
        'cs_test_twenty',
      ]);
    expect(referrals.rows).toEqual([{ code: 'partner20', amount: 4900, commission: 1225 }]);
    expect(await quotaOf(buyer.id)).toBe(1000);
  });

  it('ends with the same rows whatever order a checkout’s events arrive in', async () => {
    const types = [
      'checkout.session.completed',
      'customer.subscription.created',
      'invoice.paid',
      'customer.subscription.updated',
    ];
    const orders: string[][] = [];
    const permute = (rest: string[], done: string[]) => {
      if (rest.length === 0) orders.push(done);
      rest.forEach((x, i) => permute([...rest.slice(0, i), ...rest.slice(i + 1)], [...done, x]));
    };
    permute(types, []);
    expect(orders).toHaveLength(24);

    const finals = new Set<string>();
    for (const [n, order] of orders.entries()) {
      const user = await userWithCustomer(`order-${n}@example.com`);
      // Stripe's present state: the subscription was later set to cancel at period end.
      const sub = stripe.addSubscription({ customer: user.customer, price: 'price_std' });
      sub.cancel_at_period_end = true;
      const objects: Record<string, Record<string, unknown>> = {
        'checkout.session.completed': {
          id: `cs_order_${n}`,
          mode: 'subscription',
          customer: user.customer,
          subscription: sub.id,
          client_reference_id: `checkout_${n}`,
          amount_total: 3900,
          currency: 'usd',
        },
        'customer.subscription.created': { id: sub.id, status: 'incomplete' },
        'invoice.paid': { id: `in_${n}`, parent: { subscription_details: { subscription: sub.id } } },
        'customer.subscription.updated': { id: sub.id, status: 'active' },
      };
      for (const type of order) expect((await deliver(event(type, objects[type]!))).status).toBe(200);
      const { rows } = await t.db().query(
        `select s.status, s.price_id, s.quantity, s.cancel_at_period_end, u.monthly_quota,
           (select count(*)::int from public.subscriptions where user_id = u.id) as subscriptions
         from public.subscriptions s join public.users u on u.id = s.user_id where s.id = $1`,
        [sub.id],
      );
      finals.add(JSON.stringify(rows));
    }
    expect([...finals]).toEqual([
      JSON.stringify([
        {
          status: 'active',
          price_id: 'price_std',
          quantity: 1,
          cancel_at_period_end: true,
          monthly_quota: null,
          subscriptions: 1,
        },
      ]),
    ]);
  });

  it('takes a price that arrives before its product', async () => {
    stripe.addPlan('prod_late', 'price_late', 990, { monthly_quota: '25' });
    expect(await count('public.products', "id = 'prod_late'")).toBe(0);
    expect(await listedPlanNames()).not.toContain('Roomcraft prod_late');
    const res = await deliver(event('price.created', { id: 'price_late', product: 'prod_late' }));
    expect(res.status).toBe(200);
    const { rows } = await t
      .db()
      .query(
        `select p.id, p.unit_amount, p.interval, pr.name, pr.metadata from public.prices p join public.products pr on pr.id = p.product_id where p.id = 'price_late'`,
      );
    expect(rows).toEqual([
      {
        id: 'price_late',
        unit_amount: 990,
        interval: 'month',
        name: 'Roomcraft prod_late',
        metadata: { monthly_quota: 25 },
      },
    ]);
    // Its product's own event, later, just updates it.
    expect((await deliver(event('product.updated', { id: 'prod_late' }))).status).toBe(200);
    expect(await count('public.products', "id = 'prod_late'")).toBe(1);
    // The plan list the pricing table reads (kept in memory) learnt of it at once.
    expect(await listedPlanNames()).toContain('Roomcraft prod_late');
  });

  it('marks a deleted product and price inactive instead of losing them', async () => {
    stripe.state.prices.delete('price_late');
    stripe.state.products.delete('prod_late');
    await deliver(event('price.deleted', { id: 'price_late' }));
    await deliver(event('product.deleted', { id: 'prod_late' }));
    const { rows } = await t
      .db()
      .query(
        `select p.active as price_active, pr.active as product_active from public.prices p join public.products pr on pr.id = p.product_id where p.id = 'price_late'`,
      );
    expect(rows).toEqual([{ price_active: false, product_active: false }]);
    expect(await listedPlanNames()).not.toContain('Roomcraft prod_late');
  });

  it('returns the quota to the free allowance on a failed payment and on cancellation', async () => {
    const user = await userWithCustomer('lapse@example.com');
    const sub = stripe.addSubscription({ customer: user.customer, price: 'price_pro' });
    await deliver(event('customer.subscription.created', { id: sub.id }));
    expect(await quotaOf(user.id)).toBe(1000);
    sub.status = 'past_due';
    await deliver(
      event('invoice.payment_failed', {
        id: 'in_failed',
        parent: { subscription_details: { subscription: sub.id } },
      }),
    );
    expect(await quotaOf(user.id)).toBe(3);
    sub.status = 'active';
    await deliver(event('invoice.paid', { id: 'in_paid', subscription: sub.id }));
    expect(await quotaOf(user.id)).toBe(1000);
    sub.status = 'canceled';
    await deliver(event('customer.subscription.deleted', { id: sub.id }));
    expect(await quotaOf(user.id)).toBe(3);
    const { rows } = await t.db().query('select status from public.subscriptions where id = $1', [sub.id]);
    expect(rows).toEqual([{ status: 'canceled' }]);
  });

  it('never revives an ended subscription from an answer read before it ended', async () => {
    const user = await userWithCustomer('ended@example.com');
    const sub = stripe.addSubscription({ customer: user.customer, price: 'price_pro' });
    await deliver(event('customer.subscription.created', { id: sub.id }));
    Object.assign(sub, { status: 'canceled', canceled_at: sub.created, ended_at: sub.created });
    await deliver(event('customer.subscription.deleted', { id: sub.id }));
    expect(await quotaOf(user.id)).toBe(3);
    // An answer from before the cancellation, as a provider running behind would give it.
    Object.assign(sub, { status: 'active', canceled_at: null, ended_at: null });
    const stale = await deliver(event('customer.subscription.updated', { id: sub.id }));
    expect(stale.body).toMatchObject({ outcome: 'processed' });
    const { rows } = await t
      .db()
      .query('select status, ended_at is not null as ended from public.subscriptions where id = $1', [
        sub.id,
      ]);
    expect(rows).toEqual([{ status: 'canceled', ended: true }]);
    expect(await quotaOf(user.id)).toBe(3);
  });

  it('acknowledges a subscription of a customer we do not know and writes nothing', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const stranger = stripe.addSubscription({ customer: 'cus_stranger', price: 'price_pro' });
    const before = await count('public.subscriptions');
    const res = await deliver(event('customer.subscription.created', { id: stranger.id }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ received: true, outcome: 'unknown_customer' });
    expect(await count('public.subscriptions')).toBe(before);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('answers 200 to event types it does not handle, recording nothing', async () => {
    const res = await deliver(event('charge.refunded', { id: 'ch_1' }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ outcome: 'ignored' });
    expect(await count('public.stripe_events', "type = 'charge.refunded'")).toBe(0);
  });

  it('answers 500 when Stripe cannot be reached, so Stripe retries, and applies the redelivery', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = await userWithCustomer('retry@example.com');
    const sub = stripe.addSubscription({ customer: user.customer, price: 'price_pro' });
    const payload = event('customer.subscription.created', { id: sub.id });
    const realBase = process.env.STRIPE_API_BASE;
    await stripe.close();
    const failed = await deliver(payload);
    expect(failed.status).toBe(500);
    expect(await count('public.stripe_events', 'id = $1', [payload.id])).toBe(0);
    stripe = await restartOn(realBase!);
    const retried = await deliver(payload);
    expect(retried.status).toBe(200);
    expect(await quotaOf(user.id)).toBe(1000);
    error.mockRestore();
  });
});

/** The fake server again on the same port, holding what Stripe held before it went away. */
async function restartOn(base: string): Promise<FakeStripe> {
  const next = await startFakeStripe(Number(new URL(base).port));
  for (const [name, records] of Object.entries(stripe.state)) {
    for (const [key, value] of records) next.state[name as keyof typeof stripe.state].set(key, value);
  }
  return next;
}

describe('POST /api/create-checkout-session with Stripe', () => {
  beforeAll(async () => {
    // The catalogue as the webhooks leave it.
    for (const [product, price] of [
      ['prod_pro', 'price_pro'],
      ['prod_api', 'price_api'],
    ]) {
      await deliver(event('price.created', { id: price, product }));
    }
    await t
      .db()
      .query("insert into public.products (id, name, active) values ('prod_old', 'Roomcraft Old', true)");
    await t
      .db()
      .query(
        "insert into public.prices (id, product_id, active, unit_amount, currency, interval) values ('price_old', 'prod_old', false, 100, 'usd', 'month')",
      );
  });

  it('creates one Stripe customer for 10 concurrent checkouts of one user', async () => {
    const user = await signUpUser('concurrent@example.com');
    const customersBefore = stripe.state.customers.size;
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        callRoute(checkoutRoute, { method: 'POST', body: { price: { id: 'price_pro' } } }, new Map(user.jar)),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(stripe.state.customers.size - customersBefore).toBe(1);
    expect(await count('public.customers', 'id = $1', [user.id])).toBe(1);
  });

  it('asks Stripe for a subscription checkout with our success and cancel pages, the referral and promotion codes', async () => {
    const user = await signUpUser('params@example.com');
    const res = await callRoute(
      checkoutRoute,
      {
        method: 'POST',
        body: { price: { id: 'price_api', unit_amount: 7900 }, quantity: 4, clientReferenceId: 'partner20' },
      },
      user.jar,
    );
    expect(res.status).toBe(200);
    const { sessionId, url } = res.body as { sessionId: string; url: string };
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    const session = stripe.state.sessions.get(sessionId)!;
    expect(session).toMatchObject({
      mode: 'subscription',
      client_reference_id: 'partner20',
      allow_promotion_codes: true,
      line_items: [{ price: 'price_api', quantity: '4' }],
      success_url: `${res.origin}/account?checkout=success`,
      cancel_url: `${res.origin}/pricing`,
      subscription_data: { metadata: { user_id: user.id } },
    });
  });

  it.each([
    ['an unknown price', { price: { id: 'price_nope' } }, 404, 'unknown_price'],
    ['an inactive price', { price: { id: 'price_old' } }, 400, 'invalid_price'],
    [
      'a quantity on a plan sold one at a time',
      { price: { id: 'price_pro' }, quantity: 2 },
      400,
      'invalid_quantity',
    ],
    [
      'a quantity that is not an API tier',
      { price: { id: 'price_api' }, quantity: 3 },
      400,
      'invalid_quantity',
    ],
    ['a client-supplied amount', { price: { id: 'price_pro' }, amount: 1 }, 400, 'invalid_body'],
    ['a tampered price amount', { price: { id: 'price_pro', unit_amount: 1 } }, 409, 'price_changed'],
  ])('refuses %s', async (_name, body, status, code) => {
    const user = await signUpUser(
      `bad-${code}-${status}-${Math.random().toString(36).slice(2, 7)}@example.com`,
    );
    const sessionsBefore = stripe.state.sessions.size;
    const res = await callRoute(checkoutRoute, { method: 'POST', body }, user.jar);
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ error: code });
    expect(typeof (res.body as { description: string }).description).toBe('string');
    expect(stripe.state.sessions.size).toBe(sessionsBefore);
  });

  it('refuses a second checkout while subscribed, and needs a session', async () => {
    const user = await userWithCustomer('subscribed@example.com');
    const sub = stripe.addSubscription({ customer: user.customer, price: 'price_pro' });
    await deliver(event('customer.subscription.created', { id: sub.id }));
    const res = await callRoute(
      checkoutRoute,
      { method: 'POST', body: { price: { id: 'price_pro' } } },
      user.jar,
    );
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error: 'already_subscribed' });
    expect(
      (await callRoute(checkoutRoute, { method: 'POST', body: { price: { id: 'price_pro' } } })).status,
    ).toBe(401);
  });

  it('opens the Stripe billing portal for a customer, and refuses one without billing', async () => {
    const user = await userWithCustomer('portal@example.com');
    const res = await callRoute(portalRoute, { method: 'POST' }, user.jar);
    expect(res.status).toBe(200);
    expect((res.body as { url: string }).url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    const nobody = await signUpUser('no-billing@example.com');
    const refused = await callRoute(portalRoute, { method: 'POST' }, nobody.jar);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: 'no_billing_account' });
  });
});

describe('the local test checkout and portal beside Stripe', () => {
  const GONE = {
    error: 'not_found',
    description: 'The test checkout is off: this server takes real payments.',
  };

  it('answer 404 in the shared shape to everyone, whatever the request', async () => {
    const user = await signUpUser('local-beside-stripe@example.com');
    // An open session of the local provider, as if left from before Stripe was configured: still not payable.
    const id = 'cs_local_left_over';
    await t
      .db()
      .query(`insert into local_billing.customers (id, email) values ('cus_local_left_over', $1)`, [
        'local-beside-stripe@example.com',
      ]);
    await t.db().query(
      `insert into local_billing.checkout_sessions (id, customer_id, user_id, price_id, quantity)
       select $1, 'cus_local_left_over', $2, id, 1 from public.prices limit 1`,
      [id, user.id],
    );
    const calls = [
      [localPayRoute, { method: 'POST', query: { id } }],
      [localCancelRoute, { method: 'POST', query: { id } }],
      [localPortalRoute, { method: 'POST', body: { action: 'cancel' } }],
      [localPortalRoute, { method: 'POST', body: { action: 'explode' } }],
      [localPayRoute, { method: 'GET', query: { id } }],
    ] as const;
    for (const [route, init] of calls) {
      for (const jar of [user.jar, undefined]) {
        const res = await callRoute(route, init, jar);
        expect({ status: res.status, body: res.body }).toEqual({ status: 404, body: GONE });
      }
    }
    const { rows } = await t
      .db()
      .query('select status from local_billing.checkout_sessions where id = $1', [id]);
    expect(rows).toEqual([{ status: 'open' }]);
    expect(await count('local_billing.subscriptions')).toBe(0);
  });

  it('leave their pages out too, before any sign-in redirect', async () => {
    const ctx = {
      req: { headers: {} },
      res: {},
      params: { id: 'cs_local_left_over' },
    } as unknown as GetServerSidePropsContext;
    expect(await localPortalPage.getServerSideProps(ctx)).toEqual({ notFound: true });
    expect(await localCheckoutPage.getServerSideProps(ctx)).toEqual({ notFound: true });
  });
});
