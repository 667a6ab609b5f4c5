import '@/lib/server-only';
import { getDb } from '@/lib/db/get-db';
import { QUEUES } from '@/lib/jobs/queues';
import { sendJob } from '@/lib/jobs/send-job';
import { wakeWorkers } from '@/lib/jobs/wake-workers';
import { onRenderFinished } from '@/lib/studio/lifecycle/render-finished';
import { reportApiRenderOutcome } from './report-api-render';

/**
 * A render that just ended may have a webhook to send, its own or its batch's (the finish triggers wrote them):
 * nudge the webhook worker now.
 */
async function nudgeWebhooks(renderId: string): Promise<void> {
  const db = await getDb();
  const { rows } = await db.query(
    `select 1 from public.api_webhook_deliveries d
     where (d.render_id = $1 or d.batch_id = (select batch_id from public.renders where id = $1))
       and d.status = 'pending' limit 1`,
    [renderId],
  );
  if (rows.length === 0) return;
  // One waiting nudge (this key) drains every due delivery, so nudges of renders ending together collapse.
  await sendJob(QUEUES.webhooks, {}, { singletonKey: 'now' });
  wakeWorkers(QUEUES.webhooks);
}

async function afterRenderFinished(renderId: string): Promise<void> {
  await reportApiRenderOutcome(renderId);
  await nudgeWebhooks(renderId);
}

/**
 * Hooks the Pro API into the render lifecycle, which knows nothing of it: outcome analytics and webhook nudges for
 * every render that ends, whatever ended it. Called once at start-up by each process that serves or works.
 */
export function registerProApiHooks(): void {
  onRenderFinished('pro-api', afterRenderFinished);
}
