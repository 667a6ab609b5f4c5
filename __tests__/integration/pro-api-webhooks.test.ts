import 'next-test-api-route-handler';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { WEBHOOK_BACKOFF_SECONDS, deliverNextWebhook } from '@/lib/pro-api/webhooks/deliver-webhooks';
import { createLocalEngine } from '@/lib/studio/engines/local-engine';
import { runNextRender } from '@/lib/studio/lifecycle/run-next-render';
import * as renderRoute from '@/pages/api/v1/renders/[id]';
import * as rendersRoute from '@/pages/api/v1/renders/index';
import type { TCreatedApiKey } from '@/lib/pro-api/api-key-types';
import { bearer, createKey, losePhotoOf, renderForm, roomPhoto } from './helpers/api-client';
import { callRoute } from './helpers/call-route';
import { startLocalWebServer } from './helpers/local-web-server';
import { signUpUser } from './helpers/sign-up';
import { setupTestDatabase } from './helpers/test-database';

type Server = Awaited<ReturnType<typeof startLocalWebServer>>;
let receiver: Server;
/** Status codes the receiver answers with, in turn; 200 once they run out. */
const answers: number[] = [];

beforeAll(async () => {
  receiver = await startLocalWebServer({
    '/hook': (_req, res) => res.writeHead(answers.shift() ?? 200).end(),
  });
  process.env.STORAGE_DIR = mkdtempSync(path.join(tmpdir(), 'roomcraft-webhooks-'));
  process.env.OUTBOUND_ALLOWED_ORIGINS = receiver.url;
});
const t = setupTestDatabase();
afterAll(() => receiver.close());

let created: TCreatedApiKey;
beforeAll(async () => {
  created = await createKey((await signUpUser('api-webhooks@example.com')).jar);
});

/**
 * The recipe of the API reference, written out independently of our signing code: HMAC-SHA256 over
 * "<t>.<raw body>" with the webhook secret, hex, compared in constant time, and t within 5 minutes.
 */
