import { z } from 'zod';
import { AppError } from '@/lib/api/app-error';
import { getPayments } from '@/lib/billing/payments/get-payments';
import { getDb } from '@/lib/db/get-db';

export const ZAccountDeletion = z.object({
  confirm: z.string({ message: 'Type DELETE to confirm.' }),
});

/**
 * Deletes an account for good: its subscriptions are cancelled with the payment provider first (so nobody is
 * billed for an account that is gone), then the auth user is deleted and everything of theirs goes with it
 * (every user table references auth.users with ON DELETE CASCADE).
 */
export async function deleteAccount(userId: string, input: z.infer<typeof ZAccountDeletion>): Promise<void> {
  if (input.confirm !== 'DELETE') throw new AppError(400, 'confirmation_required', 'Type DELETE to confirm.');
  const db = await getDb();
  const { rows } = await db.query<{ id: string }>(
    `select id from public.subscriptions where user_id = $1 and status not in ('canceled', 'incomplete_expired')`,
    [userId],
  );
  for (const subscription of rows) await getPayments().cancelSubscriptionNow(subscription.id);
  await db.query('delete from auth.users where id = $1', [userId]);
}
