/**
 * `/api/health` while large BMP and HEIC uploads arrive, against `npm start` in embedded mode: its p99 during
 * bursts of concurrent uploads against its p99 while idle, the idle spells interleaved with the bursts in one run
 * so a busy neighbour on the machine weighs on both alike (target ratio ≤ 2). Two kinds of burst: four 12 MP
 * uploads at once (two 8-bit BMPs of 12 MB, two tiled HEICs), and three 49 MP run-length BMPs of 400 kB at once,
 * the file that used to stop the server for two seconds. Both types are decoded in JavaScript, in a worker thread.
 * Bursts of four 12 MP camera JPEGs (sharp's own decoder, no thread of ours) are measured too, for comparison.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import { startServer, waitFor200 } from './server';
import { tiledHeic } from './tiled-heic';

const WIDTH = 4000;
const HEIGHT = 3000;

/** Bitmap headers (info header, 256-colour table) for an 8-bit picture; `rle` for RLE8 data. */
function bmpHeader(width: number, height: number, dataLength: number, rle: boolean) {
  const header = Buffer.alloc(54 + 1024);
  header.write('BM', 0, 'latin1');
  header.writeUInt32LE(header.length + dataLength, 2);
  header.writeUInt32LE(header.length, 10);
  header.writeUInt32LE(40, 14);
  header.writeInt32LE(width, 18);
  header.writeInt32LE(height, 22);
  header.writeUInt16LE(1, 26);
  header.writeUInt16LE(8, 28);
  header.writeUInt32LE(rle ? 1 : 0, 30);
  header.writeUInt32LE(dataLength, 34);
  header.writeUInt32LE(256, 46);
  // A warm ramp from dark wood to a light wall.
  for (let i = 0; i < 256; i++) header.set([90 + i * 0.5, 70 + i * 0.65, 50 + i * 0.75, 0], 54 + i * 4);
  return header;
}

/** A 12 MP 8-bit bitmap shaded like a room (wall, window, floor) with a little grain: 12 MB uncompressed. */
function photoBmp() {
  const pixels = Buffer.alloc(WIDTH * HEIGHT); // 4000 is a multiple of 4: no row padding
  let seed = 0x5eed;
  for (let row = 0; row < HEIGHT; row++) {
    const y = HEIGHT - 1 - row;
    for (let x = 0; x < WIDTH; x++) {
      seed = (seed * 1664525 + 1013904223) >>> 0;
      const wall = 170 + 50 * Math.sin((x / WIDTH) * Math.PI) - 40 * (y / HEIGHT);
      const window = Math.hypot(x - 2800, y - 900) < 500 ? 60 : 0;
      const floor = y > 2100 ? -120 + 15 * Math.sin(x / 37) : 0;
      pixels[row * WIDTH + x] = Math.max(0, Math.min(255, wall + window + floor + ((seed >>> 24) % 9) - 4));
    }
  }
  return Buffer.concat([bmpHeader(WIDTH, HEIGHT, pixels.length, false), pixels]);
}

/** A 7000 × 7000 RLE8 bitmap of runs of 255: 400 kB that expand to 49 MP, just under the pixel cap. */
function runLengthBmp(width = 7000, height = 7000) {
  const row: number[] = [];
  for (let left = width; left > 0; left -= 255) row.push(Math.min(255, left), 200);
  row.push(0, 0);
  const rows = Buffer.concat([
    ...Array.from({ length: height }, () => Buffer.from(row)),
    Buffer.from([0, 1]),
  ]);
  return Buffer.concat([bmpHeader(width, height, rows.length, true), rows]);
}

/** The prober thread: GET its URL back to back, reporting [asked at (ms since the epoch), latency] in batches. */
const PROBE = `
  const { parentPort, workerData: url } = require('node:worker_threads');
  let running = true;
  parentPort.once('message', () => { running = false; });
  (async () => {
    let batch = [];
    while (running) {
      const asked = performance.timeOrigin + performance.now();
      await (await fetch(url)).arrayBuffer();
      batch.push([asked, performance.timeOrigin + performance.now() - asked]);
      if (batch.length === 50) { parentPort.postMessage(batch); batch = []; }
      // Let the stop message in between requests.
      await new Promise((resolve) => setImmediate(resolve));
    }
    // Its last batch sent, the thread ends: nothing listens any more.
    parentPort.postMessage(batch);
  })();
`;

/** The same picture as a camera JPEG at full quality, for comparison: sharp decodes it, with no worker thread. */
async function photoJpeg(bmp: Buffer) {
  const { data, info } = await sharp(bmp.subarray(54 + 1024), {
    raw: { width: WIDTH, height: HEIGHT, channels: 1 },
  })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(data, { raw: info })
    .flip()
    .toColourspace('srgb')
    .tint({ r: 200, g: 170, b: 130 })
    .jpeg({ quality: 100, chromaSubsampling: '4:4:4' })
    .toBuffer();
}

const p99 = (samples: number[]) =>
  Math.round([...samples].sort((a, b) => a - b)[Math.floor(samples.length * 0.99)]! * 10) / 10;
const median = (samples: number[]) =>
  Math.round([...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)]!);

