import { z } from 'zod';
import { AppError } from './app-error';

/** Where a newest-first page ended: the (created_at, id) of its last row, so the next page never repeats or skips. */
export type KeysetCursor = { createdAt: string; id: string };

export const encodeCursor = (cursor: KeysetCursor) =>
  Buffer.from(JSON.stringify({ createdAt: cursor.createdAt, id: cursor.id })).toString('base64url');

/** The cursor a client sent back, or null for the first page; anything else is a 400 in the shared shape. */
export function decodeCursor(cursor: string | undefined): KeysetCursor | null {
  if (!cursor) return null;
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as KeysetCursor;
    if (!Number.isNaN(Date.parse(parsed.createdAt)) && z.uuid().safeParse(parsed.id).success) return parsed;
  } catch {
    // Falls through to the error below.
  }
  throw new AppError(400, 'invalid_cursor', 'That page cursor is not valid; start from the first page.');
}
