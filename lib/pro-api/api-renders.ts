import '@/lib/server-only';
import { z } from 'zod';
import { decodeCursor, encodeCursor } from '@/lib/api/keyset-cursor';
import { asUser } from '@/lib/db/as-user';
import { RENDER_NOT_FOUND } from '@/lib/studio/renders/get-render';
import { deleteRender } from '@/lib/studio/renders/update-render';
import { API_RENDER_COLUMNS, type ApiRenderRow, toApiRender } from './api-render-view';
import type { TApiRender, ZApiRenderListQuery } from './v1-schemas';

/** One of the account's API renders (renders made in the studio are not part of the API's collection). */
export async function getApiRender(userId: string, renderId: string): Promise<TApiRender> {
  const { rows } = await asUser(userId, (tx) =>
    tx.query<ApiRenderRow>(
      `select ${API_RENDER_COLUMNS} from public.renders where id = $1 and user_id = auth.uid() and api_key_id is not null`,
      [renderId],
    ),
  );
  if (!rows[0]) throw RENDER_NOT_FOUND;
  return toApiRender(rows[0]);
}

/** The account's API renders, newest first, by keyset pages (none repeats or is skipped while renders are added). */
export async function listApiRenders(userId: string, query: z.infer<typeof ZApiRenderListQuery>) {
  const after = decodeCursor(query.cursor);
  const { rows } = await asUser(userId, (tx) =>
    tx.query<ApiRenderRow>(
      `select ${API_RENDER_COLUMNS} from public.renders
       where user_id = auth.uid() and api_key_id is not null
         and ($1::timestamptz is null or (created_at, id) < ($1::timestamptz, $2::uuid))
       order by created_at desc, id desc limit $3`,
      [after?.createdAt ?? null, after?.id ?? null, query.limit + 1],
    ),
  );
  const data = rows.slice(0, query.limit).map(toApiRender);
  const last = data.at(-1);
  const hasMore = rows.length > query.limit;
  return {
    data,
    has_more: hasMore,
    next_cursor: hasMore && last ? encodeCursor({ createdAt: last.created_at, id: last.id }) : null,
  };
}

/** Deletes an API render with its files; one still in progress gives its images back. */
export async function deleteApiRender(userId: string, renderId: string): Promise<void> {
  await getApiRender(userId, renderId);
  await deleteRender(userId, renderId);
}
