import '@/lib/server-only';
import { z } from 'zod';
import { AppError } from '@/lib/api/app-error';
import { asUser } from '@/lib/db/as-user';
import type { Queryable } from '@/lib/db/types';
import { generateApiKey } from './api-key-format';
import type { TApiKey, TCreatedApiKey } from './api-key-types';

/** Enough for one key per environment or integration; more usually means keys are not being revoked. */
export const MAX_ACTIVE_API_KEYS = 10;

export const ZApiKeyInput = z.object({
  name: z
    .string({ message: 'api_key_name_required' })
    .trim()
    .min(1, 'api_key_name_required')
    .max(60, 'api_key_name_too_long'),
});

type KeyRow = { id: string; name: string; prefix: string; created_at: Date; last_used_at: Date | null };
const KEY_COLUMNS = 'id, name, prefix, created_at, last_used_at';

const toApiKey = (row: KeyRow): TApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  createdAt: row.created_at.toISOString(),
  lastUsedAt: row.last_used_at?.toISOString() ?? null,
});

const KEY_NOT_FOUND = new AppError('api_key_not_found');

async function insertKey(tx: Queryable, name: string): Promise<TCreatedApiKey> {
  const generated = generateApiKey();
  const { rows } = await tx.query<KeyRow>(
    `insert into public.api_keys (user_id, name, prefix, key_hash, webhook_secret)
     values (auth.uid(), $1, $2, $3, $4) returning ${KEY_COLUMNS}`,
    [name, generated.prefix, generated.hash, generated.webhookSecret],
  );
  return { key: generated.key, webhookSecret: generated.webhookSecret, apiKey: toApiKey(rows[0]!) };
}

/** The account's live keys, newest first (RLS: only its own). */
export async function listApiKeys(userId: string): Promise<TApiKey[]> {
  const { rows } = await asUser(userId, (tx) =>
    tx.query<KeyRow>(
      `select ${KEY_COLUMNS} from public.api_keys where revoked_at is null order by created_at desc, id desc`,
    ),
  );
  return rows.map(toApiKey);
}

/** Every account may create keys; without an API tier it calls on the trial allowance. */
export async function createApiKey(userId: string, name: string): Promise<TCreatedApiKey> {
  return asUser(userId, async (tx) => {
    // The user's row lock serialises concurrent creations, so the cap holds.
    await tx.query('select 1 from public.users where id = auth.uid() for update');
    const { rows } = await tx.query<{ live: number }>(
      'select count(*)::int as live from public.api_keys where revoked_at is null',
    );
    if ((rows[0]?.live ?? 0) >= MAX_ACTIVE_API_KEYS) {
      throw new AppError('too_many_api_keys', { params: { max: MAX_ACTIVE_API_KEYS } });
    }
    return insertKey(tx, name);
  });
}

/** Revokes a key at once: the next call with it answers 401. */
export async function revokeApiKey(userId: string, keyId: string): Promise<void> {
  await asUser(userId, async (tx) => {
    const { rows } = await tx.query(
      'update public.api_keys set revoked_at = now() where id = $1 and revoked_at is null returning id',
      [keyId],
    );
    if (!rows[0]) throw KEY_NOT_FOUND;
  });
}

/** A new key with the same name replaces the old one, which stops working at once. */
export async function rotateApiKey(userId: string, keyId: string): Promise<TCreatedApiKey> {
  return asUser(userId, async (tx) => {
    const { rows } = await tx.query<{ name: string }>(
      'update public.api_keys set revoked_at = now() where id = $1 and revoked_at is null returning name',
      [keyId],
    );
    if (!rows[0]) throw KEY_NOT_FOUND;
    return insertKey(tx, rows[0].name);
  });
}
