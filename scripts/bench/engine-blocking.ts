/**
 * `/api/health` while the local engine renders, against `npm start` in embedded mode (the job workers in the web
 * process): its p99 while four renders are queued and drawn against its p99 while idle, the idle spells interleaved
 * with the busy ones in one run so a busy neighbour on the machine weighs on both alike (target ratio ≤ 2). Each busy
 * spell asks for four renders at once, of four accounts (a free account has three a month): a cleanup of a brushed
 * area and a floor swap (patch synthesis, plane fitting), a redesign (superpixels, region growing) and a staging, on a
 * 1024 × 768 photo, each drawn in a thread of the render pool while the event loop serves the probe.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { ROOM, ellipseMask, rectMask, syntheticRoom } from '../../__tests__/unit/helpers/synthetic-room';
import { benchAccount } from './bench-account';
import { startServer, waitFor200 } from './server';

export const ENGINE_BLOCKING_TARGET = 2;

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
      await new Promise((resolve) => setImmediate(resolve));
    }
    parentPort.postMessage(batch);
  })();
`;

const p99 = (samples: number[]) =>
  Math.round([...samples].sort((a, b) => a - b)[Math.floor(samples.length * 0.99)]! * 10) / 10;
const median = (samples: number[]) =>
  Math.round([...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)]!);

export async function engineBlocking({ rounds = 3, idleMs = 4000 } = {}) {
  const server = startServer(3360);
  try {
    await waitFor200(`${server.url}/api/health`);
    const width = 1024;
    const height = 768;
    const files = {
      photo: await syntheticRoom(width, height),
      clutter: await ellipseMask(width, height, {
        ...ROOM.blob,
        rx: ROOM.blob.rx * 1.15,
        ry: ROOM.blob.ry * 1.2,
      }),
      floor: await rectMask(width, height, { left: 0, top: ROOM.floorTop, right: 1, bottom: 1 }),
    };
    const accounts = await Promise.all(
      [0, 1, 2, 3].map((i) => benchAccount(server.url, `engine-${i}-${Date.now()}@example.com`)),
    );

    async function upload(cookie: string, kind: 'photo' | 'mask', data: Buffer) {
      const form = new FormData();
      form.append('kind', kind);
      form.append('file', new Blob([new Uint8Array(data)], { type: 'image/png' }), `${kind}.png`);
      const res = await fetch(`${server.url}/api/uploads`, {
        method: 'POST',
        body: form,
        headers: { cookie, origin: server.url },
      });
      if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
      return ((await res.json()) as { image: { id: string } }).image.id;
    }
    const uploaded = await Promise.all(
      accounts.map(async ({ cookie }) => ({
        cookie,
        photo: await upload(cookie, 'photo', files.photo),
        clutter: await upload(cookie, 'mask', files.clutter),
        floor: await upload(cookie, 'mask', files.floor),
      })),
    );
    const requests = uploaded.map(({ cookie, photo, clutter, floor }, i) => ({
      cookie,
      body: [
        { imageId: photo, maskImageId: clutter, tool: 'cleanup' },
        { imageId: photo, maskImageId: floor, tool: 'floor-swap' },
        { imageId: photo, tool: 'redesign' },
        { imageId: photo, tool: 'virtual-staging' },
      ][i]!,
    }));

    /** One render asked for and waited on (polled every 1.5 s, as the studio does); its time from request to result. */
    async function render({ cookie, body }: (typeof requests)[number]) {
      const started = performance.now();
      const res = await fetch(`${server.url}/api/renders`, {
        method: 'POST',
        headers: { cookie, origin: server.url, 'content-type': 'application/json' },
        body: JSON.stringify({ ...body, roomType: 'living_room', style: 'japandi' }),
      });
      if (res.status !== 202) throw new Error(`render answered ${res.status}: ${await res.text()}`);
      const { id } = ((await res.json()) as { render: { id: string } }).render;
      for (;;) {
        await sleep(1500);
        const read = await fetch(`${server.url}/api/renders/${id}`, { headers: { cookie } });
        const { status } = ((await read.json()) as { render: { status: string } }).render;
        if (status === 'succeeded') return performance.now() - started;
        if (status !== 'queued' && status !== 'processing')
          throw new Error(`a ${body.tool} render ${status}`);
      }
    }

    // Warm the routes and start the pool's thread (it loads the engine once) before anything counts.
    const warm = await benchAccount(server.url, `engine-warm-${Date.now()}@example.com`);
    await render({
      cookie: warm.cookie,
      body: { imageId: await upload(warm.cookie, 'photo', files.photo), tool: 'redesign' },
    });

    const prober = new Worker(PROBE, { eval: true, workerData: `${server.url}/api/health` });
    const answers: [number, number][] = [];
    prober.on('message', (batch: [number, number][]) => answers.push(...batch));
    const phases: { kind: 'idle' | 'rendering'; from: number; to: number }[] = [];
    const during = async (kind: 'idle' | 'rendering', work: () => Promise<unknown>) => {
      const from = performance.timeOrigin + performance.now();
      await work();
      phases.push({ kind, from, to: performance.timeOrigin + performance.now() });
    };

    const renderMs: number[] = [];
    for (let round = 0; round < rounds; round++) {
      await during('idle', () => sleep(idleMs));
      await during('rendering', async () => renderMs.push(...(await Promise.all(requests.map(render)))));
    }
    await during('idle', () => sleep(idleMs));
    await new Promise((resolve) => {
      prober.once('exit', resolve);
      prober.postMessage('stop');
    });
    const latencies = { idle: [] as number[], rendering: [] as number[] };
    for (const [asked, ms] of answers) {
      const phase = phases.find((p) => asked >= p.from && asked < p.to);
      if (phase) latencies[phase.kind].push(ms);
    }
    const idle = p99(latencies.idle);
    const rendering = p99(latencies.rendering);
    return {
      idleP99Ms: idle,
      renderingP99Ms: rendering,
      ratio: Math.round((rendering / idle) * 100) / 100,
      worstMs: Math.round(Math.max(...latencies.rendering)),
      samples: latencies.idle.length + latencies.rendering.length,
      medianRenderMs: median(renderMs),
    };
  } finally {
    await server.stop();
  }
}

if (require.main === module) {
  engineBlocking().then((r) =>
    console.log(
      [
        `/api/health p99 idle ${r.idleP99Ms} ms; while four local renders run ${r.renderingP99Ms} ms = ${r.ratio} × idle (target ≤ ${ENGINE_BLOCKING_TARGET})`,
        `slowest /api/health while rendering ${r.worstMs} ms, ${r.samples} answers in all; median render, request to result ${r.medianRenderMs} ms`,
      ].join('\n'),
    ),
  );
}
