/**
 * Run by retention.test.ts in a process of its own (`tsx stalled-file-writer.ts <root> <key>`): stores a 16 MB file
 * in the local store and, once part of it is on disk under its temporary name, prints `mid-write` and stops dead,
 * its one thread blocked, so the write's next chunk never starts. The test then kills it with SIGKILL (a writer
 * that died mid-write) or leaves it be (a live writer).
 */
import { statSync, writeSync } from 'node:fs';
import path from 'node:path';
import { createLocalStorage } from '@/lib/studio/storage/local-storage';

const [root, key] = process.argv.slice(2) as [string, string];
const SIZE = 16 * 1024 * 1024;
const temporary = path.join(root, `${key}.${process.pid}.tmp`);

// Runs between the write's chunks (each one an await), so it sees the file part written.
function watch() {
  let written = 0;
  try {
    written = statSync(temporary).size;
  } catch {
    // Not created yet.
  }
  if (written > 0 && written < SIZE) {
    writeSync(1, 'mid-write\n');
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
  }
  setImmediate(watch);
}

watch();
createLocalStorage(root)
  .put(key, Buffer.alloc(SIZE, 1), 'image/jpeg')
  .then(() => writeSync(1, 'finished before it could be stopped\n'));