function verifyAsDocumented(secret: string, rawBody: string, header: string): boolean {
  const fields = new Map(header.split(',').map((part) => part.split('=') as [string, string]));
  const t = fields.get('t');
  const v1 = fields.get('v1');
  if (!t || !v1 || Math.abs(Date.now() / 1000 - Number(t)) > 300) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  const given = Buffer.from(v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

async function renderWithWebhook(fields: Record<string, string> = {}) {
  const res = await callRoute(rendersRoute, {
    method: 'POST',
    form: renderForm(await roomPhoto(), {
      tool: 'redesign',
      room_type: 'bedroom',
      style: 'japandi',
      webhook_url: `${receiver.url}/hook`,
      ...fields,
    }),
    headers: bearer(created.key),
  });
  expect(res.status).toBe(202);
  return (res.body as { id: string }).id;
}

const deliveriesOf = (renderId: string) =>
  t
    .db()
    .query<{ status: string; attempts: number; event: string; due_in: number; last_status: number | null }>(
      `select status, attempts, event, extract(epoch from next_attempt_at - now())::int as due_in, last_status
       from public.api_webhook_deliveries where render_id = $1`,
      [renderId],
    )
    .then((result) => result.rows);

describe('outgoing webhooks', () => {
  it('POST the finished render, signed so the documented recipe verifies it', async () => {
    const renderId = await renderWithWebhook();
    expect(await deliveriesOf(renderId)).toEqual([]);
    expect(await runNextRender(createLocalEngine())).toBe('rendered');
    expect(await deliveriesOf(renderId)).toMatchObject([{ status: 'pending', event: 'render.succeeded' }]);

    expect(await deliverNextWebhook()).toBe('sent');
    const request = receiver.received.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['roomcraft-event']).toBe('render.succeeded');
    const signature = String(request.headers['roomcraft-signature']);
    expect(verifyAsDocumented(created.webhookSecret, request.body, signature)).toBe(true);
    // Tampering with the body, or another secret, fails the recipe.
    expect(
      verifyAsDocumented(created.webhookSecret, request.body.replace('succeeded', 'failed'), signature),
    ).toBe(false);
    expect(verifyAsDocumented('whsec_other', request.body, signature)).toBe(false);

    const payload = JSON.parse(request.body) as { id: string; type: string; data: { render: unknown } };
    expect(payload.id).toBe(request.headers['roomcraft-webhook-id']);
    expect(payload.type).toBe('render.succeeded');
    // The render exactly as GET /api/v1/renders/{id} shows it.
    const shown = await callRoute(renderRoute, { query: { id: renderId }, headers: bearer(created.key) });
    // Each call here reaches a test server on another port, and no site address is configured, so links are
    // compared by path: on one server they share its address.
    const byPath = (value: unknown) =>
      JSON.parse(JSON.stringify(value).replace(/https?:\/\/[^/"]+\/api\/files\//g, '/api/files/')) as unknown;
    expect(byPath(payload.data.render)).toEqual(byPath(shown.body));
    expect(payload.data.render).toMatchObject({
      id: renderId,
      status: 'succeeded',
      outputs: [expect.any(String)],
    });
    expect(await deliveriesOf(renderId)).toMatchObject([
      { status: 'delivered', attempts: 1, last_status: 200 },
    ]);
    expect(await deliverNextWebhook()).toBe('idle');
  });

  it('retry with backoff until the receiver acknowledges, with the same delivery id', async () => {
    const renderId = await renderWithWebhook();
    await runNextRender(createLocalEngine());
    answers.push(500, 503);
    expect(await deliverNextWebhook()).toBe('sent');
    const [first] = await deliveriesOf(renderId);
    expect(first).toMatchObject({ status: 'pending', attempts: 1, last_status: 500 });
    expect(first!.due_in).toBeGreaterThan(WEBHOOK_BACKOFF_SECONDS[0]! - 5);
    expect(first!.due_in).toBeLessThanOrEqual(WEBHOOK_BACKOFF_SECONDS[0]!);
    // Not due yet.
    expect(await deliverNextWebhook()).toBe('idle');

    const wait = async () => {
      await t
        .db()
        .query(`update public.api_webhook_deliveries set next_attempt_at = now() where render_id = $1`, [
          renderId,
        ]);
      expect(await deliverNextWebhook()).toBe('sent');
    };
    await wait();
    const [second] = await deliveriesOf(renderId);
    expect(second).toMatchObject({ status: 'pending', attempts: 2, last_status: 503 });
    expect(second!.due_in).toBeGreaterThan(WEBHOOK_BACKOFF_SECONDS[1]! - 5);
    await wait();
    expect(await deliveriesOf(renderId)).toMatchObject([
      { status: 'delivered', attempts: 3, last_status: 200 },
    ]);
    const attempts = receiver.received.slice(-3);
    expect(new Set(attempts.map((r) => r.headers['roomcraft-webhook-id'])).size).toBe(1);
    for (const attempt of attempts) {
      expect(
        verifyAsDocumented(
          created.webhookSecret,
          attempt.body,
          String(attempt.headers['roomcraft-signature']),
        ),
      ).toBe(true);
    }
  });

  it('give up after the last retry', async () => {
    const renderId = await renderWithWebhook();
    await runNextRender(createLocalEngine());
    answers.push(...Array.from({ length: WEBHOOK_BACKOFF_SECONDS.length + 1 }, () => 500));
    for (let attempt = 0; attempt <= WEBHOOK_BACKOFF_SECONDS.length; attempt++) {
      await t
        .db()
        .query(`update public.api_webhook_deliveries set next_attempt_at = now() where render_id = $1`, [
          renderId,
        ]);
      expect(await deliverNextWebhook()).toBe('sent');
    }
    expect(await deliveriesOf(renderId)).toMatchObject([
      { status: 'failed', attempts: WEBHOOK_BACKOFF_SECONDS.length + 1, last_status: 500 },
    ]);
    expect(await deliverNextWebhook()).toBe('idle');
  });

  it('tell about failed renders too', async () => {
    const renderId = await renderWithWebhook();
    await losePhotoOf(t.db(), renderId);
    await runNextRender(createLocalEngine());
    expect(await deliverNextWebhook()).toBe('sent');
    const payload = JSON.parse(receiver.received.at(-1)!.body) as {
      type: string;
      data: { render: { status: string; error: string } };
    };
    expect(payload.type).toBe('render.failed');
    expect(payload.data.render).toMatchObject({ status: 'failed', error: expect.any(String) });
  });

  it('never connect to a private address, even when the address turns private after the render was made', async () => {
    const internal = await startLocalWebServer({ '/hook': (_req, res) => res.writeHead(200).end() });
    try {
      const renderId = await renderWithWebhook();
      await t
        .db()
        .query(`update public.renders set webhook_url = $2 where id = $1`, [
          renderId,
          `${internal.url}/hook`,
        ]);
      await runNextRender(createLocalEngine());
      expect(await deliverNextWebhook()).toBe('sent');
      expect(internal.received).toEqual([]);
      const row = await t
        .db()
        .query<{ status: string; last_error: string }>(
          'select status, last_error from public.api_webhook_deliveries where render_id = $1',
          [renderId],
        );
      expect(row.rows[0]).toMatchObject({
        status: 'pending',
        last_error: expect.stringContaining('private'),
      });
    } finally {
      await internal.close();
    }
  });
});
