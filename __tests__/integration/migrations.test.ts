import { describe, expect, it } from '@jest/globals';
import { migrate, readMigrations } from '@/lib/db/migrate';
import { setupTestDatabase } from './helpers/test-database';

const t = setupTestDatabase();

describe('migrations', () => {
  it('records every migration once, in order', async () => {
    const { rows } = await t
      .db()
      .query<{ version: string }>(
        'select version from supabase_migrations.schema_migrations order by version',
      );
    expect(rows.map((r) => r.version)).toEqual(readMigrations().map((m) => m.version));
  });

  it('applies nothing and changes nothing when run again', async () => {
    const before = await t.db().query('select count(*)::int as n from supabase_migrations.schema_migrations');
    expect(await migrate(t.db())).toEqual([]);
    expect(await migrate(t.db())).toEqual([]);
    const after = await t.db().query('select count(*)::int as n from supabase_migrations.schema_migrations');
    expect(after.rows).toEqual(before.rows);
  });

  it('creates the Supabase shim: auth.users, auth.uid() and the three roles', async () => {
    const roles = await t
      .db()
      .query<{ rolname: string }>(
        "select rolname from pg_roles where rolname in ('anon', 'authenticated', 'service_role') order by rolname",
      );
    expect(roles.rows.map((r) => r.rolname)).toEqual(['anon', 'authenticated', 'service_role']);
    const uid = await t.db().transaction(async (tx) => {
      await tx.query("select set_config('request.jwt.claims', $1, true)", [
        JSON.stringify({ sub: '00000000-0000-4000-8000-000000000001' }),
      ]);
      return (await tx.query<{ uid: string }>('select auth.uid() as uid')).rows[0]?.uid;
    });
    expect(uid).toBe('00000000-0000-4000-8000-000000000001');
  });

  it('enables row-level security on every user and billing table', async () => {
    const { rows } = await t.db().query<{ relname: string; relrowsecurity: boolean }>(
      `select c.relname, c.relrowsecurity from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r' order by c.relname`,
    );
    expect(rows.map((r) => r.relname)).toEqual([
      'affiliate_clicks',
      'affiliates',
      'api_idempotency_keys',
      'api_keys',
      'api_webhook_deliveries',
      'contact_messages',
      'customers',
      'favorites',
      'images',
      'listing_batches',
      'listing_descriptions',
      'prices',
      'products',
      'projects',
      'referrals',
      'render_predictions',
      'renders',
      'stripe_events',
      'subscriptions',
      'usage',
      'users',
      'videos',
    ]);
    expect(rows.every((r) => r.relrowsecurity)).toBe(true);
  });
});
