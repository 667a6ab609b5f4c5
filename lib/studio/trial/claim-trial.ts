import '@/lib/server-only';
import type { AuthIo } from '@/lib/auth/types';
import { getDb } from '@/lib/db/get-db';
import { clearTrialCookie, findTrialVisitor } from './trial-visitor';

/**
 * Moves a trial visitor's photos and renders into the account they have just created or signed in to, once. The
 * files keep their keys: access follows the rows. Renders of the trial never count against the account's quota.
 */
export async function claimTrial(io: AuthIo, userId: string): Promise<{ images: number; renders: number }> {
  const visitor = await findTrialVisitor(io);
  if (!visitor) return { images: 0, renders: 0 };
  const db = await getDb();
  const moved = await db.transaction(async (tx) => {
    const claimed = await tx.query(
      `update private.trial_visitors set claimed_by = $2, claimed_at = now()
       where id = $1 and claimed_at is null returning id`,
      [visitor.id, userId],
    );
    if (claimed.rows.length === 0) return { images: 0, renders: 0 };
    const images = await tx.query(
      'update public.images set user_id = $2, visitor_id = null where visitor_id = $1 returning id',
      [visitor.id, userId],
    );
    const renders = await tx.query(
      'update public.renders set user_id = $2, visitor_id = null where visitor_id = $1 returning id',
      [visitor.id, userId],
    );
    return { images: images.rows.length, renders: renders.rows.length };
  });
  clearTrialCookie(io);
  return moved;
}
