import 'next-test-api-route-handler';
import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { captureServerEvent } from '@/lib/analytics/server-analytics';
import { applySeed } from '@/lib/db/apply-seed';
import { registerProApiHooks } from '@/lib/pro-api/register-pro-api-hooks';
import * as pay from '@/pages/api/checkout/local/[id]/pay';
import * as checkout from '@/pages/api/create-checkout-session';
import * as me from '@/pages/api/me';
import { createLocalEngine } from '@/lib/studio/engines/local-engine';
import { runNextRender } from '@/lib/studio/lifecycle/run-next-render';
import * as renders from '@/pages/api/renders/index';
import * as apiRenders from '@/pages/api/v1/renders/index';
import { bearer, createKey, renderForm, roomPhoto } from './helpers/api-client';
import { callRoute } from './helpers/call-route';
import { type FakePostHog, startFakePostHog } from './helpers/fake-posthog';
import { signUpUser } from './helpers/sign-up';
import { setupTestDatabase } from './helpers/test-database';
import { uploadImage } from './helpers/upload-image';

const KEY = 'phc_test_project_key';
let posthog: FakePostHog;

// Registered before the database helper's own beforeAll, so the config it reads already names PostHog.
beforeAll(async () => {
  posthog = await startFakePostHog(KEY);
  Object.assign(process.env, {
    NEXT_PUBLIC_POSTHOG_KEY: KEY,
    NEXT_PUBLIC_POSTHOG_HOST: posthog.url,
    STORAGE_DIR: mkdtempSync(path.join(tmpdir(), 'roomcraft-analytics-')),
  });
});
const t = setupTestDatabase();
beforeAll(() => applySeed(t.db()));
// As the server's start-up does: the Pro API hears of every render that ends.
beforeAll(registerProApiHooks);
afterAll(() => posthog.close());
beforeEach(() => posthog.reset());

async function render(jar: Map<string, string>) {
  const imageId = await uploadImage(jar, { width: 64, height: 48 });
  const res = await callRoute(
    renders,
    { method: 'POST', body: { imageId, tool: 'redesign', roomType: 'kitchen', style: 'modern' } },
    jar,
  );
  expect(res.status).toBe(202);
}

describe('server-side analytics through posthog-node', () => {
  it('reports a purchase confirmed by the local checkout, once, and identifies the buyer with the new profile', async () => {
    const user = await signUpUser('analytics-buyer@example.com', 'password-123', 'Grace Hopper');
    await render(user.jar);
    await render(user.jar);
    const meBody = (await callRoute(me, {}, user.jar)).body as {
      totalRenders: number;
      rendersThisMonth: number;
    };
    expect(meBody).toMatchObject({ totalRenders: 2, rendersThisMonth: 2 });

    const started = await callRoute(
      checkout,
      { method: 'POST', body: { price: { id: 'price_roomcraft_pro_month' } } },
      user.jar,
    );
    const { sessionId } = started.body as { sessionId: string };
    const paid = await callRoute(pay, { method: 'POST', query: { id: sessionId } }, user.jar);
    expect(paid.status).toBe(200);

    // Both were awaited before the checkout answered: nothing is left in a queue.
    const purchase = posthog.events.find((e) => e.event === 'purchase_completed');
    expect(purchase).toMatchObject({
      path: '/batch/',
      distinct_id: user.id,
      properties: {
        plan_name: 'Roomcraft Pro',
        price_id: 'price_roomcraft_pro_month',
        interval: 'month',
        quantity: 1,
        value: expect.any(Number),
        currency: 'usd',
        checkout_session_id: sessionId,
        provider: 'local',
        $geoip_disable: true,
      },
    });
    expect(purchase?.properties.value).toBeGreaterThan(0);

    const identify = posthog.events.find((e) => e.event === '$identify');
    expect(identify?.distinct_id).toBe(user.id);
    expect(identify?.properties.$set).toEqual({
      subscription_tier: 'Roomcraft Pro',
      subscription_status: 'active',
      subscription_interval: 'month',
      monthly_quota: 1000,
      total_renders: 2,
      renders_this_month: 2,
      api_enabled: false,
      has_projects: false,
      account_type: 'pro',
      is_paying: true,
    });
    // The name stays out: the buyer may not have consented to analytics in the browser.
    expect(JSON.stringify(posthog.events)).not.toContain('Grace Hopper');
    expect(JSON.stringify(posthog.events)).not.toContain('analytics-buyer@example.com');
    expect(posthog.events.filter((e) => e.event === 'purchase_completed')).toHaveLength(1);
  });

  it('reports a key created, and an API render created and succeeded, from the Pro API itself', async () => {
    const developer = await signUpUser('analytics-developer@example.com');
    const created = await createKey(developer.jar);
    const res = await callRoute(apiRenders, {
      method: 'POST',
      form: renderForm(await roomPhoto(), { tool: 'lighting', room_type: 'bedroom', style: 'modern' }),
      headers: bearer(created.key),
    });
    expect(res.status).toBe(202);
    const renderId = (res.body as { id: string }).id;
    // Earlier renders of this file wait in the queue too: the worker runs until it is idle.
    while ((await runNextRender(createLocalEngine())) === 'rendered') {
      // Next one.
    }
    const ofDeveloper = posthog.events.filter((event) => event.distinct_id === developer.id);
    expect(ofDeveloper.map((event) => event.event)).toEqual([
      'api_key_created',
      'api_render_created',
      'api_render_succeeded',
    ]);
    expect(ofDeveloper[0]!.properties).toMatchObject({ key_id: created.apiKey.id });
    expect(ofDeveloper[1]!.properties).toMatchObject({ render_id: renderId, tool: 'lighting', variants: 1 });
    expect(ofDeveloper[2]!.properties).toMatchObject({
      render_id: renderId,
      duration_ms: expect.any(Number),
    });
  });

  it('sends the API render events the Pro API calls, under the catalogue name', async () => {
    await captureServerEvent('user-42', 'api_render_created', {
      render_id: 'r1',
      tool: 'redesign',
      variants: 2,
    });
    expect(posthog.events).toEqual([
      expect.objectContaining({
        event: 'api_render_created',
        distinct_id: 'user-42',
        properties: expect.objectContaining({ render_id: 'r1', tool: 'redesign', variants: 2 }),
      }),
    ]);
  });

  it('never throws into the request when PostHog is unreachable, and logs instead', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await posthog.close();
    await expect(
      captureServerEvent('user-42', 'api_render_failed', {
        render_id: 'r2',
        tool: 'redesign',
        error_code: null,
      }),
    ).resolves.toBeUndefined();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('[posthog]'), expect.anything());
  });
});
