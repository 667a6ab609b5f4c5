import 'next-test-api-route-handler';
import { describe, expect, it } from '@jest/globals';
import * as health from '@/pages/api/health';
import { callRoute } from './helpers/call-route';
import { setupTestDatabase } from './helpers/test-database';

setupTestDatabase();

describe('GET /api/health', () => {
  it('reports each adapter and a reachable database', async () => {
    const res = await callRoute(health);
    expect(res.status).toBe(200);
    const body = res.body as {
      status: string;
      adapters: Record<string, string>;
      database: { ok: boolean; latencyMs: number };
    };
    expect(body.status).toBe('ok');
    expect(body.adapters).toEqual({
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
      auth: 'local',
      storage: 'local',
      payments: 'local',
      renderEngine: 'local',
      listingWriter: 'local',
      analytics: 'off',
    });
    expect(body.database.ok).toBe(true);
    expect(body.database.latencyMs).toBeGreaterThanOrEqual(0);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
