import { beforeAll, describe, expect, it } from '@jest/globals';
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, statSync } from 'node:fs';
import { mkdir, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Queryable } from '@/lib/db/types';
import { PURGE_BATCH_SIZE } from '@/lib/retention/delete-in-batches';
import { purgeExpiredOneTimeTokens } from '@/lib/retention/purge-expired-one-time-tokens';
import { purgeExpiredSessions } from '@/lib/retention/purge-expired-sessions';
import { purgeIdempotencyKeys } from '@/lib/retention/purge-idempotency-keys';
import { purgeListingUsage } from '@/lib/retention/purge-listing-usage';
import { purgeOrphanFiles } from '@/lib/retention/purge-orphan-files';
import { purgeRateLimits } from '@/lib/retention/purge-rate-limits';
import { purgeWebhookDeliveries } from '@/lib/retention/purge-webhook-deliveries';
import { RetentionError, runRetention } from '@/lib/retention/run-retention';
import { getStorage } from '@/lib/studio/storage/get-storage';
import { createSupabaseStorage } from '@/lib/studio/storage/supabase-storage';
import { startFakeStorageApi } from './helpers/fake-storage-api';
import { setupTestDatabase } from './helpers/test-database';

beforeAll(() => {
  process.env.STORAGE_DIR = mkdtempSync(path.join(tmpdir(), 'roomcraft-retention-'));
});
const t = setupTestDatabase();
const db = () => t.db();

/** An account, made as sign-up makes one (the trigger adds its public.users row). */
async function newUser(): Promise<string> {
  const id = randomUUID();
  await db().query('insert into auth.users (id, email) values ($1, $2)', [id, `${id}@example.com`]);
  return id;
}

/** A photo row and a render of it; the caller names the keys, so files can be written for them. */
async function newRender(
  userId: string,
  fields: { status?: string; outputs?: string[]; unwatermarked?: string[]; imageKey?: string } = {},
) {
  const imageId = randomUUID();
  const imageKey = fields.imageKey ?? `${userId}/${imageId}.jpg`;
  await db().query(
    `insert into public.images (id, user_id, storage_key, thumbnail_key, width, height, source_type, source_bytes)
     values ($1, $2, $3, $4, 640, 480, 'jpeg', 1000)`,
    [imageId, userId, imageKey, imageKey.replace('.jpg', '-thumb.jpg')],
  );
  const { rows } = await db().query<{ id: string }>(
    `insert into public.renders (user_id, image_id, tool, room_type, style, status, outputs, unwatermarked_outputs,
       quota_month, quota_units, image_key)
     values ($1, $2, 'redesign', 'bedroom', 'japandi', $3, $4, $5, date_trunc('month', now())::date, 1, $6)
     returning id`,
    [
      userId,
      imageId,
      fields.status ?? 'succeeded',
      JSON.stringify(fields.outputs ?? []),
      JSON.stringify(fields.unwatermarked ?? []),
      imageKey,
    ],
  );
  return { renderId: rows[0]!.id, imageKey };
}

const STALLED_WRITER = path.join(__dirname, 'helpers', 'stalled-file-writer.ts');

/** A process storing `key` in the local store at `root`, stopped in the middle of writing its temporary file. */
function startStalledWriter(root: string, key: string): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.NODE_OPTIONS;
  const child = spawn(process.execPath, ['--import', 'tsx', STALLED_WRITER, root, key], {
    env,
    cwd: process.cwd(),
  });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line === 'mid-write') resolve(child);
      else output += `${line}\n`;
    });
    child.on('error', reject);
    child.on('close', (code, signal) => reject(new Error(`the writer ended (${code ?? signal}): ${output}`)));
  });
}

const count = async (sql: string, params: unknown[] = []) =>
  (await db().query<{ n: number }>(`select count(*)::int as n from ${sql}`, params)).rows[0]!.n;

