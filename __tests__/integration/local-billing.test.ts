import 'next-test-api-route-handler';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { NextRequest } from 'next/server';
import { NextRequest as Request } from 'next/server';
import { applySeed } from '@/lib/db/apply-seed';
import * as affiliate from '@/pages/api/affiliate';
import * as click from '@/pages/api/affiliate/click';
import * as deleteAccount from '@/pages/api/account/delete';
import * as profile from '@/pages/api/account/profile';
import * as portal from '@/pages/api/billing/local';
import * as cancel from '@/pages/api/checkout/local/[id]/cancel';
import * as pay from '@/pages/api/checkout/local/[id]/pay';
import * as checkout from '@/pages/api/create-checkout-session';
import * as portalLink from '@/pages/api/create-portal-link';
import * as me from '@/pages/api/me';
import { proxy } from '@/proxy';
import { callRoute } from './helpers/call-route';
import { signUpUser } from './helpers/sign-up';
import { setupTestDatabase } from './helpers/test-database';
import { uploadImage } from './helpers/upload-image';

beforeAll(() => {
  process.env.STORAGE_DIR = mkdtempSync(path.join(tmpdir(), 'roomcraft-billing-'));
  // Affiliate visitors stand behind one trusted proxy: the last X-Forwarded-For entry is each one's address.
  process.env.TRUSTED_PROXY_HOPS = '1';
});
const t = setupTestDatabase();
beforeAll(() => applySeed(t.db()));

type Me = {
  subscription: {
    status: string;
    cancel_at_period_end: boolean;
    prices: { id: string; products: { name: string } };
  } | null;
  userDetails: { monthly_quota: number | null; full_name: string | null };
};
const meOf = async (jar: Map<string, string>) => (await callRoute(me, {}, jar)).body as Me;

async function startCheckout(jar: Map<string, string>, priceId: string, extra: Record<string, unknown> = {}) {
  const res = await callRoute(checkout, { method: 'POST', body: { price: { id: priceId }, ...extra } }, jar);
  expect(res.status).toBe(200);
  return {
    ...(res.body as { sessionId: string; url: string; clientReferenceId: string }),
    origin: res.origin,
  };
}

describe('the local test checkout', () => {
  it('points the session at /checkout/local/<id>, and Pay activates the plan through the webhook sync', async () => {
    const user = await signUpUser('local-pay@example.com');
    const session = await startCheckout(user.jar, 'price_roomcraft_pro_month');
    // No site address is configured: the link follows the address the request reached.
    expect(session.url).toBe(`${session.origin}/checkout/local/${session.sessionId}`);
    expect((await meOf(user.jar)).subscription).toBeNull();

    const paid = await callRoute(pay, { method: 'POST', query: { id: session.sessionId } }, user.jar);
    expect(paid.status).toBe(200);
    expect(paid.body).toEqual({ url: '/account?checkout=success' });

    const after = await meOf(user.jar);
    expect(after.subscription).toMatchObject({
      status: 'active',
      prices: { id: 'price_roomcraft_pro_month', products: { name: 'Roomcraft Pro' } },
    });
    expect(after.userDetails.monthly_quota).toBe(1000);
    // The same events as Stripe's went through the shared sync, and were recorded.
    const events = await t
      .db()
      .query<{ type: string }>('select type from public.stripe_events order by type');
    expect(events.rows.map((r) => r.type)).toEqual([
      'checkout.session.completed',
      'customer.subscription.created',
    ]);

    const again = await callRoute(pay, { method: 'POST', query: { id: session.sessionId } }, user.jar);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: 'checkout_closed' });
  });

  it("refuses someone else's checkout with 404, and Cancel closes it without a plan", async () => {
    const owner = await signUpUser('local-owner@example.com');
    const other = await signUpUser('local-other@example.com');
    const session = await startCheckout(owner.jar, 'price_roomcraft_basic_year');
    expect(
      (await callRoute(pay, { method: 'POST', query: { id: session.sessionId } }, other.jar)).status,
    ).toBe(404);
    const cancelled = await callRoute(
      cancel,
      { method: 'POST', query: { id: session.sessionId } },
      owner.jar,
    );
    expect(cancelled.body).toEqual({ url: '/pricing' });
    expect(
      (await callRoute(pay, { method: 'POST', query: { id: session.sessionId } }, owner.jar)).status,
    ).toBe(409);
    expect((await meOf(owner.jar)).subscription).toBeNull();
  });

  it('sells an unlimited API plan with its tier quantity', async () => {
    const user = await signUpUser('local-api@example.com');
    const session = await startCheckout(user.jar, 'price_roomcraft_professional_year', { quantity: 8 });
    await callRoute(pay, { method: 'POST', query: { id: session.sessionId } }, user.jar);
    const { rows } = await t
      .db()
      .query('select quantity from public.subscriptions where user_id = $1', [user.id]);
    expect(rows).toEqual([{ quantity: 8 }]);
    expect((await meOf(user.jar)).userDetails.monthly_quota).toBeNull();
  });
});

