import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLocalStorage } from '@/lib/studio/storage/local-storage';
import type { StoredFile } from '@/lib/studio/storage/storage';

const key = (folder: string, suffix = '.jpg') => `${folder}/${randomUUID()}${suffix}`;

async function listed(files: AsyncIterable<StoredFile>): Promise<StoredFile[]> {
  const all: StoredFile[] = [];
  for await (const file of files) all.push(file);
  return all.sort((a, b) => a.key.localeCompare(b.key));
}

describe('local storage listing', () => {
  it('lists every file in every folder with its last-modified time, names that are not keys included', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'roomcraft-local-storage-'));
    const storage = createLocalStorage(root);
    const [alice, bob] = [randomUUID(), randomUUID()];
    const keys = [key(alice), key(alice, '-thumb.jpg'), key(bob, '.mp4')];
    for (const name of keys) await storage.put(name, Buffer.from(name), 'image/jpeg');
    const lastWeek = new Date('2026-11-17T10:00:00.000Z');
    await utimes(path.join(root, keys[0]!), lastWeek, lastWeek);
    // What a write interrupted between its temporary file and the rename leaves.
    await writeFile(path.join(root, `${keys[1]}.123.tmp`), 'half');

    const all = await listed(storage.list());
    expect(all.map((file) => file.key)).toEqual([...keys, `${keys[1]}.123.tmp`].sort());
    expect(all.find((file) => file.key === keys[0])?.lastModified).toEqual(lastWeek);
    for (const file of all.filter((file) => file.key !== keys[0])) {
      expect(Math.abs(file.lastModified.getTime() - Date.now())).toBeLessThan(60_000);
    }

    expect((await listed(storage.list(bob))).map((file) => file.key)).toEqual([keys[2]]);
    expect(await listed(storage.list(randomUUID()))).toEqual([]);
  });

  it('lists nothing before anything was stored', async () => {
    const storage = createLocalStorage(path.join(tmpdir(), `roomcraft-never-created-${randomUUID()}`));
    expect(await listed(storage.list())).toEqual([]);
  });

  it('refuses a folder that is not an owner id, so a listing cannot leave the storage root', () => {
    const storage = createLocalStorage(mkdtempSync(path.join(tmpdir(), 'roomcraft-local-storage-')));
    expect(() => storage.list('..')).toThrow('Invalid storage folder: ..');
    expect(() => storage.list(`${randomUUID()}/..`)).toThrow('Invalid storage folder');
  });
});