export async function uploadBurst({ rounds = 3, idleMs = 4000 } = {}) {
  const server = startServer(3350);
  try {
    await waitFor200(`${server.url}/api/health`);
    const signup = await fetch(`${server.url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `burst-${Date.now()}@example.com`, password: 'bench-password' }),
    });
    const cookie = signup.headers
      .getSetCookie()
      .find((c) => c.startsWith('rc_session='))!
      .split(';')[0]!;
    const bmp = photoBmp();
    const files = { bmp, heic: tiledHeic(4, 3), bomb: runLengthBmp(), jpeg: await photoJpeg(bmp) };

    async function upload(name: keyof typeof files) {
      const form = new FormData();
      form.append('kind', 'photo');
      form.append(
        'file',
        new Blob([new Uint8Array(files[name])]),
        `${name}.${name === 'bomb' ? 'bmp' : name}`,
      );
      const started = performance.now();
      const res = await fetch(`${server.url}/api/uploads`, {
        method: 'POST',
        body: form,
        headers: { cookie, origin: server.url },
      });
      if (res.status !== 201)
        throw new Error(`upload of ${name} answered ${res.status}: ${await res.text()}`);
      return performance.now() - started;
    }

    // One connection asking for /api/health back to back the whole time, from a thread of its own: sending 12 MB
    // bodies keeps this thread's event loop busy too, which would show up as server latency. Each answer is filed
    // under the phase in which it was asked for.
    const prober = new Worker(PROBE, { eval: true, workerData: `${server.url}/api/health` });
    const answers: [number, number][] = [];
    prober.on('message', (batch: [number, number][]) => answers.push(...batch));
    const phases: { kind: keyof typeof latencies; from: number; to: number }[] = [];
    const latencies = {
      idle: [] as number[],
      photos: [] as number[],
      bombs: [] as number[],
      jpegs: [] as number[],
    };
    const during = async (kind: keyof typeof latencies, work: () => Promise<unknown>) => {
      const from = performance.timeOrigin + performance.now();
      await work();
      phases.push({ kind, from, to: performance.timeOrigin + performance.now() });
    };

    // Warm the upload route and a decoding thread of each kind before anything counts.
    await Promise.all([upload('bmp'), upload('heic')]);
    const uploadMs = {
      bmp: [] as number[],
      heic: [] as number[],
      bomb: [] as number[],
      jpeg: [] as number[],
    };
    for (const [kind, burst] of [
      ['photos', ['bmp', 'heic', 'bmp', 'heic']],
      ['bombs', ['bomb', 'bomb', 'bomb']],
      ['jpegs', ['jpeg', 'jpeg', 'jpeg', 'jpeg']],
    ] as const) {
      for (let round = 0; round < rounds; round++) {
        await during('idle', () => sleep(idleMs));
        await during(kind, async () => {
          const times = await Promise.all(burst.map((name) => upload(name)));
          burst.forEach((name, i) => uploadMs[name].push(times[i]!));
        });
      }
    }
    await during('idle', () => sleep(idleMs));
    await new Promise((resolve) => {
      prober.once('exit', resolve);
      prober.postMessage('stop');
    });
    for (const [asked, ms] of answers) {
      const phase = phases.find((p) => asked >= p.from && asked < p.to);
      if (phase) latencies[phase.kind].push(ms);
    }

    const idle = p99(latencies.idle);
    return {
      idleP99Ms: idle,
      photosP99Ms: p99(latencies.photos),
      photosRatio: Math.round((p99(latencies.photos) / idle) * 100) / 100,
      bombsP99Ms: p99(latencies.bombs),
      bombsRatio: Math.round((p99(latencies.bombs) / idle) * 100) / 100,
      jpegsP99Ms: p99(latencies.jpegs),
      jpegsRatio: Math.round((p99(latencies.jpegs) / idle) * 100) / 100,
      worstMs: Math.round(Math.max(...latencies.photos, ...latencies.bombs)),
      samples: Object.values(latencies).reduce((n, l) => n + l.length, 0),
      medianUploadMs: {
        bmp: median(uploadMs.bmp),
        heic: median(uploadMs.heic),
        bomb: median(uploadMs.bomb),
        jpeg: median(uploadMs.jpeg),
      },
    };
  } finally {
    await server.stop();
  }
}

if (require.main === module) {
  uploadBurst().then((r) =>
    console.log(
      [
        `/api/health p99 idle ${r.idleP99Ms} ms; during 12 MP BMP+HEIC bursts (4 at once) ${r.photosP99Ms} ms = ${r.photosRatio} × idle; during 49 MP RLE BMP bursts (3 at once) ${r.bombsP99Ms} ms = ${r.bombsRatio} × idle (target ≤ 2)`,
        `for comparison, during 12 MP JPEG bursts (4 at once, decoded by sharp) ${r.jpegsP99Ms} ms = ${r.jpegsRatio} × idle`,
        `slowest /api/health during the BMP and HEIC bursts ${r.worstMs} ms, ${r.samples} answers in all`,
        `median upload: 12 MP BMP ${r.medianUploadMs.bmp} ms, 12 MP HEIC ${r.medianUploadMs.heic} ms, 49 MP RLE BMP ${r.medianUploadMs.bomb} ms, 12 MP JPEG ${r.medianUploadMs.jpeg} ms`,
      ].join('\n'),
    ),
  );
}
