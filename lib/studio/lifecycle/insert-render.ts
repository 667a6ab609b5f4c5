import '@/lib/server-only';
import type { Queryable } from '@/lib/db/types';
import type { ToolOptions } from '../catalog/tool-options';
import { RENDER_COLUMNS, type RenderRow } from '../renders/render-view';
import { enqueueRender } from './enqueue-render';

/** A new render, as the renders table names its columns; those left out take the table's defaults. */
export type NewRender = {
  id?: string;
  /** The ledger row that paid for it (none for a free trial). */
  charge_id?: string;
  /** The owner: an account, or for a free trial the visitor. */
  user_id?: string;
  visitor_id?: string;
  image_id: string;
  mask_image_id: string | null;
  image_key: string;
  tool: string;
  room_type: string;
  style: string;
  prompt?: string | null;
  variants: number;
  watermark: boolean;
  quota_month: string;
  quota_units: number;
  options: ToolOptions;
  project_id?: string | null;
  api_units?: number;
  api_key_id?: string | null;
  webhook_url?: string | null;
  strict_layout?: boolean;
  batch_id?: string;
  batch_position?: number;
  seed?: number | null;
  room_group?: number;
};

/** Every column a new render may set, so the statement names only these whatever the object holds. */
const COLUMNS = [
  'id',
  'charge_id',
  'user_id',
  'visitor_id',
  'image_id',
  'mask_image_id',
  'image_key',
  'tool',
  'room_type',
  'style',
  'prompt',
  'variants',
  'watermark',
  'quota_month',
  'quota_units',
  'options',
  'project_id',
  'api_units',
  'api_key_id',
  'webhook_url',
  'strict_layout',
  'batch_id',
  'batch_position',
  'seed',
  'room_group',
] as const satisfies readonly (keyof NewRender)[];

/**
 * The one insert of a render: `queued` (the table's default), with its job queued in the same transaction
 * (enqueueRender, which `bulk` and the job queue's start-up rule are for), so neither exists without the other.
 * Each way in checks and charges its own way first: createRender (the studio and the Pro API), createBatch (a
 * listing batch's photos), createTrialRender (a visitor's free render). Completed in SQL by `user_context_changed`
 * (the owner's open pages hear of the new render).
 */
export async function insertRender(tx: Queryable, render: NewRender, bulk = false): Promise<RenderRow> {
  const columns = COLUMNS.filter((column) => render[column] !== undefined);
  const { rows } = await tx.query<RenderRow>(
    `insert into public.renders (${columns.join(', ')})
     values (${columns.map((_, at) => `$${at + 1}`).join(', ')})
     returning ${RENDER_COLUMNS}`,
    columns.map((column) => (column === 'options' ? JSON.stringify(render.options) : render[column])),
  );
  await enqueueRender(tx, rows[0]!.id, bulk);
  return rows[0]!;
}
