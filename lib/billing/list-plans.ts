import '@/lib/server-only';
import { getDb } from '@/lib/db/get-db';
import type { Queryable } from '@/lib/db/types';
import type { TPlan } from './plan-types';
import { listablePlans } from './pricing-rules';

/**
 * SPEC §7 "Load plans with prices": active products with their active prices, ordered by metadata.index and then
 * by amount; then SPEC §5: only plans with a price, ascending by their first price.
 */
export async function listPlans(db?: Queryable): Promise<TPlan[]> {
  const { rows } = await (db ?? (await getDb())).query<{ plan: TPlan }>(
    `select jsonb_build_object(
       'id', p.id, 'name', p.name, 'description', p.description, 'active', p.active, 'metadata', p.metadata,
       'prices', coalesce((
         select jsonb_agg(jsonb_build_object(
           'id', pr.id, 'product_id', pr.product_id, 'active', pr.active, 'unit_amount', pr.unit_amount,
           'currency', pr.currency, 'type', pr.type, 'interval', pr.interval, 'interval_count', pr.interval_count)
           order by pr.unit_amount asc, pr.id)
         from public.prices pr where pr.product_id = p.id and pr.active), '[]'::jsonb)
     ) as plan
     from public.products p
     where p.active
     order by (p.metadata ->> 'index')::int nulls last, p.id`,
  );
  return listablePlans(rows.map((r) => r.plan));
}