describe('the local billing portal', () => {
  it('cancels at period end, resumes and switches plan, each synced like a webhook', async () => {
    const user = await signUpUser('local-portal@example.com');
    const session = await startCheckout(user.jar, 'price_roomcraft_basic_month');
    await callRoute(pay, { method: 'POST', query: { id: session.sessionId } }, user.jar);
    const link = await callRoute(portalLink, { method: 'POST' }, user.jar);
    expect(link.body).toEqual({ url: `${link.origin}/billing/local` });

    await callRoute(portal, { method: 'POST', body: { action: 'cancel' } }, user.jar);
    expect((await meOf(user.jar)).subscription?.cancel_at_period_end).toBe(true);
    await callRoute(portal, { method: 'POST', body: { action: 'resume' } }, user.jar);
    expect((await meOf(user.jar)).subscription?.cancel_at_period_end).toBe(false);

    const switched = await callRoute(
      portal,
      { method: 'POST', body: { action: 'switch', priceId: 'price_roomcraft_premium_month' } },
      user.jar,
    );
    expect(switched.status).toBe(200);
    const after = await meOf(user.jar);
    expect(after.subscription?.prices.products.name).toBe('Roomcraft Premium');
    expect(after.userDetails.monthly_quota).toBe(5000);

    const bad = await callRoute(
      portal,
      { method: 'POST', body: { action: 'switch', priceId: 'price_roomcraft_legacy_month' } },
      user.jar,
    );
    expect(bad.status).toBe(400);
    expect((await callRoute(portal, { method: 'POST', body: { action: 'explode' } }, user.jar)).status).toBe(
      400,
    );
  });

  it('answers 404 for a user without a plan', async () => {
    const user = await signUpUser('local-noplan@example.com');
    const res = await callRoute(portal, { method: 'POST', body: { action: 'cancel' } }, user.jar);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error: 'no_subscription' });
  });
});

describe('account', () => {
  it('edits the full name, refusing an empty one', async () => {
    const user = await signUpUser('profile@example.com', 'password-123', 'Old Name');
    expect((await callRoute(profile, { method: 'PATCH', body: { fullName: '  ' } }, user.jar)).status).toBe(
      400,
    );
    const res = await callRoute(profile, { method: 'PATCH', body: { fullName: 'New Name' } }, user.jar);
    expect(res.body).toEqual({ full_name: 'New Name' });
    expect((await meOf(user.jar)).userDetails.full_name).toBe('New Name');
  });

  it('deletes the account only when confirmed: plan cancelled with the provider, data and files gone, signed out', async () => {
    const user = await signUpUser('delete-me@example.com');
    await uploadImage(user.jar);
    const keys = (
      await t
        .db()
        .query<{ key: string }>(
          'select storage_key as key from public.images where user_id = $1 union all select thumbnail_key from public.images where user_id = $1',
          [user.id],
        )
    ).rows.map((r) => r.key);
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(existsSync(path.join(process.env.STORAGE_DIR!, key))).toBe(true);
    const session = await startCheckout(user.jar, 'price_roomcraft_pro_month');
    await callRoute(pay, { method: 'POST', query: { id: session.sessionId } }, user.jar);

    const unconfirmed = await callRoute(
      deleteAccount,
      { method: 'POST', body: { confirm: 'yes' } },
      user.jar,
    );
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body).toMatchObject({ error: 'confirmation_required' });
    expect((await meOf(user.jar)).subscription).not.toBeNull();

    const deleted = await callRoute(deleteAccount, { method: 'POST', body: { confirm: 'DELETE' } }, user.jar);
    expect(deleted.status).toBe(200);
    expect((await callRoute(me, {}, user.jar)).status).toBe(401);
    for (const table of ['auth.users', 'public.users', 'public.subscriptions', 'public.customers']) {
      const column =
        table === 'auth.users' || table === 'public.users' || table === 'public.customers' ? 'id' : 'user_id';
      const { rows } = await t.db().query(`select 1 from ${table} where ${column} = $1`, [user.id]);
      expect([table, rows.length]).toEqual([table, 0]);
    }
    const provider = await t
      .db()
      .query<{ status: string }>('select status from local_billing.subscriptions where user_id = $1', [
        user.id,
      ]);
    expect(provider.rows).toEqual([{ status: 'canceled' }]);
  });
});

