import 'next-test-api-route-handler';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import Stripe from 'stripe';
import * as webhookRoute from '@/pages/api/webhooks/stripe';
import { callRoute } from './helpers/call-route';
import { type FakePostHog, startFakePostHog } from './helpers/fake-posthog';
import { type FakeStripe, startFakeStripe } from './helpers/fake-stripe';
import { openBarrierClient, waitForLockWaiters } from './helpers/lock-barrier';
import { signUpUser } from './helpers/sign-up';
import { setupTestDatabase } from './helpers/test-database';

const WEBHOOK_SECRET = 'whsec_test_secret';
const POSTHOG_KEY = 'phc_test_project_key';
const signer = new Stripe('sk_test_signer');

// PGlite runs one transaction at a time, so deliveries there never interleave inside the database: these races
// need a real PostgreSQL server, where each delivery has a connection of its own. Each race is held together by a
// lock in the database until every delivery waits on it (pg_stat_activity), never by a sleep.
(process.env.TEST_DATABASE_URL ? describe : describe.skip)('Stripe deliveries that race', () => {
  let stripe: FakeStripe;
  let posthog: FakePostHog;

  // Registered before the database helper's own beforeAll, so the config it reads already names Stripe and PostHog.
  beforeAll(async () => {
    stripe = await startFakeStripe();
    posthog = await startFakePostHog(POSTHOG_KEY);
    Object.assign(process.env, {
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
      STRIPE_API_BASE: stripe.url,
      AFFILIATE_COMMISSION_RATE: '0.25',
      NEXT_PUBLIC_POSTHOG_KEY: POSTHOG_KEY,
      NEXT_PUBLIC_POSTHOG_HOST: posthog.url,
    });
    stripe.addPlan('prod_pro', 'price_pro', 4900, { monthly_quota: '1000', index: '2' });
    stripe.addPlan('prod_std', 'price_std', 3900, { monthly_quota: '"unlimited"', index: '3' });
  });
  const t = setupTestDatabase();
  afterAll(async () => {
    await stripe.close();
    await posthog.close();
  });

  let eventCounter = 0;
  function event(type: string, object: Record<string, unknown>, secondsAgo = 0) {
    return {
      id: `evt_race_${++eventCounter}`,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000) - secondsAgo,
      data: { object },
    };
  }

  function deliver(payload: object) {
    const body = JSON.stringify(payload);
    const header = signer.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET });
    return callRoute(webhookRoute, {
      method: 'POST',
      rawBody: body,
      headers: { 'stripe-signature': header },
    });
  }

  async function userWithCustomer(email: string) {
    const user = await signUpUser(email);
    const customer = `cus_${user.id.slice(0, 8)}`;
    await t
      .db()
      .query('insert into public.customers (id, stripe_customer_id) values ($1, $2)', [user.id, customer]);
    return { ...user, customer };
  }

  /** The rows a subscription's sync leaves, without what differs between two subscriptions (ids, times). */
  async function syncedState(subscriptionId: string, eventIds: string[]) {
    const { rows } = await t.db().query(
      `select s.status, s.price_id, s.quantity, s.cancel_at_period_end, u.monthly_quota,
         (select count(*)::int from public.subscriptions where user_id = u.id) as subscriptions,
         (select count(*)::int from public.stripe_events where id = any($2)) as events
       from public.subscriptions s join public.users u on u.id = s.user_id where s.id = $1`,
      [subscriptionId, eventIds],
    );
    return rows;
  }

  const readsOf = (path: string) =>
    stripe.requests.filter((request) => request.method === 'GET' && request.path === path).length;

  it('applies one event delivered 8 times at once exactly once, asking Stripe once', async () => {
    const affiliate = await signUpUser('race-affiliate@example.com');
    await t
      .db()
      .query("insert into public.affiliates (user_id, code) values ($1, 'racer20')", [affiliate.id]);
    const buyer = await userWithCustomer('race-buyer@example.com');
    const sub = stripe.addSubscription({ customer: buyer.customer, price: 'price_pro' });
    const completed = event('checkout.session.completed', {
      id: 'cs_test_race',
      mode: 'subscription',
      customer: buyer.customer,
      subscription: sub.id,
      client_reference_id: 'racer20',
      amount_total: 4900,
      currency: 'usd',
    });
    const path = `/v1/subscriptions/${sub.id}`;

    // The subscription's lock is held until every delivery waits: the one that claimed the event on that lock, the
    // others on its claim. All of them found the event unrecorded, so only the claim can make them duplicates.
    // Eight, as each delivery holds one of the pool's ten connections while it waits.
    const barrier = await openBarrierClient();
    let results;
    try {
      await barrier.query('select pg_advisory_lock(hashtextextended($1, 0))', [`subscription:${sub.id}`]);
      const deliveries = Promise.all(Array.from({ length: 8 }, () => deliver(completed)));
      await waitForLockWaiters(barrier, 8, ['pg_advisory_xact_lock', 'stripe_events'], deliveries);
      await barrier.query('select pg_advisory_unlock(hashtextextended($1, 0))', [`subscription:${sub.id}`]);
      results = await deliveries;
    } finally {
      await barrier.end();
    }

    expect(results.map((res) => res.status)).toEqual(Array(8).fill(200));
    const outcomes = results.map((res) => (res.body as { outcome: string }).outcome).sort();
    expect(outcomes).toEqual(['processed', ...Array(7).fill('duplicate')].sort());
    expect(await syncedState(sub.id, [completed.id])).toEqual([
      {
        status: 'active',
        price_id: 'price_pro',
        quantity: 1,
        cancel_at_period_end: false,
        monthly_quota: 1000,
        subscriptions: 1,
        events: 1,
      },
    ]);
    const referrals = await t
      .db()
      .query('select code, amount, commission from public.referrals where checkout_session_id = $1', [
        'cs_test_race',
      ]);
    expect(referrals.rows).toEqual([{ code: 'racer20', amount: 4900, commission: 1225 }]);
    const purchases = posthog.events.filter(
      (e) => e.event === 'purchase_completed' && e.distinct_id === buyer.id,
    );
    expect(purchases).toHaveLength(1);
    // The deliveries that lost the claim were acknowledged without asking Stripe again.
    expect(readsOf(path)).toBe(1);
  });

  /** A plan change as Stripe sends it; the sync never trusts the event's copy, it reads the subscription. */
  const updated = (subscriptionId: string, price: string, secondsAgo: number) =>
    event(
      'customer.subscription.updated',
      { id: subscriptionId, items: { data: [{ price: { id: price } }] } },
      secondsAgo,
    );

  // Stripe's history in each case: the subscription as the first delivery reads it, and as it is right after.
  const histories: Record<string, { before: Record<string, unknown>; after: Record<string, unknown> }> = {
    'the older event first': {
      before: { price: 'price_pro' },
      after: { price: 'price_std' },
    },
    // The older event comes back as a late redelivery; meanwhile the customer also chose to cancel at the end of
    // the period, a change whose own event is still to come.
    'the newer event first': {
      before: { price: 'price_std' },
      after: { price: 'price_std', cancel_at_period_end: true },
    },
  };

  it.each(Object.keys(histories))(
    'keeps the newest state when two events of one subscription race while Stripe changes it, %s',
    async (order) => {
      const { before, after } = histories[order]!;
      const deliverTwo = async (email: string, concurrently: boolean) => {
        const user = await userWithCustomer(email);
        const sub = Object.assign(
          stripe.addSubscription({ customer: user.customer, price: 'price_pro' }),
          before,
        );
        const older = updated(sub.id, 'price_pro', 20);
        const newer = updated(sub.id, 'price_std', 10);
        const [first, second] = order.includes('older') ? [older, newer] : [newer, older];
        let results;
        if (concurrently) {
          // The first delivery reads the subscription just before Stripe changes it, and gets that answer only
          // once the second delivery waits on the first's lock of the subscription (or, were there no lock, has
          // read the change and written it): written last, the first's answer would undo that change.
          let changed!: () => void;
          const stripeChanged = new Promise<void>((resolve) => (changed = resolve));
          let answer!: () => void;
          const answered = new Promise<void>((resolve) => (answer = resolve));
          stripe.afterRead(`/v1/subscriptions/${sub.id}`, async () => {
            Object.assign(sub, after);
            changed();
            await answered;
          });
          const observer = await openBarrierClient();
          try {
            const firstDelivery = deliver(first);
            await stripeChanged;
            const secondDelivery = deliver(second);
            await waitForLockWaiters(observer, 1, ['pg_advisory_xact_lock'], secondDelivery);
            answer();
            results = await Promise.all([firstDelivery, secondDelivery]);
          } finally {
            await observer.end();
          }
        } else {
          const firstDelivery = await deliver(first);
          Object.assign(sub, after);
          results = [firstDelivery, await deliver(second)];
        }
        expect(results.map((res) => [res.status, res.body])).toEqual([
          [200, { received: true, outcome: 'processed' }],
          [200, { received: true, outcome: 'processed' }],
        ]);
        return syncedState(sub.id, [older.id, newer.id]);
      };

      const tag = order.includes('older') ? 'older' : 'newer';
      const ordered = await deliverTwo(`race-ordered-${tag}@example.com`, false);
      expect(ordered).toMatchObject([
        {
          price_id: after.price,
          cancel_at_period_end: after.cancel_at_period_end ?? false,
          monthly_quota: null,
          events: 2,
        },
      ]);
      expect(await deliverTwo(`race-concurrent-${tag}@example.com`, true)).toEqual(ordered);
    },
  );

  it('hands an event to a concurrent redelivery when the delivery holding it fails mid-way', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = await userWithCustomer('race-retry@example.com');
    const sub = stripe.addSubscription({ customer: user.customer, price: 'price_pro' });
    const created = event('customer.subscription.created', { id: sub.id });
    let reached!: () => void;
    const failing = new Promise<void>((resolve) => (reached = resolve));
    let fail!: () => void;
    const failed = new Promise<void>((resolve) => (fail = resolve));
    stripe.afterRead(`/v1/subscriptions/${sub.id}`, async () => {
      reached();
      await failed;
      throw new Error('Stripe could not answer');
    });
    // The first delivery fails only once the redelivery waits on its claim of the event.
    const observer = await openBarrierClient();
    let answers;
    try {
      const firstDelivery = deliver(created);
      await failing;
      const redelivery = deliver(created);
      await waitForLockWaiters(observer, 1, ['stripe_events'], redelivery);
      fail();
      answers = await Promise.all([firstDelivery, redelivery]);
    } finally {
      await observer.end();
    }
    const [failedDelivery, redelivered] = answers;
    logged.mockRestore();

    expect(failedDelivery.status).toBe(500);
    expect([redelivered.status, redelivered.body]).toEqual([200, { received: true, outcome: 'processed' }]);
    expect(await syncedState(sub.id, [created.id])).toEqual([
      {
        status: 'active',
        price_id: 'price_pro',
        quantity: 1,
        cancel_at_period_end: false,
        monthly_quota: 1000,
        subscriptions: 1,
        events: 1,
      },
    ]);
  });
});
