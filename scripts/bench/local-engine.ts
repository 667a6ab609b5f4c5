/**
 * Local engine time per tool on a 1024 × 768 photo (the brushed tools with a realistic mask; the outdoor tools on
 * the fixture house and pool, which the synthetic room has neither of), median of 3 runs, plus removal with a 10 %
 * mask (the patch synthesis's target case). Wall time is what a user waits; CPU time (this process, all threads) is
 * shown too, because on a shared machine wall time also measures the neighbours.
 */
import { engineScene } from '../../__tests__/fixtures/engine-scenes/engine-scenes';
import { ROOM, ellipseMask, rectMask, syntheticRoom } from '../../__tests__/unit/helpers/synthetic-room';
import { STYLES } from '../../lib/studio/catalog/styles';
import { TOOLS, type Tool, type ToolId } from '../../lib/studio/catalog/tools';
import { createLocalRenderer } from '../../lib/studio/engines/local-engine';
import { isEditTool } from '../../lib/studio/catalog/edit-tools';

export const LOCAL_ENGINE_TARGET_MS = 3000;

export async function localEngineTimes(
  runs = 3,
): Promise<{ label: string; medianMs: number; medianCpuMs: number }[]> {
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
  // An ellipse of a tenth of the photo's area, over the floor and the wall's foot.
  const tenth = await ellipseMask(width, height, { cx: 0.55, cy: 0.72, rx: 0.2, ry: 0.16 });
  const cases: { label: string; tool: Tool; mask: Buffer | null }[] = [
    // The photo edits have their own bench (photo-edits.ts), at their own size.
    ...TOOLS.filter((tool) => !isEditTool(tool.id)).map((tool) => ({
      label: tool.id,
      tool,
      mask: masks[tool.id] ?? null,
    })),
    { label: 'cleanup, 10 % mask', tool: TOOLS.find((t) => t.id === 'cleanup')!, mask: tenth },
  ];
  const engine = createLocalRenderer();
  const style = STYLES.find((s) => s.id === 'japandi')!;
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const rows = [];
  for (const { label, tool, mask } of cases) {
    const times: number[] = [];
    const cpu: number[] = [];
    for (let variant = 0; variant < runs; variant++) {
      const started = performance.now();
      const usage = process.cpuUsage();
      await engine.render({
        tool,
        style,
        roomType: 'living_room',
        prompt: null,
        image: outdoors[tool.id] ?? photo,
        mask,
        variant,
      });
      times.push(performance.now() - started);
      const spent = process.cpuUsage(usage);
      cpu.push((spent.user + spent.system) / 1000);
    }
    rows.push({ label, medianMs: Math.round(median(times)), medianCpuMs: Math.round(median(cpu)) });
  }
  return rows;
}

if (require.main === module) {
  localEngineTimes().then((rows) => {
    console.log(`local engine at 1024 × 768, median of 3 runs (target ≤ ${LOCAL_ENGINE_TARGET_MS} ms each)`);
    console.log(`${'tool'.padEnd(20)} ${'wall'.padStart(8)} ${'cpu'.padStart(8)}`);
    for (const { label, medianMs, medianCpuMs } of rows)
      console.log(`${label.padEnd(20)} ${`${medianMs} ms`.padStart(8)} ${`${medianCpuMs} ms`.padStart(8)}`);
  });
}
