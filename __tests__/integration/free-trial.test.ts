import 'next-test-api-route-handler';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLocalEngine } from '@/lib/studio/engines/local-engine';
import { inProcessEngine } from '@/lib/studio/engines/in-process-engine';
import { EngineError } from '@/lib/studio/engines/render-engine';
import { purgeExpiredTrials } from '@/lib/studio/trial/purge-expired-trials';
import { runNextRender } from '@/lib/studio/lifecycle/run-next-render';
import * as signin from '@/pages/api/auth/signin';
import * as signup from '@/pages/api/auth/signup';
import * as files from '@/pages/api/files/[...key]';
import * as meRoute from '@/pages/api/me';
import * as rendersRoute from '@/pages/api/renders/index';
import * as trialRenderRoute from '@/pages/api/trial/renders/[id]';
import * as trialRendersRoute from '@/pages/api/trial/renders/index';
import * as trialUploads from '@/pages/api/trial/uploads';
import { callRoute } from './helpers/call-route';
import { setupTestDatabase } from './helpers/test-database';
import { uploadImage } from './helpers/upload-image';

beforeAll(() => {
  process.env.STORAGE_DIR = mkdtempSync(path.join(tmpdir(), 'roomcraft-trial-'));
  // Visitors stand behind one trusted proxy: the last X-Forwarded-For entry is each one's address.
  process.env.TRUSTED_PROXY_HOPS = '1';
});
const t = setupTestDatabase();
const engine = createLocalEngine();

type Render = { id: string; status: string; outputs: string[]; imageUrl: string };
type Visitor = { jar: Map<string, string>; headers: Record<string, string> };

let visitors = 0;
/** A new browser; each from its own address unless told, so the per-address limit stays out of the way. */
const newVisitor = (ip = `203.0.113.${++visitors}`): Visitor => ({
  jar: new Map(),
  headers: { 'x-forwarded-for': ip },
});
const upload = (visitor: Visitor) =>
  uploadImage(visitor.jar, { route: trialUploads, headers: visitor.headers, width: 120, height: 90 });
const render = (visitor: Visitor, imageId: string) =>
  callRoute(
    trialRendersRoute,
    {
      method: 'POST',
      headers: visitor.headers,
      body: { imageId, tool: 'redesign', roomType: 'living_room', style: 'scandinavian' },
    },
    visitor.jar,
  );
const file = (url: string, jar: Map<string, string>) =>
  callRoute(files, { query: { key: url.replace('/api/files/', '').split('/') as unknown as string } }, jar);

