import 'next-test-api-route-handler';
import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { mkdtempSync, readdirSync, readlinkSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import type { NextApiRequest, NextApiResponse } from 'next';
import { testApiHandler } from 'next-test-api-route-handler';
import { getStorage } from '@/lib/studio/storage/get-storage';
import * as files from '@/pages/api/files/[...key]';
import { cookieHeader } from './helpers/call-route';
import { signUpUser } from './helpers/sign-up';
import { setupTestDatabase } from './helpers/test-database';
import { uploadImage } from './helpers/upload-image';

let storageDir: string;
beforeAll(() => {
  storageDir = mkdtempSync(path.join(tmpdir(), 'roomcraft-aborted-downloads-'));
  process.env.STORAGE_DIR = storageDir;
});
const t = setupTestDatabase();

let owner: Awaited<ReturnType<typeof signUpUser>>;
beforeAll(async () => {
  owner = await signUpUser('aborted-downloads@example.com');
});

/** What the files route logs as unexpected (logUnexpectedError), watched for the test's length. */
let logged: ReturnType<typeof jest.spyOn>;
beforeAll(() => {
  logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => logged.mockClear());

/** A stored file of the owner's, made `bytes` long: big enough that its answer cannot fit in the sockets' buffers. */
async function ownersFile(bytes: number): Promise<string> {
  const id = await uploadImage(owner.jar);
  const { rows } = await t
    .db()
    .query<{ storage_key: string }>('select storage_key from public.images where id = $1', [id]);
  const key = rows[0]!.storage_key;
  await getStorage().put(key, Buffer.alloc(bytes, 7), 'image/png');
  return key;
}

/** Descriptors this process holds open on the file at `key` (Linux's /proc). */
function openOn(key: string): number {
  const file = path.join(storageDir, key);
  return readdirSync('/proc/self/fd').filter((fd) => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`) === file;
    } catch {
      return false; // closed since the directory was read
    }
  }).length;
}

/** Whether every descriptor on the file is closed within a few seconds (a stream closes its file after it ends). */
async function closedSoon(key: string): Promise<boolean> {
  const deadline = Date.now() + 5_000;
  while (openOn(key) > 0) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setImmediate(resolve));
  }
  return true;
}

/**
 * Asks the files route for `key` over real HTTP and lets `client` drop the request; resolves once the route has
 * finished with it. `before` runs in the server before the route does (to wait for the client to go, say).
 */
async function download(
  key: string,
  client: (answer: Promise<Response>, abort: () => void, arrived: Promise<void>) => Promise<void>,
  before: (req: NextApiRequest, res: NextApiResponse) => Promise<void> = async () => {},
) {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  let routeDone!: Promise<unknown>;
  await testApiHandler({
    pagesHandler: Object.assign(
      async (req: NextApiRequest, res: NextApiResponse) => {
        arrive();
        routeDone = before(req, res).then(() => files.default(req, res));
        await routeDone;
      },
      { config: files.config },
    ),
    params: { key: key.split('/') },
    test: async ({ fetch }) => {
      const controller = new AbortController();
      const answer = fetch({ headers: { cookie: cookieHeader(owner.jar) }, signal: controller.signal });
      // The aborted fetch rejects; what the server made of it is the point.
      answer.catch(() => undefined);
      await client(answer, () => controller.abort(), arrived);
      await arrived;
      await routeDone;
    },
  });
}

describe('GET /api/files when the client goes away', () => {
  it('ends quietly when the client drops the download midway', async () => {
    const key = await ownersFile(32 << 20);
    await download(key, async (answer, abort) => {
      const reader = (await answer).body!.getReader();
      expect((await reader.read()).done).toBe(false);
      abort();
    });
    expect(logged).not.toHaveBeenCalled();
    expect(await closedSoon(key)).toBe(true);
  });

  it('ends quietly, and leaves the file closed, when the client left while the file was being looked up', async () => {
    const key = await ownersFile(1 << 20);
    await download(
      key,
      async (_answer, abort, arrived) => {
        await arrived;
        abort();
      },
      // The route starts once the client's connection is closed: a page left before its images loaded.
      async (_req, res) => {
        if (!res.destroyed) await once(res, 'close');
      },
    );
    expect(logged).not.toHaveBeenCalled();
    expect(await closedSoon(key)).toBe(true);
  });

  it('still logs a file that fails to read once its answer has begun', async () => {
    const key = await ownersFile(1 << 10);
    // A directory where the file was: it opens, and its first read fails (EISDIR).
    await rm(path.join(storageDir, key));
    await mkdir(path.join(storageDir, key));
    await download(key, async (answer) => {
      await answer.then((res) => res.arrayBuffer()).catch(() => undefined);
    });
    expect(logged).toHaveBeenCalledWith(
      expect.stringMatching(/^\[api\] unexpected error /),
      expect.objectContaining({ code: 'EISDIR' }),
    );
  });
});
