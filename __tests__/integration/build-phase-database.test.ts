import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { listPlans } from '@/lib/billing/list-plans';
import { closeDb, getDb } from '@/lib/db/get-db';

const parent = mkdtempSync(path.join(tmpdir(), 'roomcraft-build-'));
const dataDir = path.join(parent, 'pglite');

beforeAll(() => {
  delete process.env.DATABASE_URL;
  Object.assign(process.env, { NEXT_PHASE: 'phase-production-build', PGLITE_DATA_DIR: dataDir });
});
afterAll(async () => {
  await closeDb();
  rmSync(parent, { recursive: true, force: true });
});

describe('the embedded database while next build prerenders', () => {
  it('is a fresh, seeded copy in memory: the plans are there and the data directory is never opened', async () => {
    const db = await getDb();
    expect(db.kind).toBe('pglite');
    expect((await listPlans(db)).map((plan) => plan.name)).toContain('Roomcraft Business');
    expect(existsSync(dataDir)).toBe(false);
  });
});
