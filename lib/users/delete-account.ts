import '@/lib/server-only';
import { z } from 'zod';
import { AppError } from '@/lib/api/app-error';
import { getPayments } from '@/lib/billing/payments/get-payments';
import { getAuth } from '@/lib/auth/get-auth';
import { getDb } from '@/lib/db/get-db';
import { getStorage } from '@/lib/studio/storage/get-storage';

export const ZAccountDeletion = z.object({
  confirm: z.string({ message: 'confirmation_required' }),
});

/**
 * Deletes an account for good: its subscriptions are cancelled with the payment provider first (so nobody is
 * billed for an account that is gone), then the auth user is deleted and every row of theirs goes with it (every
 * user table references auth.users with ON DELETE CASCADE), then their stored files (uploads and results).
 */
export async function deleteAccount(userId: string, input: z.infer<typeof ZAccountDeletion>): Promise<void> {
  if (input.confirm !== 'DELETE') throw new AppError('confirmation_required');
  const db = await getDb();
  const { rows } = await db.query<{ id: string }>(
    `select id from public.subscriptions where user_id = $1 and status not in ('canceled', 'incomplete_expired')`,
    [userId],
  );
  for (const subscription of rows) await getPayments().cancelSubscriptionNow(subscription.id);
  const files = await db.query<{ key: string }>(
    `select storage_key as key from public.images where user_id = $1
     union all select thumbnail_key from public.images where user_id = $1
     union all select jsonb_array_elements_text(outputs) from public.renders where user_id = $1
     union all select jsonb_array_elements_text(unwatermarked_outputs) from public.renders where user_id = $1
     union all select storage_key from public.videos where user_id = $1 and storage_key is not null`,
    [userId],
  );
  await db.query('delete from auth.users where id = $1', [userId]);
  // The account's sessions end with it: this process stops answering them at once, not when the auth provider's
  // (or the database's) word of it comes.
  await getAuth().forgetUser(userId);
  // After the rows: a file whose row is gone can no longer be served, and a failed delete only leaves garbage.
  await getStorage().delete(files.rows.map((row) => row.key));
}
