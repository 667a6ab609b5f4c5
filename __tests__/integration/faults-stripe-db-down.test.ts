import 'next-test-api-route-handler';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import Stripe from 'stripe';
import { closeDb, getDb } from '@/lib/db/get-db';
import { migrate } from '@/lib/db/migrate';
import * as webhookRoute from '@/pages/api/webhooks/stripe';
import { callRoute } from './helpers/call-route';
import { type FakeStripe, startFakeStripe } from './helpers/fake-stripe';
import { signUpUser } from './helpers/sign-up';
import { type TcpSwitchProxy, startTcpSwitchProxy } from './helpers/tcp-switch-proxy';

const serverUrl = process.env.TEST_DATABASE_URL;
const WEBHOOK_SECRET = 'whsec_test_secret';

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

// Only meaningful against a real PostgreSQL server, reached here through a proxy this test can cut off: the shared
// server itself keeps running for every other suite.
(serverUrl ? describe : describe.skip)('a Stripe webhook while the database is unreachable', () => {
  const name = `roomcraft_test_${randomBytes(6).toString('hex')}`;
  const signer = new Stripe('sk_test_signer');
  let stripe: FakeStripe;
  let proxy: TcpSwitchProxy;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    stripe.addPlan('prod_pro', 'price_pro', 4900, { monthly_quota: '1000', index: '2' });
    await admin((client) => client.query(`create database ${name}`));
    const server = new URL(serverUrl!);
    proxy = await startTcpSwitchProxy({ host: server.hostname, port: Number(server.port || 5432) });
    const viaProxy = new URL(serverUrl!);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    viaProxy.pathname = `/${name}`;
    Object.assign(process.env, {
      DATABASE_URL: viaProxy.toString(),
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
      STRIPE_API_BASE: stripe.url,
    });
    await migrate(await getDb());
  });

  afterAll(async () => {
    await closeDb();
    await proxy.close();
    await stripe.close();
    await admin((client) => client.query(`drop database if exists ${name} with (force)`));
  });

  it('answers 500 so Stripe retries, then applies the redelivery once the database is back', async () => {
    const user = await signUpUser('db-down@example.com');
    const customer = `cus_${user.id.slice(0, 8)}`;
    const db = await getDb();
    await db.query('insert into public.customers (id, stripe_customer_id) values ($1, $2)', [
      user.id,
      customer,
    ]);
    const sub = stripe.addSubscription({ customer, price: 'price_pro' });
    const body = JSON.stringify({
      id: 'evt_db_down',
      object: 'event',
      type: 'customer.subscription.created',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: sub.id } },
    });
    // One delivery, sent twice as Stripe would resend it: same bytes, same signature.
    const delivery = {
      method: 'POST',
      rawBody: body,
      headers: {
        'stripe-signature': signer.webhooks.generateTestHeaderString({
          payload: body,
          secret: WEBHOOK_SECRET,
        }),
      },
    };

    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      proxy.cutOff();
      const down = await callRoute(webhookRoute, delivery);
      expect(down.status).toBe(500);
      expect(down.body).toEqual({
        error: 'internal_error',
        description: expect.any(String),
        reference: expect.stringMatching(/^[0-9a-f-]{36}$/),
      });
      expect(
        logged.mock.calls.some(([message]) => String(message).startsWith('[api] unexpected error')),
      ).toBe(true);
    } finally {
      proxy.restore();
      logged.mockRestore();
    }

    // The same pool, no restart: it opens fresh connections now that the server answers again.
    const redelivered = await callRoute(webhookRoute, delivery);
    expect(redelivered.status).toBe(200);
    expect(redelivered.body).toEqual({ received: true, outcome: 'processed' });
    const { rows } = await db.query(
      `select s.status, s.price_id, u.monthly_quota,
         (select count(*)::int from public.stripe_events where id = 'evt_db_down') as events
       from public.subscriptions s join public.users u on u.id = s.user_id where s.id = $1`,
      [sub.id],
    );
    expect(rows).toEqual([{ status: 'active', price_id: 'price_pro', monthly_quota: 1000, events: 1 }]);
  });
});
