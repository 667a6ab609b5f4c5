/** `npm run db:migrate`: applies pending migrations to the configured database (DATABASE_URL, else embedded). */
import { closeDb, getDb } from '@/lib/db/get-db';
import { migrate } from '@/lib/db/migrate';

async function main() {
  const db = await getDb();
  const applied = await migrate(db);
  console.log(applied.length ? `Applied ${applied.join(', ')}` : 'Database is up to date.');
  await closeDb();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
