import '@/lib/server-only';
import { z } from 'zod';
import { AppError } from './app-error';

/** Where a newest-first page ended: the (created_at, id) of its last row, so the next page never repeats or skips. */
export type KeysetCursor = { createdAt: string; id: string };

/** `toISOString()` of a year from 1 to 9999, with at most PostgreSQL's microseconds. */
const ISO_TIMESTAMP = /^(\d{4})-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z$/;

/**
 * A timestamp PostgreSQL takes as it is meant. JavaScript's date parser accepts far more than PostgreSQL does ("1",
 * `Date#toString()` output, year 0 or 275760) and rolls 30 February over into March, where PostgreSQL refuses it; so
 * only the strict form our own cursors use is taken, and only if it names a real instant.
 */
function isStorableTimestamp(value: string): boolean {
  const match = ISO_TIMESTAMP.exec(value);
  if (!match || match[1] === '0000') return false;
  const date = new Date(value);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 19) === value.slice(0, 19);
}

const ZKeysetCursor = z.object({ createdAt: z.string().refine(isStorableTimestamp), id: z.uuid() });

export const encodeCursor = (cursor: KeysetCursor) =>
  Buffer.from(JSON.stringify({ createdAt: cursor.createdAt, id: cursor.id })).toString('base64url');

/** The cursor a client sent back, or null for the first page; anything else is a 400 in the shared shape. */
export function decodeCursor(cursor: string | undefined): KeysetCursor | null {
  if (!cursor) return null;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    // Not JSON: the error below.
  }
  const parsed = ZKeysetCursor.safeParse(decoded);
  if (parsed.success) return parsed.data;
  throw new AppError('invalid_cursor');
}
