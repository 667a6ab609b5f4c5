/** `npm run bench` (after `npm run build`): every benchmark, one table. */
import { cpus } from 'node:os';
import { apiMeLoad } from './api-me-load';
import { coldStart } from './cold-start';
import { createRenderLoad } from './create-render-load';
import { ENGINE_BLOCKING_TARGET, engineBlocking } from './engine-blocking';
import { FAIR_QUEUE_TARGET, fairQueueWait } from './fair-queue';
import { pageBench, pageBenchTable } from './lighthouse';
import { FLOOR_LABEL, mixedLoad } from './mixed-load';
import { LOCAL_ENGINE_TARGET_MS, localEngineTimes } from './local-engine';
import { PHOTO_EDIT_TARGET_MS, photoEditTimes } from './photo-edits';
import { QUEUE_COST_TARGET, RENDER_MS, describeRun, queueCostApart } from './queue-cost';
import { STRUCTURE_GUARD_TARGET_MS, structureGuardTimes } from './structure-guard';
import { uploadBurst } from './upload-burst';
import { uploadNormalise } from './upload-normalise';
import { videoMaking } from './video';

async function main() {
  // The pages against the floor app, as a table of their own (the one BENCHMARKS.md keeps).
  const pages = pageBenchTable(await pageBench());
  const rows: [string, string, string][] = [];
  const cold = await coldStart();
  rows.push(['cold start of npm start to first 200 on /', `${cold.medianMs} ms`, '']);
  for (const me of await apiMeLoad())
    rows.push([
      `/api/me p99 / static file p99 at ${me.connections} connections, ${me.database}`,
      `${me.meP99Ms} / ${me.floorP99Ms} ms = ${me.ratio} (/api/plans ${me.routeP99Ms} ms; CPU per request ${me.meCpuUs} / ${me.floorCpuUs} µs), ${me.errors} errors`,
      '≤ 1.5, 0 errors',
    ]);
  for (const r of await mixedLoad())
    rows.push([
      r.label,
      `${r.requestsPerSecond} req/s, p50 ${r.p50Ms} / p99 ${r.p99Ms} ms, ${r.errors} errors (${r.breakdown})`,
      r.label === FLOOR_LABEL ? '' : r.label.startsWith('/api/plans') ? 'p99 ≤ 30 ms, 0 errors' : '0 errors',
    ]);
  const renders = await createRenderLoad();
  rows.push([
    `POST /api/renders p99 / p50 at ${renders.connections} connections (PostgreSQL)`,
    `${renders.p99Ms} / ${renders.p50Ms} ms, ${renders.errors} errors`,
    '',
  ]);
  for (const { label, medianMs, medianCpuMs } of await localEngineTimes())
    rows.push([
      `local engine ${label} at 1024 px (median of 3, wall / CPU)`,
      `${medianMs} / ${medianCpuMs} ms`,
      `≤ ${LOCAL_ENGINE_TARGET_MS} ms`,
    ]);
  const edits = await photoEditTimes();
  for (const { tool, ms, ratio } of edits.tools)
    rows.push([
      `photo edit ${tool} at 2048 px in a render-pool thread / decode + encode (median of 3)`,
      `${ms} / ${edits.floorMs} ms = ${ratio}`,
      `≤ ${PHOTO_EDIT_TARGET_MS} ms`,
    ]);
  const guard = await structureGuardTimes();
  rows.push([
    `structure guard on a ${guard.size} photo / sharp decoding its two JPEGs (median of 9)`,
    `${guard.guardMs} / ${guard.floorMs} ms = ${guard.ratio} (CPU ${guard.guardCpuMs} ms)`,
    `≤ ${STRUCTURE_GUARD_TARGET_MS} ms`,
  ]);
  rows.push([
    `structure guard for a masked tool, original composited outside the mask (PNG) / the same floor`,
    `${guard.maskedMs} / ${guard.floorMs} ms = ${guard.maskedRatio} (CPU ${guard.maskedCpuMs} ms)`,
    '',
  ]);
  const upload = await uploadNormalise();
  rows.push([
    `upload normalisation of a 12 MP JPEG / bare sharp resize`,
    `${upload.normaliseMs} / ${upload.bareMs} ms = ${upload.ratio}`,
    '≤ 1.3',
  ]);
  const burst = await uploadBurst();
  rows.push([
    `/api/health p99 during bursts of 12 MP BMP+HEIC uploads (4 at once) / idle`,
    `${burst.photosP99Ms} / ${burst.idleP99Ms} ms = ${burst.photosRatio}`,
    '≤ 2',
  ]);
  rows.push([
    `/api/health p99 during bursts of 49 MP run-length BMP uploads (3 at once) / idle`,
    `${burst.bombsP99Ms} / ${burst.idleP99Ms} ms = ${burst.bombsRatio}`,
    '≤ 2',
  ]);
  rows.push([
    `/api/health p99 during bursts of 12 MP JPEG uploads (4 at once, sharp) / idle`,
    `${burst.jpegsP99Ms} / ${burst.idleP99Ms} ms = ${burst.jpegsRatio}`,
    '',
  ]);
  const blocking = await engineBlocking();
  rows.push([
    `/api/health p99 while four local renders run (drawn in the render pool) / idle`,
    `${blocking.renderingP99Ms} / ${blocking.idleP99Ms} ms = ${blocking.ratio}`,
    `≤ ${ENGINE_BLOCKING_TARGET}`,
  ]);
  const fair = await fairQueueWait();
  rows.push([
    `a subscriber's render with ${fair.queuedAhead} trial renders still queued: wait for a worker / one render`,
    `${fair.waitMs} / ${fair.renderMs} ms = ${fair.ratio}`,
    `≤ ${FAIR_QUEUE_TARGET}`,
  ]);
  for (const run of await queueCostApart())
    rows.push([
      `${run.queued} renders of ${RENDER_MS} ms queued at once, 2 worker processes (PostgreSQL): no queue / queued`,
      describeRun(run),
      run.queued === 2000 ? `≥ ${QUEUE_COST_TARGET}` : '',
    ]);
  const video = await videoMaking();
  rows.push(['one 6 s reveal video at 1024 px (ffmpeg)', `${video.medianMs} ms`, '']);

  const width = Math.max(...rows.map((r) => r[0].length));
  console.log(`machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, node ${process.version}`);
  console.log(pages.join('\n'));
  for (const [name, value, target] of rows)
    console.log(`${name.padEnd(width)}  ${value.padEnd(28)}  ${target}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
