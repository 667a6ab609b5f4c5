/**
 * The structure guard on a 2048-px photo (the size uploads are normalised to), on this thread: the real room photo
 * of the guard's tests enlarged, against an output with furniture drawn on its floor (staging), for an unmasked
 * tool and for a masked one (whose stored picture is composited at full size). The floor is sharp decoding the same
 * two JPEGs to pixels, which any check of the output has to do; runs interleaved, medians.
 */
import sharp from 'sharp';
import { PHOTOS, furnished, readPhoto } from '../../__tests__/fixtures/images/photos/photo-edits';
import { checkStructure } from '../../lib/studio/guard/check-structure';

export const STRUCTURE_GUARD_TARGET_MS = 150;
const SIDE = 2048;

const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;

async function decodeBoth(original: Buffer, output: Buffer) {
  await Promise.all([sharp(original).raw().toBuffer(), sharp(output).raw().toBuffer()]);
}

export async function structureGuardTimes(runs = 9) {
  const room = PHOTOS.find((photo) => photo.name === 'living-room')!;
  const original = await sharp(readPhoto(room.name)).resize(SIDE).jpeg({ quality: 90 }).toBuffer();
  const output = await furnished(original, room);
  const { width, height } = await sharp(original).metadata();
  const mask = await sharp({ create: { width, height, channels: 3, background: '#000' } })
    .composite([
      {
        input: { create: { width, height: Math.round(height * 0.26), channels: 3, background: '#fff' } },
        left: 0,
        top: Math.round(height * 0.74),
      },
    ])
    .png()
    .toBuffer();
  const tasks = {
    floor: () => decodeBoth(original, output),
    guard: () => checkStructure(original, output, { toolId: 'virtual-staging' }),
    masked: () => checkStructure(original, output, { toolId: 'floor-swap', mask }),
  };
  const times = { floor: [] as number[], guard: [] as number[], masked: [] as number[] };
  const cpu = { floor: [] as number[], guard: [] as number[], masked: [] as number[] };
  for (const task of Object.values(tasks)) await task();
  // Interleaved, so a neighbour's load on a shared machine falls on all alike.
  for (let i = 0; i < runs; i++) {
    for (const name of ['floor', 'guard', 'masked'] as const) {
      const usage = process.cpuUsage();
      const start = performance.now();
      await tasks[name]();
      times[name].push(performance.now() - start);
      const spent = process.cpuUsage(usage);
      cpu[name].push((spent.user + spent.system) / 1000);
    }
  }
  const verdict = await tasks.guard();
  const round = (ms: number) => Math.round(ms);
  return {
    size: `${width} × ${height}`,
    floorMs: round(median(times.floor)),
    guardMs: round(median(times.guard)),
    maskedMs: round(median(times.masked)),
    guardCpuMs: round(median(cpu.guard)),
    maskedCpuMs: round(median(cpu.masked)),
    ratio: Math.round((median(times.guard) / median(times.floor)) * 100) / 100,
    maskedRatio: Math.round((median(times.masked) / median(times.floor)) * 100) / 100,
    verdict: `${verdict.passed ? 'passed' : `failed (${verdict.reasons.join(', ')})`}, score ${verdict.score}`,
  };
}

if (require.main === module) {
  structureGuardTimes().then((r) => {
    console.log(
      `structure guard on a ${r.size} photo, median of 9 (target ≤ ${STRUCTURE_GUARD_TARGET_MS} ms)`,
    );
    console.log(`floor: sharp decoding both JPEGs   ${r.floorMs} ms`);
    console.log(
      `guard, unmasked tool               ${r.guardMs} ms (CPU ${r.guardCpuMs} ms) = ${r.ratio} × the floor`,
    );
    console.log(
      `guard, masked tool (composite)     ${r.maskedMs} ms (CPU ${r.maskedCpuMs} ms) = ${r.maskedRatio} × the floor`,
    );
    console.log(`verdict on the staged output: ${r.verdict}`);
  });
}
