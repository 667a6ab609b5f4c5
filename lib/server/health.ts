import '@/lib/server-only';
import { getDb } from '@/lib/db/get-db';
import { type Adapters, getServerEnv } from '@/lib/env';

export type Health = {
  status: 'ok' | 'degraded';
  adapters: Omit<Adapters, 'errors'>;
  database: { ok: boolean; latencyMs: number | null };
};

export async function getHealth(): Promise<Health> {
  const { errors: _errors, ...adapters } = getServerEnv().adapters;
  const started = performance.now();
  try {
    const db = await getDb();
    await db.query('select 1');
    return {
      status: 'ok',
      adapters,
      database: { ok: true, latencyMs: Math.round(performance.now() - started) },
    };
  } catch (error) {
    console.error('[health] database unreachable', error);
    return { status: 'degraded', adapters, database: { ok: false, latencyMs: null } };
  }
}
