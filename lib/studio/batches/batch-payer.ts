import '@/lib/server-only';
import type { Allowance } from '@/lib/allowances/record-charge';
import type { AppError } from '@/lib/api/app-error';
import type { Queryable } from '@/lib/db/types';

/** Who pays a batch's units: the web quota, or the Pro API allowance. */
export type BatchPayer = {
  /** The ledger's name for it. */
  allowance: Extract<Allowance, 'web' | 'api'>;
  /** Units left this month (null: unlimited). */
  left(tx: Queryable): Promise<number | null>;
  /** Takes `units` in one statement, or throws; returns the usage month. Runs in the batch's transaction. */
  take(tx: Queryable, units: number): Promise<string>;
  /** The 402 for a batch that needs `units` while only `left` remain. */
  short(units: number, left: number): AppError;
};
