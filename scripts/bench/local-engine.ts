/**
 * Local engine time per tool on a 1024 × 768 photo (the brushed tools with a realistic mask; the outdoor tools on
 * the fixture house and pool, which the synthetic room has neither of): median of 3 runs.
 */
import { engineScene } from '../../__tests__/fixtures/engine-scenes/engine-scenes';
import { ROOM, ellipseMask, rectMask, syntheticRoom } from '../../__tests__/unit/helpers/synthetic-room';
import { STYLES } from '../../lib/studio/catalog/styles';
import { TOOLS, type ToolId } from '../../lib/studio/catalog/tools';
import { createLocalRenderer } from '../../lib/studio/engines/local-engine';

export const LOCAL_ENGINE_TARGET_MS = 3000;

export async function localEngineTimes(runs = 3): Promise<{ tool: ToolId; medianMs: number }[]> {
  const width = 1024;
  const height = 768;
  const photo = await syntheticRoom(width, height);
  const clutter = await ellipseMask(width, height, {
    ...ROOM.blob,
    rx: ROOM.blob.rx * 1.15,
    ry: ROOM.blob.ry * 1.2,
  });
  const masks: Partial<Record<ToolId, Buffer>> = {
    cleanup: clutter,
    declutter: clutter,
    'floor-swap': await rectMask(width, height, { left: 0, top: ROOM.floorTop, right: 1, bottom: 1 }),
    'kitchen-cabinets': await rectMask(width, height, { left: 0.35, top: 0.55, right: 0.95, bottom: 0.95 }),
    'bathroom-refresh': await rectMask(width, height, { left: 0.4, top: 0.05, right: 0.95, bottom: 0.55 }),
  };
  const outdoors: Partial<Record<ToolId, Buffer>> = {
    'curb-appeal': (await engineScene('facade', width)).image,
    landscaping: (await engineScene('facade', width)).image,
    'pool-renovation': (await engineScene('pool', width)).image,
  };
  const engine = createLocalRenderer();
  const style = STYLES.find((s) => s.id === 'japandi')!;
  const rows = [];
  for (const tool of TOOLS) {
    const times: number[] = [];
    for (let variant = 0; variant < runs; variant++) {
      const started = performance.now();
      await engine.render({
        tool,
        style,
        roomType: 'living_room',
        prompt: null,
        image: outdoors[tool.id] ?? photo,
        mask: masks[tool.id] ?? null,
        variant,
      });
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    rows.push({ tool: tool.id, medianMs: Math.round(times[Math.floor(times.length / 2)]!) });
  }
  return rows;
}

if (require.main === module) {
  localEngineTimes().then((rows) => {
    console.log(`local engine at 1024 × 768, median of 3 runs (target ≤ ${LOCAL_ENGINE_TARGET_MS} ms each)`);
    for (const { tool, medianMs } of rows)
      console.log(`${tool.padEnd(18)} ${String(medianMs).padStart(5)} ms`);
  });
}
