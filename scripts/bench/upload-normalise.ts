/**
 * Upload normalisation of a 12-megapixel camera JPEG (4000 × 3000, EXIF orientation 6) against a bare sharp resize
 * of the same file to 2048 px JPEG: median of 7 runs each after a warm-up (target ratio ≤ 1.3).
 */
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { decodeImage } from '@/lib/studio/uploads/decode-image';
import { normaliseImage } from '@/lib/studio/uploads/normalise-image';
import { sniffImageType } from '@/lib/studio/uploads/sniff-image-type';

const WIDTH = 4000;
const HEIGHT = 3000;

/** Smooth gradients with a few soft shapes and sensor-like noise, so it compresses like a photo (several MB). */
async function cameraJpeg(): Promise<Buffer> {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  // A fixed-seed generator, so every run measures the same file.
  let seed = 0x2f6447;
  const noise = () => {
    seed = (seed * 1664525 + 1013904223) >>> 0;
    return (seed >>> 24) - 128;
  };
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const i = (y * WIDTH + x) * 3;
      const wall = 150 + 60 * Math.sin((x / WIDTH) * Math.PI) - 40 * (y / HEIGHT);
      const window = Math.hypot(x - 2800, y - 900) < 500 ? 70 : 0;
      const floor = y > 2100 ? -50 + 20 * Math.sin(x / 37) : 0;
      const grain = noise() / 10;
      pixels[i] = Math.max(0, Math.min(255, wall + window + floor + grain + 12));
      pixels[i + 1] = Math.max(0, Math.min(255, wall + window + floor * 1.2 + grain));
      pixels[i + 2] = Math.max(0, Math.min(255, wall * 0.85 + window + floor * 1.5 + grain - 8));
    }
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 92 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** What the upload route does with the bytes before writing anything: sniff, decode, normalise (save-upload.ts). */
async function normaliseUpload(data: Buffer) {
  const sniffed = await sniffImageType(data);
  if (!sniffed) throw new Error('the benchmark image was not recognised');
  return normaliseImage(await decodeImage(data, sniffed.type, sniffed));
}

function bareResize(data: Buffer) {
  return sharp(data)
    .resize({ width: 2048, height: 2048, fit: 'inside', withoutEnlargement: true })
    .jpeg()
    .toBuffer();
}

const median = (times: number[]) =>
  Math.round([...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!);

export async function uploadNormalise(runs = 7) {
  const data = await cameraJpeg();
  const tasks = { normalise: () => normaliseUpload(data), bare: () => bareResize(data) };
  const times = { normalise: [] as number[], bare: [] as number[] };
  for (const task of Object.values(tasks)) await task();
  // Interleaved, so a neighbour's load on a shared machine falls on both alike.
  for (let i = 0; i < runs; i++) {
    for (const name of ['normalise', 'bare'] as const) {
      const start = performance.now();
      await tasks[name]();
      times[name].push(performance.now() - start);
    }
  }
  const normaliseMs = median(times.normalise);
  const bareMs = median(times.bare);
  return {
    inputMB: Math.round((data.length / 1024 / 1024) * 10) / 10,
    normaliseMs,
    bareMs,
    ratio: Math.round((normaliseMs / bareMs) * 100) / 100,
  };
}

if (require.main === module) {
  uploadNormalise().then((r) =>
    console.log(
      `12 MP JPEG (${r.inputMB} MB): upload normalisation ${r.normaliseMs} ms, bare sharp resize ${r.bareMs} ms, ratio ${r.ratio} (target ≤ 1.3)`,
    ),
  );
}
