/**
 * Child process of the SIGKILL fault test: opens the embedded database named by PGLITE_DATA_DIR (migrating it, as the
 * server does on start) and saves contact messages one after another, printing `ack <n>` once each has committed.
 * The parent kills it part-way through and checks that every acknowledged message survived.
 */
import { closeDb, getDb } from '@/lib/db/get-db';
import { saveContactMessage } from '@/lib/contact/save-contact-message';

const WRITES = 100;

async function main(): Promise<void> {
  await getDb();
  process.stdout.write('open\n');
  for (let n = 1; n <= WRITES; n++) {
    await saveContactMessage(
      { name: 'Fault test', email: 'fault@example.com', topic: 'general', message: `write number ${n}` },
      { ip: '127.0.0.1', userId: null },
    );
    process.stdout.write(`ack ${n}\n`);
  }
  process.stdout.write('done\n');
  await closeDb();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
