import '@/lib/server-only';
import { AppError } from '@/lib/api/app-error';
import { asUser } from '@/lib/db/as-user';
import { getDb } from '@/lib/db/get-db';
import type { Queryable } from '@/lib/db/types';
import type { TListingHistoryItem, TListingInput, TListingResult } from './listing-input';

export const HISTORY_SIZE = 20;

type Row = {
  id: string;
  input: TListingInput;
  description: string;
  warnings: TListingResult['warnings'];
  language: TListingInput['language'];
  created_at: Date;
};

const toItem = (row: Row): TListingHistoryItem => ({
  id: row.id,
  input: row.input,
  description: row.description,
  warnings: row.warnings,
  language: row.language,
  createdAt: row.created_at.toISOString(),
});

/** Keeps a written description in the user's history (`db` may be the transaction that must keep it with others). */
export async function saveListing(
  db: Queryable,
  userId: string,
  input: TListingInput,
  result: TListingResult,
): Promise<TListingHistoryItem> {
  const { rows } = await db.query<Row>(
    `insert into public.listing_descriptions (user_id, input, description, warnings, language)
     values ($1, $2, $3, $4, $5) returning id, input, description, warnings, language, created_at`,
    [userId, JSON.stringify(input), result.description, JSON.stringify(result.warnings), input.language],
  );
  return toItem(rows[0]!);
}

/** The user's latest descriptions, newest first, read under their own session (RLS). */
export async function listListings(userId: string): Promise<TListingHistoryItem[]> {
  return asUser(userId, async (tx) => {
    const { rows } = await tx.query<Row>(
      `select id, input, description, warnings, language, created_at from public.listing_descriptions
       order by created_at desc, id limit ${HISTORY_SIZE}`,
    );
    return rows.map(toItem);
  });
}

/** Deletes one of the user's descriptions; anyone else's is answered as if it did not exist. */
export async function deleteListing(userId: string, id: string): Promise<void> {
  const db = await getDb();
  const { rowCount } = await db.query(
    'delete from public.listing_descriptions where id = $1 and user_id = $2',
    [id, userId],
  );
  if (rowCount === 0) {
    throw new AppError('listing_not_found');
  }
}
