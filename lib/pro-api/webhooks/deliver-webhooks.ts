import '@/lib/server-only';
import { asUser } from '@/lib/db/as-user';
import { getDb } from '@/lib/db/get-db';
import type { Database } from '@/lib/db/types';
import { QUEUES } from '@/lib/jobs/queues';
import { sendJob } from '@/lib/jobs/send-job';
import { readBatch } from '@/lib/studio/batches/read-batch';
import { toApiBatch } from '../api-batch-view';
import { API_RENDER_COLUMNS, type ApiRenderRow, toApiRender } from '../api-render-view';
import { OutboundError, outboundRequest } from '../outbound-request';
import { SIGNATURE_HEADER, signWebhook } from './sign-webhook';

/** Seconds to wait after each failed attempt; after the last one the delivery is given up (about 31 hours in all). */
export const WEBHOOK_BACKOFF_SECONDS = [30, 120, 600, 3600, 6 * 3600, 24 * 3600];
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** A claimed delivery is someone else's to retry after this, should its worker die mid-request. */
const LEASE_SECONDS = 60;

type Claimed = {
  id: string;
  /** What the delivery is about: a render, or a listing batch. */
  render_id: string | null;
  batch_id: string | null;
  url: string;
  event: string;
  attempts: number;
  created_at: Date;
};

/** The body of a webhook: what happened and its subject as the API's GET shows it ({render} or {batch}). */
export function webhookBody(delivery: Claimed, data: Record<string, unknown>): string {
  return JSON.stringify({
    id: delivery.id,
    type: delivery.event,
    created_at: delivery.created_at.toISOString(),
    data,
  });
}

type Subject = {
  /** The webhook secret of the key that asked for the delivery (null: gone). */
  secret: string | null;
  data: Record<string, unknown>;
  /** Why the delivery is given up without being sent, when it no longer says what is true. */
  outdated?: string | undefined;
};

/** The delivery's subject as the API shows it, and the webhook secret of the key that asked for it. */
async function loadSubject(db: Database, delivery: Claimed): Promise<Subject> {
  if (delivery.batch_id) {
    const { rows } = await db.query<{ user_id: string; webhook_secret: string | null }>(
      `select b.user_id, k.webhook_secret from public.listing_batches b
       left join public.api_keys k on k.id = b.api_key_id where b.id = $1`,
      [delivery.batch_id],
    );
    const owner = rows[0];
    if (!owner?.webhook_secret) return { secret: null, data: {} };
    const { batch, photos } = await asUser(owner.user_id, (tx) => readBatch(tx, delivery.batch_id!));
    // A retried photo reopened the batch before this went out; it sends its own batch.finished when it ends again.
    const outdated =
      delivery.event === 'batch.finished' && batch.status !== 'finished'
        ? 'A retried photo reopened the batch before this delivery went out.'
        : undefined;
    return { secret: owner.webhook_secret, data: { batch: toApiBatch(batch, photos) }, outdated };
  }
  const { rows } = await db.query<ApiRenderRow & { webhook_secret: string | null }>(
    `select ${API_RENDER_COLUMNS.split(', ')
      .map((c) => `r.${c}`)
      .join(', ')}, k.webhook_secret
     from public.renders r left join public.api_keys k on k.id = r.api_key_id where r.id = $1`,
    [delivery.render_id],
  );
  const render = rows[0];
  return { secret: render?.webhook_secret ?? null, data: render ? { render: toApiRender(render) } : {} };
}

/**
 * Sends one due webhook, if any: claimed with a lease (SKIP LOCKED, so workers never send the same one together),
 * signed with the webhook secret of the key that asked for it, and either marked delivered (any 2xx) or
 * scheduled again with backoff. Returns whether there was one.
 */
export async function deliverNextWebhook(): Promise<'sent' | 'idle'> {
  const db = await getDb();
  const { rows } = await db.query<Claimed>(
    `update public.api_webhook_deliveries set attempts = attempts + 1,
       next_attempt_at = now() + make_interval(secs => $1)
     where id = (select id from public.api_webhook_deliveries where status = 'pending' and next_attempt_at <= now()
                 order by next_attempt_at limit 1 for update skip locked)
     returning id, render_id, batch_id, url, event, attempts, created_at`,
    [LEASE_SECONDS],
  );
  const delivery = rows[0];
  if (!delivery) return 'idle';

  const subject = await loadSubject(db, delivery);
  let outcome: { ok: true; status: number } | { ok: false; status: number | null; error: string };
  if (!subject.secret) {
    outcome = { ok: false, status: null, error: 'The API key that asked for this webhook no longer exists.' };
  } else if (subject.outdated) {
    outcome = { ok: false, status: null, error: subject.outdated };
  } else {
    const body = webhookBody(delivery, subject.data);
    try {
      const response = await outboundRequest(delivery.url, {
        method: 'POST',
        body,
        headers: {
          'content-type': 'application/json',
          [SIGNATURE_HEADER]: signWebhook(subject.secret, body),
          'Roomcraft-Webhook-Id': delivery.id,
          'Roomcraft-Event': delivery.event,
        },
        maxBytes: 64 * 1024,
        timeoutMs: WEBHOOK_TIMEOUT_MS,
      });
      outcome = { ok: true, status: response.status };
    } catch (error) {
      if (!(error instanceof OutboundError)) throw error;
      outcome = { ok: false, status: error.status ?? null, error: error.message };
    }
  }

  if (outcome.ok) {
    await db.query(
      `update public.api_webhook_deliveries set status = 'delivered', delivered_at = now(), last_status = $2,
         last_error = null where id = $1`,
      [delivery.id, outcome.status],
    );
  } else {
    const wait =
      subject.secret && !subject.outdated ? WEBHOOK_BACKOFF_SECONDS[delivery.attempts - 1] : undefined;
    await db.query(
      `update public.api_webhook_deliveries set last_status = $2, last_error = $3,
         status = case when $4::int is null then 'failed' else 'pending' end,
         next_attempt_at = case when $4::int is null then next_attempt_at else now() + make_interval(secs => $4) end
       where id = $1`,
      [delivery.id, outcome.status, outcome.error.slice(0, 500), wait ?? null],
    );
    // The next attempt's own nudge: without it the periodic sweep would still send it, up to a minute late.
    if (wait !== undefined) {
      await sendJob(
        QUEUES.webhooks,
        {},
        { startAfter: wait, singletonKey: `retry:${delivery.id}:${delivery.attempts}` },
      );
    }
  }
  return 'sent';
}

/** The webhook job's work: sends every delivery that is due now. */
export async function deliverDueWebhooks(): Promise<void> {
  while ((await deliverNextWebhook()) === 'sent') {
    // Keep going while deliveries are due.
  }
}