describe('affiliates', () => {
  /**
   * A landing on `path` from a visitor at `ip`: the proxy sends a `?via=` landing to the click route, which counts
   * it, sets the cookie and sends the visitor on. Returns the click route's answer.
   */
  async function visit(path: string, ip = '10.0.0.1', jar?: Map<string, string>) {
    const landing = await proxy(new Request(`http://localhost:3000${path}`) as NextRequest);
    expect(landing.status).toBe(307);
    const location = new URL(landing.headers.get('location')!);
    expect(location.pathname).toBe('/api/affiliate/click');
    return callRoute(
      click,
      { query: Object.fromEntries(location.searchParams), headers: { 'x-forwarded-for': ip } },
      jar,
    );
  }

  it('tracks ?via=CODE with a 60-day cookie and a click, and credits a paid checkout once', async () => {
    const partner = await signUpUser('partner@example.com');
    const before = await callRoute(affiliate, {}, partner.jar);
    expect([before.status, before.body]).toEqual([200, null]);
    const join = await callRoute(affiliate, { method: 'POST' }, partner.jar);
    const joined = join.body as { code: string; link: string };
    expect(joined.code).toMatch(/^[a-z0-9]{12}$/);
    expect(joined.link).toBe(`${join.origin}/?via=${joined.code}`);

    const landing = await visit(`/es/pricing?via=${joined.code.toUpperCase()}&interval=month`);
    expect(landing.status).toBe(307);
    expect(landing.headers.get('location')).toBe('/es/pricing?interval=month');
    const cookie = landing.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`rc_via=${joined.code}`);
    expect(cookie).toMatch(/Max-Age=5184000/);
    // Only the server reads it; outside production (plain http here) it cannot be Secure.
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).not.toMatch(/; Secure/);
    await visit(`/?via=${joined.code}`); // the same visitor again within the hour: not another click
    await visit(`/?via=${joined.code}`, '10.0.0.2');
    const unknown = await visit('/?via=nosuchcode');
    expect(unknown.headers.get('set-cookie')).toBeNull();
    expect(unknown.headers.get('location')).toBe('/');
    // Pages without `via` go through the proxy untouched.
    expect((await proxy(new Request('http://localhost:3000/pricing') as NextRequest)).status).toBe(200);

    // The buyer's browser landed through the link: the checkout takes the code from its cookie, whatever the page
    // sent (a page cannot read the cookie, so it sends 'checkout_' plus a timestamp).
    const buyer = await signUpUser('referred@example.com');
    await visit(`/pricing?via=${joined.code}`, '10.0.0.3', buyer.jar);
    expect(buyer.jar.get('rc_via')).toBe(joined.code);
    const session = await startCheckout(buyer.jar, 'price_roomcraft_pro_month', {
      clientReferenceId: `checkout_${Date.now()}`,
    });
    expect(session.clientReferenceId).toBe(joined.code);
    await callRoute(pay, { method: 'POST', query: { id: session.sessionId } }, buyer.jar);
    // A second purchase through one's own link earns nothing.
    const own = await startCheckout(partner.jar, 'price_roomcraft_basic_month', {
      clientReferenceId: joined.code,
    });
    await callRoute(pay, { method: 'POST', query: { id: own.sessionId } }, partner.jar);

    const stats = (await callRoute(affiliate, {}, partner.jar)).body;
    expect(stats).toMatchObject({
      clicks: 3,
      conversions: 1,
      commission: { amount: 1470, currency: 'usd' },
      rate: 0.3,
    });
  });
});
