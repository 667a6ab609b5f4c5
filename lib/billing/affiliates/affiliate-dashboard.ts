import '@/lib/server-only';
import { randomBytes } from 'node:crypto';
import { getDb } from '@/lib/db/get-db';
import { getServerEnv } from '@/lib/env';
import { getURL } from '@/lib/site/site-url';

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
    await db.query('insert into public.affiliates (user_id, code) values ($1, $2) on conflict do nothing', [
      userId,
      code,
    ]);
    // None only when the code was taken and this user had not joined before: another code is drawn.
    const dashboard = await getAffiliateDashboard(userId);
    if (dashboard) return dashboard;
  }
  throw new Error('Could not make a unique affiliate code');
}

/** The affiliate's code, link and results; null until they join (a state the page shows, not a failure). */
export async function getAffiliateDashboard(userId: string): Promise<TAffiliateDashboard | null> {
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
  if (!row) return null;
  return {
    code: row.code,
    link: getURL(`?via=${row.code}`),
    clicks: row.clicks,
    conversions: row.conversions,
    commission: { amount: Number(row.commission), currency: 'usd' },
    rate: getServerEnv().AFFILIATE_COMMISSION_RATE,
  };
}
