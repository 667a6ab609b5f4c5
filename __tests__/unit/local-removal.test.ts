import { beforeAll, describe, expect, it } from '@jest/globals';
import { STYLES } from '@/lib/studio/catalog/styles';
import { type ToolId, findTool } from '@/lib/studio/catalog/tools';
import { createLocalRenderer } from '@/lib/studio/engines/local-engine';
import {
  type Pixels,
  type Region,
  and,
  colourStats,
  gradientStats,
  grow,
  histogramDistance,
  luma,
  maskOf,
  meanDifference,
  not,
  pixels,
  region,
} from './helpers/image-checks';
import { type PerspectiveRoom, SURFACE, perspectiveRoom } from './helpers/perspective-room';

const WIDTH = 480;
const HEIGHT = 360;
const engine = createLocalRenderer();
const style = STYLES.find((s) => s.id === 'modern')!;

function job(tool: ToolId, image: Buffer, mask: Buffer) {
  return { tool: findTool(tool)!, style, roomType: 'living_room', prompt: null, image, mask, variant: 0 };
}

let room: PerspectiveRoom;
let before: Pixels;
beforeAll(async () => {
  room = await perspectiveRoom(WIDTH, HEIGHT);
  before = await pixels(room.image);
});

/** The cabinet on the floor and its contact shadow, brushed as a user would: a little beyond its outline. */
function brushOverBox(): Region {
  const box = region(WIDTH, HEIGHT, (x, y) => room.labels[y * WIDTH + x] === SURFACE.box);
  return grow(box, WIDTH, HEIGHT, 10);
}

describe('removal on a floor in perspective', () => {
  it.each(['cleanup', 'declutter'] as const)(
    '%s replaces the cabinet with the floor’s own texture and leaves the rest alone',
    async (tool) => {
      const brushed = brushOverBox();
      const after = await pixels(
        await engine.render(job(tool, room.image, await maskOf(brushed, WIDTH, HEIGHT))),
      );

      // Outside the brush, grown by the engine's margin and the mask's JPEG edge: only re-encoding noise.
      expect(meanDifference(before, after, not(grow(brushed, WIDTH, HEIGHT, 8)))).toBeLessThan(2);

      const floor = region(WIDTH, HEIGHT, (x, y) => room.labels[y * WIDTH + x] === SURFACE.floor);
      const hole = grow(brushed, WIDTH, HEIGHT, -3);
      const ring = and(and(grow(brushed, WIDTH, HEIGHT, 40), not(grow(brushed, WIDTH, HEIGHT, 8))), floor);
      const filled = colourStats(after, hole);
      const around = colourStats(before, ring);
      // The cabinet's teal is gone: the hole has the surrounding floor's colour and the same spread of tones.
      for (let c = 0; c < 3; c++) expect(Math.abs(filled.mean[c]! - around.mean[c]!)).toBeLessThan(14);
      expect(filled.lumaStd / around.lumaStd).toBeGreaterThan(0.6);
      expect(filled.lumaStd / around.lumaStd).toBeLessThan(1.6);

      // Texture, not a smear: as much edge (board seams, grain) as the floor around, running the same ways.
      const inside = gradientStats(after, hole);
      const outside = gradientStats(before, ring);
      expect(inside.energy / outside.energy).toBeGreaterThan(0.6);
      expect(inside.energy / outside.energy).toBeLessThan(1.6);
      expect(histogramDistance(inside.orientations, outside.orientations)).toBeLessThan(0.3);
    },
  );

  it('continues a straight line through the hole', async () => {
    // A hole over the chair rail on the back wall, away from the corner.
    const left = room.project([0, 0.9, 6.5]);
    const right = room.project([1.2, 0.9, 6.5]);
    const cx = (left.x + right.x) / 2;
    const cy = (left.y + right.y) / 2;
    const brushed = region(WIDTH, HEIGHT, (x, y) => ((x - cx) / 34) ** 2 + ((y - cy) / 22) ** 2 <= 1);
    const after = await pixels(
      await engine.render(job('cleanup', room.image, await maskOf(brushed, WIDTH, HEIGHT))),
    );

    // Where the rail is darkest in each column (within 8 px of where it runs), and how dark against the wall.
    const rail = (p: Pixels, x: number) => {
      const expected = left.y + ((right.y - left.y) * (x - left.x)) / (right.x - left.x);
      let row = -1;
      let darkest = Infinity;
      let wall = 0;
      for (let y = Math.round(expected - 8); y <= Math.round(expected + 8); y++) {
        const v = luma(p, y * WIDTH + x);
        wall = Math.max(wall, v);
        if (v < darkest) {
          darkest = v;
          row = y;
        }
      }
      return { offset: Math.abs(row - expected), contrast: wall - darkest };
    };
    const columns = Array.from({ length: 41 }, (_, k) => Math.round(cx - 20 + k));
    const found = columns.map((x) => rail(after, x));
    const original = columns.map((x) => rail(before, x));
    // Within two pixels of where it runs (the vanishing point it follows is known to about a degree).
    const onLine = found.filter((f) => f.offset <= 2).length / found.length;
    const contrast = found.reduce((s, f) => s + f.contrast, 0) / original.reduce((s, f) => s + f.contrast, 0);
    expect(onLine).toBeGreaterThan(0.85);
    expect(contrast).toBeGreaterThan(0.6);
  });
});
