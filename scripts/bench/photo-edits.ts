/**
 * The five photo edits on a 2048-px photo (the fixture house fronts, enlarged), each drawn by a thread of the render
 * pool as renders are: median of 3 runs, wall time. The floor, measured in the same run, is what every edit costs at
 * least: the engine's own decode of the photo to pixels and encode of the result (readRawImage, encodeRawImage) on
 * this thread. Target: each edit ≤ 2 s on this machine (issue 31).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { STYLES } from '../../lib/studio/catalog/styles';
import { optionsFor } from '../../lib/studio/catalog/tool-options';
import { findTool } from '../../lib/studio/catalog/tools';
import { EDIT_TOOLS } from '../../lib/studio/catalog/edit-tools';
import { encodeRawImage, readRawImage } from '../../lib/studio/engines/local/raw-image';
import { createRenderPool } from '../../lib/studio/engines/render-pool';

export const PHOTO_EDIT_TARGET_MS = 2000;
const SIDE = 2048;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timed(run: () => Promise<unknown>, runs: number): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return Math.round(median(times));
}

export async function photoEditTimes(
  runs = 3,
): Promise<{ floorMs: number; tools: { tool: string; ms: number; ratio: number }[] }> {
  const file = path.join(process.cwd(), '__tests__', 'fixtures', 'images', 'photos', 'brick-houses.jpg');
  const photo = await sharp(readFileSync(file)).resize(SIDE).jpeg({ quality: 92 }).toBuffer();
  const floorMs = await timed(async () => encodeRawImage(await readRawImage(photo)), runs);
  const pool = createRenderPool({ threads: 1 });
  const style = STYLES[0]!;
  const tools = [];
  try {
    for (const tool of EDIT_TOOLS) {
      const job = {
        tool: findTool(tool)!,
        style,
        roomType: 'exterior',
        prompt: null,
        image: photo,
        mask: null,
        variant: 0,
        options: optionsFor(tool, { sky: 'dusk', color: '#9CAF88' }),
      };
      // The thread's first job loads the engine: drawn once before the runs that count.
      if (tools.length === 0) await pool.draw(job);
      const ms = await timed(() => pool.draw(job), runs);
      tools.push({ tool, ms, ratio: Math.round((ms / floorMs) * 10) / 10 });
    }
  } finally {
    await pool.close();
  }
  return { floorMs, tools };
}

if (require.main === module) {
  void photoEditTimes().then(({ floorMs, tools }) => {
    console.log(
      `photo edits at ${SIDE} px in a render-pool thread, median of 3 (target ≤ ${PHOTO_EDIT_TARGET_MS} ms)`,
    );
    console.log(`floor (decode + encode on this thread): ${floorMs} ms`);
    for (const { tool, ms, ratio } of tools)
      console.log(`${tool.padEnd(16)} ${`${ms} ms`.padStart(9)}  × ${ratio}`);
  });
}