describe('retention purges', () => {
  it('deletes rate-limit counters whose window began over 24 hours ago, and keeps younger ones', async () => {
    await db().query(
      `insert into private.rate_limits (key, window_started_at, hits) values
         ('auth:signin:ip:203.0.113.1', now() - interval '23 hours 59 minutes', 3),
         ('auth:signin:ip:203.0.113.2', now() - interval '24 hours 1 minute', 5),
         ('trial-renders:203.0.113.3', now() - interval '30 days', 1),
         ('api:fresh', now(), 1)`,
    );
    expect(await purgeRateLimits(db())).toBe(2);
    const { rows } = await db().query<{ key: string }>('select key from private.rate_limits order by key');
    expect(rows.map((row) => row.key)).toEqual(['api:fresh', 'auth:signin:ip:203.0.113.1']);
    expect(await purgeRateLimits(db())).toBe(0);
  });

  it('deletes in batches until the backlog is gone', async () => {
    await db().query(
      `insert into private.rate_limits (key, window_started_at, hits)
       select 'backlog:' || n, now() - interval '2 days', 1 from generate_series(1, 12001) as n`,
    );
    const deletedPerStatement: number[] = [];
    const counted: Queryable = {
      query: async <T>(sql: string, params?: unknown[]) => {
        const result = await db().query<T>(sql, params);
        deletedPerStatement.push(result.rowCount);
        return result;
      },
      exec: (sql) => db().exec(sql),
    };
    expect(await purgeRateLimits(counted)).toBe(12001);
    expect(deletedPerStatement).toEqual([PURGE_BATCH_SIZE, PURGE_BATCH_SIZE, 2001]);
    expect(await count(`private.rate_limits where key like 'backlog:%'`)).toBe(0);
  });

  it('deletes Pro API idempotency keys past their 24-hour window', async () => {
    const userId = await newUser();
    await db().query(
      `insert into public.api_idempotency_keys (user_id, key, request_hash, created_at) values
         ($1, 'inside', 'h1', now() - interval '23 hours 59 minutes'),
         ($1, 'past', 'h2', now() - interval '24 hours 1 minute'),
         ($1, 'new', 'h3', now())`,
      [userId],
    );
    expect(await purgeIdempotencyKeys(db())).toBe(1);
    const { rows } = await db().query<{ key: string }>(
      'select key from public.api_idempotency_keys where user_id = $1 order by key',
      [userId],
    );
    expect(rows.map((row) => row.key)).toEqual(['inside', 'new']);
    expect(await purgeIdempotencyKeys(db())).toBe(0);
  });

  it('deletes delivered and given-up webhook deliveries after 30 days, and never a pending one', async () => {
    const { renderId } = await newRender(await newUser());
    const deliveries: [string, string, string][] = [
      ['delivered-inside', 'delivered', '29 days 23 hours'],
      ['delivered-past', 'delivered', '30 days 1 hour'],
      ['failed-inside', 'failed', '29 days 23 hours'],
      ['failed-past', 'failed', '45 days'],
      ['pending-old', 'pending', '90 days'],
      ['pending-new', 'pending', '1 minute'],
    ];
    for (const [label, status, age] of deliveries) {
      await db().query(
        `insert into public.api_webhook_deliveries (render_id, url, event, status, created_at, last_error)
         values ($1, 'https://example.com/hook', 'render.succeeded', $2, now() - $3::interval, $4)`,
        [renderId, status, age, label],
      );
    }
    expect(await purgeWebhookDeliveries(db())).toBe(2);
    const { rows } = await db().query<{ last_error: string }>(
      'select last_error from public.api_webhook_deliveries where render_id = $1 order by last_error',
      [renderId],
    );
    expect(rows.map((row) => row.last_error)).toEqual([
      'delivered-inside',
      'failed-inside',
      'pending-new',
      'pending-old',
    ]);
    expect(await purgeWebhookDeliveries(db())).toBe(0);
  });

  it('deletes listing-writer counters once their day or month is over', async () => {
    await db().query(
      `insert into private.listing_usage (subject, period, used) values
         ('visitor:today', to_char(now() at time zone 'utc', 'YYYY-MM-DD'), 1),
         ('ip:203.0.113.9', to_char(now() at time zone 'utc', 'YYYY-MM-DD'), 2),
         ('visitor:yesterday', to_char(now() at time zone 'utc' - interval '1 day', 'YYYY-MM-DD'), 3),
         ('ip:203.0.113.10', to_char(now() at time zone 'utc' - interval '40 days', 'YYYY-MM-DD'), 1),
         ('user:this-month', to_char(now() at time zone 'utc', 'YYYY-MM'), 7),
         ('user:last-month', to_char(now() at time zone 'utc' - interval '1 month', 'YYYY-MM'), 20)`,
    );
    expect(await purgeListingUsage(db())).toBe(3);
    const { rows } = await db().query<{ subject: string }>(
      'select subject from private.listing_usage order by subject',
    );
    expect(rows.map((row) => row.subject)).toEqual(['ip:203.0.113.9', 'user:this-month', 'visitor:today']);
    expect(await purgeListingUsage(db())).toBe(0);
  });

  it('deletes expired sign-in sessions and e-mail link tokens, and keeps live and used-but-unexpired ones', async () => {
    const userId = await newUser();
    await db().query(
      `insert into local_auth.sessions (user_id, token_hash, expires_at, ip) values
         ($1, 'live', now() + interval '1 minute', '203.0.113.20'),
         ($1, 'expired', now() - interval '1 minute', '203.0.113.21')`,
      [userId],
    );
    await db().query(
      `insert into local_auth.one_time_tokens (user_id, token_hash, type, expires_at, used_at) values
         ($1, 'live', 'magiclink', now() + interval '1 minute', null),
         ($1, 'used', 'recovery', now() + interval '1 minute', now()),
         ($1, 'expired', 'signup', now() - interval '1 minute', null),
         ($1, 'used-expired', 'magiclink', now() - interval '1 hour', now() - interval '2 hours')`,
      [userId],
    );
    expect(await purgeExpiredSessions(db())).toBe(1);
    expect(await purgeExpiredOneTimeTokens(db())).toBe(2);
    const hashes = async (table: string) =>
      (
        await db().query<{ token_hash: string }>(
          `select token_hash from local_auth.${table} where user_id = $1 order by token_hash`,
          [userId],
        )
      ).rows.map((row) => row.token_hash);
    expect(await hashes('sessions')).toEqual(['live']);
    expect(await hashes('one_time_tokens')).toEqual(['live', 'used']);
    expect(await purgeExpiredSessions(db())).toBe(0);
    expect(await purgeExpiredOneTimeTokens(db())).toBe(0);
  });
});

