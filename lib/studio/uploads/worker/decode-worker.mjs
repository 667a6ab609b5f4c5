/**
 * The thread the JavaScript decoders run in, so a large or hostile file costs this thread's time and memory, never
 * the server's event loop. Plain JavaScript, loaded from disk as it is: no bundler sees it (decode-off-thread.ts).
 *
 * Takes `{ format, bytes, maxPixels }`, answers `{ image }` (its pixels transferred, not copied) or `{ refusal }`.
 */
import { parentPort } from 'node:worker_threads';
import { decodeBmp } from './decode-bmp.mjs';
import { decodeHeif } from './decode-heif.mjs';
import { DecodeRefusal } from './decode-refusal.mjs';

parentPort.on('message', async ({ format, bytes, maxPixels }) => {
  try {
    const image = format === 'bmp' ? decodeBmp(bytes, maxPixels) : await decodeHeif(bytes, maxPixels);
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