describe('the free trial', () => {
  it('lets a visitor upload and make one render a day, then follows them into their new account', async () => {
    const visitor = newVisitor();
    const imageId = await upload(visitor);
    expect(visitor.jar.has('rc_trial')).toBe(true);
    const first = await render(visitor, imageId);
    expect(first.status).toBe(202);
    const { id } = (first.body as { render: Render }).render;

    const second = await render(visitor, imageId);
    expect(second.status).toBe(402);
    expect(second.body).toMatchObject({ error: 'trial_used' });
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);

    expect(await runNextRender(engine)).toBe('rendered');
    const done = await callRoute(trialRenderRoute, { query: { id } }, visitor.jar);
    const result = (done.body as { render: Render }).render;
    expect(result.status).toBe('succeeded');
    expect((await file(result.outputs[0]!, visitor.jar)).status).toBe(200);
    expect((await file(result.imageUrl, visitor.jar)).status).toBe(200);

    const stranger = newVisitor();
    expect((await callRoute(trialRenderRoute, { query: { id } }, stranger.jar)).status).toBe(404);
    expect((await file(result.outputs[0]!, stranger.jar)).status).toBe(404);

    const signedUp = await callRoute(
      signup,
      { method: 'POST', body: { email: 'trial@example.com', password: 'password-123' } },
      visitor.jar,
    );
    expect(signedUp.status).toBe(201);
    // Sign-up starts no session (its answer is the same for a taken address), so the design waits for the sign-in.
    expect(visitor.jar.has('rc_trial')).toBe(true);
    const signedIn = await callRoute(
      signin,
      { method: 'POST', body: { email: 'trial@example.com', password: 'password-123' } },
      visitor.jar,
    );
    expect(signedIn.status).toBe(200);
    expect(visitor.jar.has('rc_trial')).toBe(false);
    const feed = await callRoute(rendersRoute, {}, visitor.jar);
    expect((feed.body as { renders: Render[] }).renders.map((r) => r.id)).toEqual([id]);
    expect((await file(result.outputs[0]!, visitor.jar)).status).toBe(200);
    // The trial design is a gift: the account still has its whole month.
    expect(
      ((await callRoute(meRoute, {}, visitor.jar)).body as { rendersThisMonth: number }).rendersThisMonth,
    ).toBe(0);
    // The trial itself is over for this browser.
    expect((await callRoute(trialRenderRoute, { query: { id } }, visitor.jar)).status).toBe(404);
  });

  it('gives exactly one render to a visitor sending five at once', async () => {
    const visitor = newVisitor();
    const imageId = await upload(visitor);
    const answers = await Promise.all(Array.from({ length: 5 }, () => render(visitor, imageId)));
    expect(answers.map((a) => a.status).sort()).toEqual([202, 402, 402, 402, 402]);
  });

  it('does not count a failed render against the day', async () => {
    const visitor = newVisitor();
    const imageId = await upload(visitor);
    expect((await render(visitor, imageId)).status).toBe(202);
    const broken = inProcessEngine({
      name: 'local-preview',
      render: () => Promise.reject(new EngineError('render_failed', 'The engine is down.')),
    });
    while ((await runNextRender(broken)) === 'rendered') {
      // Earlier tests' queued renders fail too.
    }
    expect((await render(visitor, imageId)).status).toBe(202);
  });

  it("refuses another visitor's photo, a visitor without a trial, and too many visitors from one address", async () => {
    const owner = newVisitor();
    const imageId = await upload(owner);
    const other = newVisitor();
    await upload(other);
    expect((await render(other, imageId)).status).toBe(404);
    expect((await render(newVisitor(), imageId)).status).toBe(404);

    const shared = '198.51.100.7';
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const visitor = newVisitor(shared);
      statuses.push((await render(visitor, await upload(visitor))).status);
    }
    expect(statuses).toEqual([202, 202, 202, 402]);
  });

  it('deletes an unclaimed trial and its files after 30 days, and keeps claimed ones', async () => {
    const visitor = newVisitor();
    const imageId = await upload(visitor);
    const { rows } = await t
      .db()
      .query<{ storage_key: string; visitor_id: string }>(
        'select storage_key, visitor_id from public.images where id = $1',
        [imageId],
      );
    const stored = path.join(process.env.STORAGE_DIR!, rows[0]!.storage_key);
    expect(existsSync(stored)).toBe(true);
    await t
      .db()
      .query(`update private.trial_visitors set created_at = now() - interval '31 days' where id = $1`, [
        rows[0]!.visitor_id,
      ]);
    expect(await purgeExpiredTrials()).toBe(1);
    expect(existsSync(stored)).toBe(false);
    expect((await t.db().query('select 1 from public.images where id = $1', [imageId])).rows).toHaveLength(0);
    // A claimed trial (the first test's) belongs to an account: never purged, however old.
    await t
      .db()
      .query(
        `update private.trial_visitors set created_at = now() - interval '90 days' where claimed_at is not null`,
      );
    expect(await purgeExpiredTrials()).toBe(0);
    expect(
      (await t.db().query('select 1 from public.renders where user_id is not null')).rows.length,
    ).toBeGreaterThan(0);
  });

  it('rejects bad input in the shared error shape', async () => {
    const visitor = newVisitor();
    const imageId = await upload(visitor);
    const res = await callRoute(
      trialRendersRoute,
      {
        method: 'POST',
        headers: visitor.headers,
        body: { imageId, tool: 'teleport', roomType: 'kitchen', style: 'modern' },
      },
      visitor.jar,
    );
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ error: 'unknown_tool' });
  });
});
