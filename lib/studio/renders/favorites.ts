import '@/lib/server-only';
import { asUser } from '@/lib/db/as-user';
import { RENDER_NOT_FOUND } from './get-render';

/** Favourites a render the user may see (their own or a public one); doing it twice is harmless. */
export async function addFavorite(userId: string, renderId: string): Promise<void> {
  await asUser(userId, async (tx) => {
    const visible = await tx.query('select 1 from public.renders where id = $1', [renderId]);
    if (visible.rows.length === 0) throw RENDER_NOT_FOUND;
    await tx.query(
      'insert into public.favorites (user_id, render_id) values (auth.uid(), $1) on conflict do nothing',
      [renderId],
    );
  });
}

export async function removeFavorite(userId: string, renderId: string): Promise<void> {
  await asUser(userId, (tx) =>
    tx.query('delete from public.favorites where user_id = auth.uid() and render_id = $1', [renderId]),
  );
}
