/**
 * The thread the JavaScript decoders run in, so a large or hostile file costs this thread's time and memory, never
 * the server's event loop. Plain JavaScript, loaded from disk as it is: no bundler sees it (decode-off-thread.ts).
 *
 * Takes `{ format, bytes, maxPixels, maxEdge }`, answers `{ image }` (its pixels transferred, not copied) or
 * `{ refusal }`. The image is shrunk here to fit `maxEdge`, the size uploads are normalised to: full-size pixels
 * (147 MB for 49 MP) arriving in the server's heap would set off its garbage collector, pausing every request for
 * a few hundred milliseconds to sweep a heap they are not even in.
 */
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import sharp from 'sharp';
import { decodeBmp } from './decode-bmp.mjs';
import { decodeHeif } from './decode-heif.mjs';
import { DecodeRefusal } from './decode-refusal.mjs';

// Decoding yields to the event loop when they want the same core: on Linux each thread has an id of its own (the
// last part of /proc/thread-self) and a priority of its own. Elsewhere the thread keeps the process's priority.
try {
  setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), 10);
} catch {
  // Not Linux, or not allowed: decoding still runs off the event loop, at the same priority.
}

/**
 * @param {import('./decode-bmp.mjs').RawImage} image
 * @param {number} maxEdge
 * @returns {Promise<import('./decode-bmp.mjs').RawImage>}
 */
async function fit(image, maxEdge) {
  const { width, height, channels } = image;
  if (Math.max(width, height) <= maxEdge) return image;
  const { data, info } = await sharp(image.data, { raw: { width, height, channels } })
    .resize({ width: maxEdge, height: maxEdge, fit: 'inside' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  // A copy into memory of our own: sharp's buffers are its own memory, which cannot be handed to another thread.
  return { width: info.width, height: info.height, channels, data: new Uint8Array(data) };
}

parentPort.on('message', async ({ format, bytes, maxPixels, maxEdge }) => {
  try {
    const decoded = format === 'bmp' ? decodeBmp(bytes, maxPixels) : await decodeHeif(bytes, maxPixels);
    const image = await fit(decoded, maxEdge);
    parentPort.postMessage({ image }, [image.data.buffer]);
  } catch (error) {
    // Anything else a decoder throws came from reading the upload (libheif's WebAssembly trapping on a bad
    // file, say): the file cannot be decoded, which is what a refusal says.
    const refusal =
      error instanceof DecodeRefusal
        ? { reason: error.reason, detail: error.message }
        : { reason: 'corrupt', detail: String(error?.message ?? error) };
    parentPort.postMessage({ refusal });
  }
});