describe('orphaned files', () => {
  const root = () => process.env.STORAGE_DIR!;
  const write = async (key: string, minutesOld: number) => {
    const file = path.join(root(), key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, key);
    const when = new Date(Date.now() - minutesOld * 60_000);
    await utimes(file, when, when);
  };
  const stored = (key: string) => existsSync(path.join(root(), key));
  const newKey = (folder: string, suffix = '.jpg') => `${folder}/${randomUUID()}${suffix}`;

  it('deletes files no row names once they are an hour old, and keeps referenced and younger ones', async () => {
    const userId = await newUser();
    const output = newKey(userId);
    const unwatermarked = newKey(userId);
    const { renderId, imageKey } = await newRender(userId, {
      outputs: [output],
      unwatermarked: [unwatermarked],
    });
    const thumbnailKey = imageKey.replace('.jpg', '-thumb.jpg');
    const video = newKey(userId, '.mp4');
    await db().query(
      `insert into public.videos (user_id, render_id, status, storage_key) values ($1, $2, 'succeeded', $3)`,
      [userId, renderId, video],
    );
    // A Replicate render still running keeps its finished variants in render_predictions only; a failed one's
    // leftovers are garbage.
    const running = await newRender(userId, { status: 'processing' });
    const variantDone = newKey(userId);
    const failed = await newRender(userId, { status: 'failed' });
    const failedLeftover = newKey(userId);
    await db().query(
      `insert into public.render_predictions (prediction_id, render_id, job_id, variant, status, output_key) values
         ('p-running', $1, 'job-a', 0, 'succeeded', $2), ('p-failed', $3, 'job-b', 0, 'succeeded', $4)`,
      [running.renderId, variantDone, failed.renderId, failedLeftover],
    );
    const trialVisitor = randomUUID();
    const oldOrphan = newKey(userId);
    const oldOrphanElsewhere = newKey(trialVisitor, '-thumb.jpg');
    const freshOrphan = newKey(userId);
    const notOurs = `${userId}/notes.txt`;

    const referenced = [
      imageKey,
      thumbnailKey,
      output,
      unwatermarked,
      video,
      running.imageKey,
      variantDone,
      failed.imageKey,
    ];
    for (const key of referenced) await write(key, 24 * 60);
    await write(oldOrphan, 61);
    await write(oldOrphanElsewhere, 30 * 24 * 60);
    await write(failedLeftover, 3 * 60);
    await write(freshOrphan, 50);
    await write(notOurs, 24 * 60);

    expect(await purgeOrphanFiles(db())).toBe(3);
    for (const key of [oldOrphan, oldOrphanElsewhere, failedLeftover])
      expect([key, stored(key)]).toEqual([key, false]);
    for (const key of [...referenced, freshOrphan, notOurs]) expect([key, stored(key)]).toEqual([key, true]);
    expect(await purgeOrphanFiles(db())).toBe(0);
  });

  it("deletes a killed writer's temporary file once it is an hour old, and never a live writer's", async () => {
    const userId = await newUser();
    const [killedKey, liveKey] = [newKey(userId), newKey(userId)];
    const killed = await startStalledWriter(root(), killedKey);
    const live = await startStalledWriter(root(), liveKey);
    try {
      const ended = new Promise((resolve) => killed.once('close', (_code, signal) => resolve(signal)));
      killed.kill('SIGKILL');
      expect(await ended).toBe('SIGKILL');
      const leftover = `${killedKey}.${killed.pid}.tmp`;
      const writing = `${liveKey}.${live.pid}.tmp`;
      // Part of each file is on disk under its temporary name, and neither reached its key.
      for (const name of [leftover, writing]) {
        expect(statSync(path.join(root(), name)).size).toBeGreaterThan(0);
        expect(statSync(path.join(root(), name)).size).toBeLessThan(16 * 1024 * 1024);
      }
      expect([stored(killedKey), stored(liveKey)]).toEqual([false, false]);

      // Nothing touches a dead writer's file again: an hour and a minute on, it is as old as this.
      const stale = new Date(Date.now() - 61 * 60_000);
      await utimes(path.join(root(), leftover), stale, stale);
      expect(await purgeOrphanFiles(db())).toBe(1);
      expect(stored(leftover)).toBe(false);
      expect(stored(writing)).toBe(true);
    } finally {
      live.kill('SIGKILL');
    }
  });

  it('does the same in Supabase Storage, walking its folders through the list endpoint', async () => {
    const api = await startFakeStorageApi({ serviceRoleKey: 'service-role-key', bucket: 'retention' });
    try {
      const storage = createSupabaseStorage(api.url, 'service-role-key', 'retention');
      const userId = await newUser();
      const { imageKey } = await newRender(userId);
      const [oldOrphan, freshOrphan] = [newKey(userId), newKey(randomUUID())];
      for (const key of [imageKey, oldOrphan, freshOrphan])
        await storage.put(key, Buffer.from(key), 'image/jpeg');
      const backdate = (key: string, minutesOld: number) => {
        api.objects.get(`retention/${key}`)!.updatedAt = new Date(
          Date.now() - minutesOld * 60_000,
        ).toISOString();
      };
      backdate(imageKey, 24 * 60);
      backdate(oldOrphan, 61);
      backdate(freshOrphan, 50);

      expect(await purgeOrphanFiles(db(), storage)).toBe(1);
      expect([...api.objects.keys()].sort()).toEqual(
        [`retention/${imageKey}`, `retention/${freshOrphan}`].sort(),
      );
      expect(await purgeOrphanFiles(db(), storage)).toBe(0);
    } finally {
      await api.close();
    }
  });

  it('runs every purge and reports what each deleted; a second run deletes nothing', async () => {
    const userId = await newUser();
    const { renderId } = await newRender(userId);
    await db().query(
      `insert into private.rate_limits (key, window_started_at, hits) values ('contact:ip:x', now() - interval '2 days', 1)`,
    );
    await db().query(
      `insert into public.api_idempotency_keys (user_id, key, request_hash, created_at)
       values ($1, 'old', 'h', now() - interval '2 days')`,
      [userId],
    );
    await db().query(
      `insert into public.api_webhook_deliveries (render_id, url, event, status, created_at)
       values ($1, 'https://example.com/hook', 'render.failed', 'delivered', now() - interval '31 days')`,
      [renderId],
    );
    await db().query(
      `insert into private.listing_usage (subject, period, used) values ('user:old', '2020-01', 1)`,
    );
    await db().query(
      `insert into local_auth.sessions (user_id, token_hash, expires_at) values ($1, 'gone', now() - interval '1 day')`,
      [userId],
    );
    await db().query(
      `insert into local_auth.one_time_tokens (user_id, token_hash, type, expires_at)
       values ($1, 'gone', 'recovery', now() - interval '1 day')`,
      [userId],
    );
    await write(newKey(userId), 2 * 60);

    expect(await runRetention()).toEqual({
      rateLimits: 1,
      idempotencyKeys: 1,
      webhookDeliveries: 1,
      listingUsage: 1,
      sessions: 1,
      oneTimeTokens: 1,
      orphanFiles: 1,
    });
    expect(await runRetention(db())).toEqual({
      rateLimits: 0,
      idempotencyKeys: 0,
      webhookDeliveries: 0,
      listingUsage: 0,
      sessions: 0,
      oneTimeTokens: 0,
      orphanFiles: 0,
    });
  });

  it('still runs the database purges when storage fails, then reports the failure with their counts', async () => {
    await db().query(
      `insert into private.rate_limits (key, window_started_at, hits) values ('contact:ip:y', now() - interval '2 days', 1)`,
    );
    const broken = {
      ...getStorage(),
      list: () => {
        throw new Error('storage is down');
      },
    };
    const failure = await runRetention(db(), broken).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RetentionError);
    expect((failure as RetentionError).message).toBe('Retention purges failed: orphanFiles');
    expect((failure as RetentionError).errors).toEqual([new Error('storage is down')]);
    expect((failure as RetentionError).counts).toEqual({
      rateLimits: 1,
      idempotencyKeys: 0,
      webhookDeliveries: 0,
      listingUsage: 0,
      sessions: 0,
      oneTimeTokens: 0,
    });
  });
});
