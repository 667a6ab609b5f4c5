import '@/lib/server-only';
import { asUser } from '@/lib/db/as-user';
import { type TUserContext, type TUserContextJson, toUserContext } from './to-user-context';

/**
 * The user's single details row and current subscription (trialing or active, with its price and product nested),
 * read together under the user's own session so RLS applies. With two current subscriptions (a webhook race, a
 * second checkout) the newest wins instead of an error. The query lives in public.current_user_context() so its plan
 * is cached (it runs on nearly every page view).
 */
export async function getUserContext(userId: string): Promise<TUserContext> {
  return asUser(userId, async (tx) => {
    const { rows } = await tx.query<{ context: TUserContextJson }>(
      'select public.current_user_context() as context',
    );
    return toUserContext(rows[0]?.context);
  });
}
