import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLocalStorage } from '@/lib/studio/storage/local-storage';
import type { StoredFile } from '@/lib/studio/storage/storage';
import type { Readable } from 'node:stream';

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

async function bytes(stream: Readable | null): Promise<Buffer> {
  if (!stream) throw new Error('no stream');
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('local storage reads', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'roomcraft-local-storage-'));
  const storage = createLocalStorage(root);

  it("tells a file's size, type and time, and streams all of it or one byte range", async () => {
    const name = key(randomUUID(), '.mp4');
    const data = Buffer.from(Array.from({ length: 300_000 }, (_, i) => i % 251));
    await storage.put(name, data, 'video/mp4');
    const lastWeek = new Date('2026-11-17T10:00:00.000Z');
    await utimes(path.join(root, name), lastWeek, lastWeek);

    expect(await storage.stat(name)).toEqual({
      size: 300_000,
      contentType: 'video/mp4',
      lastModified: lastWeek,
    });
    expect((await bytes(await storage.read(name))).equals(data)).toBe(true);
    expect(await bytes(await storage.read(name, { start: 0, end: 1 }))).toEqual(data.subarray(0, 2));
    expect(
      (await bytes(await storage.read(name, { start: 70_000, end: 299_999 }))).equals(data.subarray(70_000)),
    ).toBe(true);
  });

  it('answers null for a file that is not there, and refuses a key that is not ours', async () => {
    const name = key(randomUUID());
    expect(await storage.stat(name)).toBeNull();
    expect(await storage.read(name)).toBeNull();
    await expect(storage.stat('../../etc/passwd')).rejects.toThrow('Invalid storage key');
    await expect(storage.read('../../etc/passwd')).rejects.toThrow('Invalid storage key');
  });

  it('deletes a leftover temporary file by its name, and nothing outside the key forms', async () => {
    const name = key(randomUUID());
    await storage.put(name, Buffer.from('kept'), 'image/jpeg');
    const temporary = `${name}.4242.tmp`;
    await writeFile(path.join(root, temporary), 'half');
    await storage.delete([temporary]);
    expect(existsSync(path.join(root, temporary))).toBe(false);
    expect(existsSync(path.join(root, name))).toBe(true);
    await expect(storage.delete([`${name}/../../x.4242.tmp`])).rejects.toThrow('Invalid storage key');
  });
});
