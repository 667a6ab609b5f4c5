import { randomBytes } from 'node:crypto';
import type { Queryable } from '@/lib/db/types';

const secrets = new Map<string, Promise<Uint8Array>>();

/**
 * A random key made once per database under `name` (so every server process on it agrees), then cached. It lives
 * beside the embedded adapter's other keys, but keys that are not the embedded adapter's own (the known-device
 * signature) are made there with Supabase Auth too: it is our database either way.
 */
export function serverSecret(db: Queryable, name: string): Promise<Uint8Array> {
  let secret = secrets.get(name);
  if (!secret) {
    secret = (async () => {
      await db.query(
        'insert into local_auth.secrets (name, value) values ($1, $2) on conflict (name) do nothing',
        [name, randomBytes(32).toString('base64')],
      );
      const { rows } = await db.query<{ value: string }>(
        'select value from local_auth.secrets where name = $1',
        [name],
      );
      return new Uint8Array(Buffer.from(rows[0]!.value, 'base64'));
    })().catch((error: unknown) => {
      secrets.delete(name);
      throw error;
    });
    secrets.set(name, secret);
  }
  return secret;
}
