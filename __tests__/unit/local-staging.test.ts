import { beforeAll, describe, expect, it } from '@jest/globals';
import { STYLES } from '@/lib/studio/catalog/styles';
import { type ToolId, findTool } from '@/lib/studio/catalog/tools';
import { createLocalRenderer } from '@/lib/studio/engines/local-engine';
import { furnitureLayers } from '@/lib/studio/engines/local/furniture-layers';
import { gradeToStyle } from '@/lib/studio/engines/local/grade-to-style';
import { type StagingPlan, planStaging } from '@/lib/studio/engines/local/plan-staging';
import { readRawImage } from '@/lib/studio/engines/local/raw-image';
import { estimateRoomFrame } from '@/lib/studio/engines/local/room-frame';
import { type Pixels, grow, maskOf, meanDifference, pixels, region } from './helpers/image-checks';
import { BOX, type PerspectiveRoom, SURFACE, perspectiveRoom } from './helpers/perspective-room';

const WIDTH = 480;
const HEIGHT = 360;
const engine = createLocalRenderer();
const style = STYLES.find((s) => s.id === 'japandi')!;

function job(tool: ToolId, image: Buffer, mask: Buffer | null, roomType = 'living_room') {
  return { tool: findTool(tool)!, style, roomType, prompt: null, image, mask, variant: 0 };
}

let room: PerspectiveRoom;
let plan: StagingPlan;
beforeAll(async () => {
  room = await perspectiveRoom(WIDTH, HEIGHT);
  const photo = await readRawImage(room.image);
  plan = planStaging(photo, await estimateRoomFrame(photo, 0), 'living_room', 0);
});

/** A piece's floor rectangle as the scene's true camera places it in the room (world x, z in metres). */
function worldFootprint(footprint: { x: number; y: number }[]) {
  const corners = footprint.map((p) => room.floorPoint(p.x, p.y));
  expect(corners.every(Boolean)).toBe(true);
  return corners as { x: number; z: number }[];
}

describe('staging in the room’s perspective', () => {
  it('stands every piece on free floor, inside the room and clear of the cabinet', () => {
    expect(plan.pieces.length).toBeGreaterThanOrEqual(3);
    for (const piece of plan.pieces) {
      expect(piece.footprint).toHaveLength(4);
      // Below the horizon: on the floor, not floating up a wall.
      for (const corner of piece.footprint) expect(corner.y).toBeGreaterThan(room.horizonY + 2);
      const world = worldFootprint(piece.footprint);
      const xs = world.map((c) => c.x);
      const zs = world.map((c) => c.z);
      // Inside the walls (2.6 m either side, back wall at 6.5 m), with a few centimetres' leeway.
      expect(Math.min(...xs)).toBeGreaterThan(-2.65);
      expect(Math.max(...xs)).toBeLessThan(2.65);
      expect(Math.max(...zs)).toBeLessThan(6.55);
      // Not where the cabinet stands.
      const overlaps =
        Math.min(...xs) < BOX.x1 &&
        Math.max(...xs) > BOX.x0 &&
        Math.min(...zs) < BOX.z1 &&
        Math.max(...zs) > BOX.z0;
      expect(overlaps).toBe(false);
    }
  });

  it('draws every piece at the room’s scale for the depth it stands at', () => {
    const solid = plan.pieces.filter((p) => !p.flat);
    const depths: number[] = [];
    for (const piece of solid) {
      const [nearLeft, nearRight, , farLeft] = worldFootprint(piece.footprint) as [
        { x: number; z: number },
        { x: number; z: number },
        { x: number; z: number },
        { x: number; z: number },
      ];
      // What the photo shows, measured with the true camera, is the piece's real size, near or far.
      const across = Math.hypot(nearRight.x - nearLeft.x, nearRight.z - nearLeft.z);
      const along = Math.hypot(farLeft.x - nearLeft.x, farLeft.z - nearLeft.z);
      expect(across / (piece.base.a1 - piece.base.a0)).toBeGreaterThan(0.93);
      expect(across / (piece.base.a1 - piece.base.a0)).toBeLessThan(1.07);
      expect(along / (piece.base.b1 - piece.base.b0)).toBeGreaterThan(0.88);
      expect(along / (piece.base.b1 - piece.base.b0)).toBeLessThan(1.12);
      depths.push((nearLeft.z + farLeft.z) / 2);
    }
    // The group has depth to it: pieces stand at different distances, each drawn at its own.
    expect(Math.max(...depths) - Math.min(...depths)).toBeGreaterThan(0.5);
  });

  it('changes nothing above the horizon and leaves the cabinet in front of what stands behind it', async () => {
    const graded = await pixels(await gradeToStyle(room.image, style, 0));
    const staged = await pixels(await engine.render(job('virtual-staging', room.image, null)));
    let changed = 0;
    let above = 0;
    for (let y = 0; y < HEIGHT; y++) {
      for (let x = 0; x < WIDTH; x++) {
        const i = y * WIDTH + x;
        let d = 0;
        for (let c = 0; c < 3; c++) d += Math.abs(staged.data[3 * i + c]! - graded.data[3 * i + c]!);
        if (d < 30) continue;
        changed++;
        if (y < room.horizonY - 2) above++;
      }
    }
    expect(changed).toBeGreaterThan(WIDTH * HEIGHT * 0.04);
    expect(above / changed).toBeLessThan(0.005);

    // Some piece is drawn across the cabinet's part of the photo, standing behind it: the cabinet still shows.
    const box = region(WIDTH, HEIGHT, (x, y) => room.labels[y * WIDTH + x] === SURFACE.box);
    const palette = {
      fabric: [1, 1, 1],
      cushion: [1, 1, 1],
      accent: [1, 1, 1],
      wood: [1, 1, 1],
      rug: [1, 1, 1],
      metal: [1, 1, 1],
      leaf: [1, 1, 1],
    } as const;
    const behindBox = furnitureLayers(plan, palette, WIDTH, HEIGHT).filter((layer) => {
      for (let y = layer.top; y < layer.top + layer.height; y++)
        for (let x = layer.left; x < layer.left + layer.width; x++) if (box[y * WIDTH + x]) return true;
      return false;
    });
    expect(behindBox.length).toBeGreaterThan(0);
    expect(meanDifference(graded, staged, grow(box, WIDTH, HEIGHT, -3))).toBeLessThan(3);
  });

  it('room-converter clears the brushed cabinet away before furnishing the room', async () => {
    const brushed = grow(
      region(WIDTH, HEIGHT, (x, y) => room.labels[y * WIDTH + x] === SURFACE.box),
      WIDTH,
      HEIGHT,
      10,
    );
    const output = await engine.render(
      job('room-converter', room.image, await maskOf(brushed, WIDTH, HEIGHT), 'home_office'),
    );
    const after = await pixels(output);
    const teal = (p: Pixels, i: number) =>
      p.data[3 * i + 2]! > p.data[3 * i]! + 30 && p.data[3 * i + 1]! > p.data[3 * i]! + 20;
    let was = 0;
    let still = 0;
    const before = await pixels(room.image);
    for (let i = 0; i < brushed.length; i++) {
      if (!brushed[i]) continue;
      if (teal(before, i)) was++;
      if (teal(after, i)) still++;
    }
    expect(was).toBeGreaterThan(2000);
    expect(still / was).toBeLessThan(0.02);
  });
});
