import type { Queryable } from '@/lib/db/types';

/** Every table of the database by name, with a digest of all its rows. */
export type TableSnapshot = Map<string, string>;

/**
 * The rows of every table in every schema (ours, the job queue's, the auth stand-in's), each table reduced to its
 * row count and a digest of its rows in a fixed order: whatever a request writes anywhere changes one of them.
 */
export async function snapshotTables(db: Queryable): Promise<TableSnapshot> {
  const { rows: tables } = await db.query<{ name: string }>(
    `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
     order by 1`,
  );
  if (tables.length === 0) return new Map();
  const { rows } = await db.query<{ name: string; digest: string }>(
    tables
      .map(
        ({ name }) =>
          `select '${name.replaceAll("'", "''")}' as name,
             count(*) || ':' || md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as digest
           from ${name} t`,
      )
      .join(' union all '),
  );
  return new Map(rows.map((row) => [row.name, row.digest]));
}

/** The tables whose rows differ between two snapshots (or that one of them lacks). */
export function changedTables(before: TableSnapshot, after: TableSnapshot): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name)).sort();
}
