import 'next-test-api-route-handler';
import { describe, expect, it } from '@jest/globals';
import { asService, asUser } from '@/lib/db/as-user';
import { signUpUser } from './helpers/sign-up';
import { setupTestDatabase } from './helpers/test-database';

const t = setupTestDatabase();

describe('users table', () => {
  it('gets a row from the new-user trigger with the spec defaults and the sign-up name', async () => {
    const { id } = await signUpUser('trigger@example.com', 'password-123', 'Grace Hopper');
    const { rows } = await t.db().query('select * from public.users where id = $1', [id]);
    expect(rows[0]).toMatchObject({
      id,
      full_name: 'Grace Hopper',
      monthly_quota: 3,
      api_total_completed: 0,
      api_completed_month: 0,
      api_key: null,
      project_count: 0,
    });
  });

  it('gets a row for an auth user created directly (as Supabase Auth does)', async () => {
    const { rows } = await asService((tx) =>
      tx.query<{ id: string }>(
        `insert into auth.users (email, raw_user_meta_data) values ('direct@example.com', '{"full_name":"Direct"}')
         returning id`,
      ),
    );
    const details = await t.db().query('select full_name from public.users where id = $1', [rows[0]!.id]);
    expect(details.rows).toEqual([{ full_name: 'Direct' }]);
  });
});

describe('row-level security through asUser', () => {
  it("lets user B neither read nor update user A's row", async () => {
    const a = await signUpUser('rls-a@example.com', 'password-123', 'Alice');
    const b = await signUpUser('rls-b@example.com', 'password-123', 'Bob');

    const seenByB = await asUser(b.id, (tx) => tx.query('select id from public.users where id = $1', [a.id]));
    expect(seenByB.rows).toEqual([]);
    const allSeenByB = await asUser(b.id, (tx) => tx.query<{ id: string }>('select id from public.users'));
    expect(allSeenByB.rows.map((r) => r.id)).toEqual([b.id]);

    const updated = await asUser(b.id, (tx) =>
      tx.query("update public.users set full_name = 'hacked' where id = $1", [a.id]),
    );
    expect(updated.rowCount).toBe(0);
    const aRow = await t.db().query('select full_name from public.users where id = $1', [a.id]);
    expect(aRow.rows).toEqual([{ full_name: 'Alice' }]);
  });

  it('lets a user change their own name but never their quota or counters', async () => {
    const c = await signUpUser('rls-c@example.com');
    await asUser(c.id, (tx) => tx.query("update public.users set full_name = 'Carol' where id = auth.uid()"));
    await expect(
      asUser(c.id, (tx) => tx.query('update public.users set monthly_quota = 100000 where id = auth.uid()')),
    ).rejects.toThrow(/permission denied/);
    const { rows } = await t
      .db()
      .query('select full_name, monthly_quota from public.users where id = $1', [c.id]);
    expect(rows).toEqual([{ full_name: 'Carol', monthly_quota: 3 }]);
  });

  it('keeps customers private and subscriptions to their owner', async () => {
    const d = await signUpUser('rls-d@example.com');
    const e = await signUpUser('rls-e@example.com');
    await asService(async (tx) => {
      await tx.query("insert into public.customers (id, stripe_customer_id) values ($1, 'cus_d')", [d.id]);
      await tx.query("insert into public.products (id, name) values ('prod_x', 'Roomcraft Pro')");
      await tx.query(
        "insert into public.prices (id, product_id, unit_amount, currency, interval) values ('price_x', 'prod_x', 1200, 'usd', 'month')",
      );
      await tx.query(
        "insert into public.subscriptions (id, user_id, status, price_id) values ('sub_d', $1, 'active', 'price_x')",
        [d.id],
      );
    });
    await expect(asUser(d.id, (tx) => tx.query('select * from public.customers'))).rejects.toThrow(
      /permission denied/,
    );
    const own = await asUser(d.id, (tx) => tx.query('select id from public.subscriptions'));
    expect(own.rows).toEqual([{ id: 'sub_d' }]);
    const other = await asUser(e.id, (tx) => tx.query('select id from public.subscriptions'));
    expect(other.rows).toEqual([]);
    // Products and prices are public catalogue data.
    const catalogue = await asUser(e.id, (tx) =>
      tx.query("select id from public.prices where id = 'price_x'"),
    );
    expect(catalogue.rows).toEqual([{ id: 'price_x' }]);
  });
});
