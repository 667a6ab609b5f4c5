/** `npm run db:reset`: deletes the embedded database and builds it again from the migrations. */
import { rmSync } from 'node:fs';
import { closeDb, getDb } from '@/lib/db/get-db';
import { getServerEnv } from '@/lib/env';

async function main() {
  const env = getServerEnv();
  if (env.DATABASE_URL) {
    console.error('db:reset only resets the embedded database. For a hosted one use `supabase db reset`.');
    process.exit(1);
  }
  rmSync(env.PGLITE_DATA_DIR, { recursive: true, force: true });
  await getDb();
  await closeDb();
  console.log(`Reset ${env.PGLITE_DATA_DIR}: fresh database with every migration applied.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
