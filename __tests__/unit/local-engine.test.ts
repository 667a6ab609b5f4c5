import { beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { STYLES } from '@/lib/studio/catalog/styles';
import { optionsFor } from '@/lib/studio/catalog/tool-options';
import { TOOLS, type ToolId, findTool } from '@/lib/studio/catalog/tools';
import { createLocalRenderer } from '@/lib/studio/engines/local-engine';
import { EngineError } from '@/lib/studio/engines/render-engine';
import { ROOM, ellipseMask, rectMask, syntheticRoom } from './helpers/synthetic-room';

const WIDTH = 480;
const HEIGHT = 360;
const engine = createLocalRenderer();
const style = STYLES.find((s) => s.id === 'scandinavian')!;

type Pixels = { data: Buffer; width: number; height: number };
type Area = (x: number, y: number) => boolean;

async function pixels(image: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

const luma = (p: Pixels, i: number) =>
  0.299 * p.data[3 * i]! + 0.587 * p.data[3 * i + 1]! + 0.114 * p.data[3 * i + 2]!;

/** Mean absolute difference per channel (0–255) between two images over an area given in fractions. */
function meanDifference(a: Pixels, b: Pixels, area: Area): number {
  let sum = 0;
  let count = 0;
  for (let y = 0; y < a.height; y++) {
    for (let x = 0; x < a.width; x++) {
      if (!area((x + 0.5) / a.width, (y + 0.5) / a.height)) continue;
      const i = y * a.width + x;
      for (let c = 0; c < 3; c++) sum += Math.abs(a.data[3 * i + c]! - b.data[3 * i + c]!);
      count += 3;
    }
  }
  return sum / count;
}

function meanLuma(p: Pixels, area: Area): number {
  let sum = 0;
  let count = 0;
  for (let y = 0; y < p.height; y++) {
    for (let x = 0; x < p.width; x++) {
      if (!area((x + 0.5) / p.width, (y + 0.5) / p.height)) continue;
      sum += luma(p, y * p.width + x);
      count++;
    }
  }
  return sum / count;
}

/** Inside the blob's ellipse scaled by `k` (1 = the blob itself). */
const withinBlob =
  (k: number): Area =>
  (x, y) =>
    ((x - ROOM.blob.cx) / (ROOM.blob.rx * k)) ** 2 + ((y - ROOM.blob.cy) / (ROOM.blob.ry * k)) ** 2 <= 1;
const not =
  (area: Area): Area =>
  (x, y) =>
    !area(x, y);

/** The brush: a little larger than the blob, as a user would paint it. */
const BRUSH = { ...ROOM.blob, rx: ROOM.blob.rx * 1.15, ry: ROOM.blob.ry * 1.2 };

/** A job as a render hands it over: with the options its tool needs (sky replacement's sky, paint-walls' colour). */
function job(tool: ToolId, image: Buffer, mask: Buffer | null, variant = 0, roomType = 'living_room') {
  const options = optionsFor(tool, { sky: 'blue', color: '#9CAF88' });
  return { tool: findTool(tool)!, style, roomType, prompt: null, image, mask, variant, options };
}

let photo: Buffer;
let before: Pixels;
beforeAll(async () => {
  photo = await syntheticRoom(WIDTH, HEIGHT);
  before = await pixels(photo);
});

describe('the local engine', () => {
  // Pool renovation and landscaping refuse this room, which has neither pool nor garden (local-engine-regions.test.ts).
  const REFUSED: readonly ToolId[] = ['pool-renovation', 'landscaping'];
  it.each(TOOLS.map((tool) => tool.id).filter((tool) => !REFUSED.includes(tool)))(
    'keeps the input size for %s',
    async (tool) => {
      const mask = findTool(tool)!.needsMask ? await ellipseMask(WIDTH, HEIGHT, BRUSH) : null;
      const output = await engine.render(job(tool, photo, mask));
      const meta = await sharp(output).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', WIDTH, HEIGHT]);
    },
  );

  it.each(['cleanup', 'declutter'] as const)(
    '%s fills the brushed blob from its surroundings and leaves the rest alone',
    async (tool) => {
      const after = await pixels(
        await engine.render(job(tool, photo, await ellipseMask(WIDTH, HEIGHT, BRUSH))),
      );

      // Outside the brush grown by a margin: only JPEG re-encoding noise.
      expect(meanDifference(before, after, not(withinBlob(1.6)))).toBeLessThan(2);
      // Inside the blob: the dark clutter is gone, the floor around it has taken its place.
      const blob = withinBlob(0.9);
      const surroundings: Area = (x, y) =>
        withinBlob(2.2)(x, y) && !withinBlob(1.6)(x, y) && y > ROOM.floorTop;
      expect(meanDifference(before, after, blob)).toBeGreaterThan(60);
      expect(meanLuma(before, blob)).toBeLessThan(meanLuma(before, surroundings) - 80);
      expect(Math.abs(meanLuma(after, blob) - meanLuma(before, surroundings))).toBeLessThan(15);
    },
  );

  it('stretches a mask drawn at another pixel size over the photo', async () => {
    const small = await ellipseMask(WIDTH / 2, HEIGHT / 2, BRUSH);
    const after = await pixels(await engine.render(job('cleanup', photo, small)));
    expect(meanDifference(before, after, not(withinBlob(1.6)))).toBeLessThan(2);
    expect(meanDifference(before, after, withinBlob(0.9))).toBeGreaterThan(60);
  });

  it('lays a new floor into the brushed area only, under the photo’s own shading', async () => {
    const floor = { left: 0, top: ROOM.floorTop + 0.03, right: 1, bottom: 1 };
    const after = await pixels(
      await engine.render(job('floor-swap', photo, await rectMask(WIDTH, HEIGHT, floor))),
    );

    expect(meanDifference(before, after, (_, y) => y < ROOM.floorTop - 0.02)).toBeLessThan(2);
    expect(meanDifference(before, after, (_, y) => y > floor.top + 0.03)).toBeGreaterThan(15);
    // Below the blob, the left half of the floor lies in shadow in the photo: it must stay the darker half.
    const shadowed = meanLuma(after, (x, y) => y > 0.88 && x < 0.45);
    const lit = meanLuma(after, (x, y) => y > 0.88 && x > 0.55);
    expect(shadowed).toBeLessThan(lit * 0.85);
  });

  it.each(['floor-swap', 'kitchen-cabinets', 'bathroom-refresh'] as const)(
    '%s draws a different material for each variant',
    async (tool) => {
      const mask = await rectMask(WIDTH, HEIGHT, { left: 0.3, top: 0.3, right: 0.9, bottom: 0.95 });
      const [first, second] = await Promise.all(
        [0, 1].map(async (variant) => pixels(await engine.render(job(tool, photo, mask, variant)))),
      );
      const inside: Area = (x, y) => x > 0.35 && x < 0.85 && y > 0.35 && y < 0.9;
      expect(meanDifference(first!, second!, inside)).toBeGreaterThan(8);
      expect(meanDifference(first!, second!, (_, y) => y < 0.2)).toBeLessThan(2);
    },
  );

  it('stages furniture on the lower middle of the room, differently per variant', async () => {
    const [first, second] = await Promise.all(
      [0, 1].map(async (variant) =>
        pixels(await engine.render(job('virtual-staging', photo, null, variant))),
      ),
    );
    const lowerMiddle: Area = (x, y) => x > 0.3 && x < 0.7 && y > 0.65 && y < 0.95;
    const top: Area = (_, y) => y < 0.3;
    // The top is only graded toward the style; the lower middle gains furniture on top of that.
    expect(meanDifference(before, first!, lowerMiddle)).toBeGreaterThan(
      meanDifference(before, first!, top) + 15,
    );
    expect(meanDifference(first!, second!, lowerMiddle)).toBeGreaterThan(10);
  });

  it('asks the user to brush when the mask is empty or missing', async () => {
    const empty = await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    for (const mask of [empty, null]) {
      const rendering = engine.render(job('cleanup', photo, mask));
      await expect(rendering).rejects.toThrow(EngineError);
      await expect(rendering).rejects.toThrow(/brush over the area/i);
    }
  });

  it('refuses to fill a photo brushed all over', async () => {
    const full = await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    await expect(engine.render(job('cleanup', photo, full))).rejects.toThrow(EngineError);
  });
});
