import '@/lib/server-only';
import { asUser } from '@/lib/db/as-user';

/** The most favourite ids sent at once; the studio marks hearts with them, and nobody curates more. */
export const MAX_FAVORITE_IDS = 5000;

export type TRenderSummary = { favoriteIds: string[]; favoritesCount: number; completedCount: number };

/** What the studio keeps beside the feeds (SPEC §3): the set and count of favourites, and finished renders. */
export async function renderSummary(userId: string): Promise<TRenderSummary> {
  return asUser(userId, async (tx) => {
    const { rows } = await tx.query<{ favorite_ids: string[]; favorites: number; completed: number }>(
      `select
         array(select render_id::text from public.favorites where user_id = auth.uid()
               order by created_at desc limit $1) as favorite_ids,
         (select count(*)::int from public.favorites where user_id = auth.uid()) as favorites,
         (select count(*)::int from public.renders where user_id = auth.uid() and status = 'succeeded') as completed`,
      [MAX_FAVORITE_IDS],
    );
    const row = rows[0]!;
    return { favoriteIds: row.favorite_ids, favoritesCount: row.favorites, completedCount: row.completed };
  });
}
