import { randomBytes } from 'node:crypto';
import { AppError } from '@/lib/api/app-error';
import { getDb } from '@/lib/db/get-db';
import { getServerEnv } from '@/lib/env';
import { getURL } from '@/lib/site-url';

export type TAffiliateDashboard = {
  code: string;
  link: string;
  clicks: number;
  conversions: number;
  commission: { amount: number; currency: string };
  rate: number;
};

/** Joins the programme: a random code, made once per user. */
export async function joinAffiliateProgram(userId: string): Promise<TAffiliateDashboard> {
  const db = await getDb();
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = randomBytes(6).toString('hex');
    const { rows } = await db.query(
      'insert into public.affiliates (user_id, code) values ($1, $2) on conflict do nothing returning code',
      [userId, code],
    );
    const joined = await db.query('select 1 from public.affiliates where user_id = $1', [userId]);
    if (rows.length > 0 || joined.rows.length > 0) return getAffiliateDashboard(userId);
  }
  throw new Error('Could not make a unique affiliate code');
}

/** The affiliate's code, link and results; 404 until they join. */
export async function getAffiliateDashboard(userId: string): Promise<TAffiliateDashboard> {
  const db = await getDb();
  const { rows } = await db.query<{ code: string; clicks: number; conversions: number; commission: number }>(
    `select a.code,
       (select count(*)::int from public.affiliate_clicks c where c.code = a.code) as clicks,
       (select count(*)::int from public.referrals r where r.code = a.code) as conversions,
       (select coalesce(sum(r.commission), 0)::bigint from public.referrals r where r.code = a.code) as commission
     from public.affiliates a where a.user_id = $1`,
    [userId],
  );
  const row = rows[0];
  if (!row) throw new AppError('not_an_affiliate');
  return {
    code: row.code,
    link: getURL(`?via=${row.code}`),
    clicks: row.clicks,
    conversions: row.conversions,
    commission: { amount: Number(row.commission), currency: 'usd' },
    rate: getServerEnv().AFFILIATE_COMMISSION_RATE,
  };
}
