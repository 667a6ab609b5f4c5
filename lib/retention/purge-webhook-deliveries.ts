import '@/lib/server-only';
import type { Queryable } from '@/lib/db/types';
import { deleteInBatches } from './delete-in-batches';

/** How long a finished webhook delivery stays on record, for support questions about what was sent. */
export const WEBHOOK_DELIVERY_RETENTION_DAYS = 30;

/**
 * Deletes webhook deliveries made more than 30 days ago that were delivered or given up; a pending one is still
 * to be sent, however old, and stays. Returns how many.
 */
export function purgeWebhookDeliveries(db: Queryable): Promise<number> {
  return deleteInBatches(
    db,
    `delete from public.api_webhook_deliveries where id in (
       select id from public.api_webhook_deliveries
       where status in ('delivered', 'failed') and created_at < now() - make_interval(days => $2)
       limit $1 for update skip locked)`,
    [WEBHOOK_DELIVERY_RETENTION_DAYS],
  );
}
