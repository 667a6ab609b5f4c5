import '@/lib/server-only';
import { z } from 'zod';
import { decodeCursor, encodeCursor } from '@/lib/api/keyset-cursor';
import { asUser } from '@/lib/db/as-user';
import { assertOwnProject } from '../projects/projects';
import { RENDER_COLUMNS, type RenderRow, renderViewFor } from './render-view';

export const PAGE_SIZE = 20;

export const ZRenderListQuery = z.object({
  feed: z
    .enum(['private', 'public', 'favorites'], { message: 'feed is private, public or favorites.' })
    .default('private'),
  cursor: z.string().max(200).optional(),
  project: z.uuid({ message: 'project must be the id of one of your projects.' }).optional(),
});

/**
 * One page of a feed, newest first, under the user's own session (RLS): their renders, everyone's public ones, or
 * their favourites, optionally within one of their projects. Keyset pagination on (created_at, id), so pages never repeat or skip while renders are added.
 */
export async function listRenders(userId: string, query: z.infer<typeof ZRenderListQuery>) {
  const after = decodeCursor(query.cursor);
  const where = {
    private: 'r.user_id = auth.uid()',
    public: 'r.is_public',
    favorites:
      'exists (select 1 from public.favorites f where f.render_id = r.id and f.user_id = auth.uid())',
  }[query.feed];
  const { rows } = await asUser(userId, async (tx) => {
    if (query.project) await assertOwnProject(tx, userId, query.project);
    return tx.query<RenderRow>(
      `select ${RENDER_COLUMNS.split(', ')
        .map((c) => `r.${c}`)
        .join(', ')} from public.renders r
       where ${where} and ($1::timestamptz is null or (r.created_at, r.id) < ($1::timestamptz, $2::uuid))
         and ($4::uuid is null or r.project_id = $4)
       order by r.created_at desc, r.id desc limit $3`,
      [after?.createdAt ?? null, after?.id ?? null, PAGE_SIZE + 1, query.project ?? null],
    );
  });
  // The public and favourite feeds hold other people's renders: those are shown in their public view.
  const renders = rows.slice(0, PAGE_SIZE).map((row) => renderViewFor(userId, row));
  const hasMore = rows.length > PAGE_SIZE;
  return { renders, hasMore, nextCursor: hasMore ? encodeCursor(renders[renders.length - 1]!) : null };
}
