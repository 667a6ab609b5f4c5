import { beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { STYLES } from '@/lib/studio/catalog/styles';
import { type ToolId, findTool } from '@/lib/studio/catalog/tools';
import { createLocalRenderer } from '@/lib/studio/engines/local-engine';
import { finitePoint } from '@/lib/studio/engines/local/vanishing-points';
import {
  type Pixels,
  type Region,
  and,
  bearingError,
  centroid,
  grow,
  luma,
  maskOf,
  meanDifference,
  not,
  pixels,
  region,
  segmentsInside,
  vanishingPointsOf,
} from './helpers/image-checks';
import { type PerspectiveRoom, SURFACE, perspectiveRoom } from './helpers/perspective-room';

const WIDTH = 480;
const HEIGHT = 360;
const engine = createLocalRenderer();
const style = STYLES.find((s) => s.id === 'scandinavian')!;

function job(tool: ToolId, image: Buffer, mask: Buffer) {
  return { tool: findTool(tool)!, style, roomType: 'living_room', prompt: null, image, mask, variant: 0 };
}

let room: PerspectiveRoom;
let before: Pixels;
const labelled = (...labels: number[]) =>
  region(WIDTH, HEIGHT, (x, y) => labels.includes(room.labels[y * WIDTH + x]!));

beforeAll(async () => {
  room = await perspectiveRoom(WIDTH, HEIGHT);
  before = await pixels(room.image);
});

/** Renders a tool with the region brushed; returns the output and the lines found wholly inside the region. */
async function render(tool: ToolId, brushed: Region) {
  const output = await engine.render(job(tool, room.image, await maskOf(brushed, WIDTH, HEIGHT)));
  // Lines along the brushed area's outline are the room's own edges, not the new surface's: keep off them.
  const segments = await segmentsInside(output, grow(brushed, WIDTH, HEIGHT, -6));
  return { after: await pixels(output), segments };
}

describe('surfaces laid in the photo’s perspective', () => {
  it('floor-swap lays boards that run to the floor’s vanishing point, around what stands on the floor', async () => {
    // The user brushes the whole floor, cabinet and all.
    const brushed = labelled(SURFACE.floor, SURFACE.box);
    const { after, segments } = await render('floor-swap', brushed);

    // Walls untouched, the floor new.
    expect(meanDifference(before, after, not(grow(brushed, WIDTH, HEIGHT, 8)))).toBeLessThan(2);
    const floor = and(labelled(SURFACE.floor), not(grow(labelled(SURFACE.box), WIDTH, HEIGHT, 12)));
    expect(meanDifference(before, after, floor)).toBeGreaterThan(20);
    // The cabinet standing on it is kept as it was.
    expect(meanDifference(before, after, grow(labelled(SURFACE.box), WIDTH, HEIGHT, -3))).toBeLessThan(4);

    // The strongest family of the new floor's lines (the boards' long seams) meets where the room's depth lines do.
    const [boards] = vanishingPointsOf(segments, WIDTH, HEIGHT);
    const found = finitePoint(boards!);
    const truth = room.vanishing.depth;
    const reach = Math.hypot(truth.x - WIDTH / 2, truth.y - HEIGHT);
    expect(found).toBeDefined();
    expect(Math.hypot(found!.x - truth.x, found!.y - truth.y) / reach).toBeLessThan(0.12);

    // Under the photo's own light: the window side of the floor (about 11 % brighter) stays the brighter side. (The
    // new boards' own tones vary by more than that, so only the sign is certain.)
    const side = (x0: number, x1: number) =>
      and(
        floor,
        region(WIDTH, HEIGHT, (x, y) => x >= x0 && x < x1 && y > HEIGHT * 0.75),
      );
    const ratio = (p: Pixels) => meanLuma(p, side(0, 160)) / meanLuma(p, side(320, 480));
    expect(ratio(before)).toBeGreaterThan(1.08);
    expect(ratio(after)).toBeGreaterThan(1.02);
  });

  it('kitchen-cabinets lays fronts on the wall’s plane: their rails run to the wall’s vanishing point', async () => {
    // The right wall between its skirting and its chair rail, where base cabinets would stand.
    const rail = lineThrough(room.project([2.6, 0.9, 2]), room.project([2.6, 0.9, 6]));
    const skirting = lineThrough(room.project([2.6, 0.12, 2]), room.project([2.6, 0.12, 6]));
    const brushed = and(
      labelled(SURFACE.rightWall),
      region(WIDTH, HEIGHT, (x, y) => x > WIDTH * 0.6 && y > rail(x) + 4 && y < skirting(x) - 4),
    );
    const { after, segments } = await render('kitchen-cabinets', brushed);
    expect(meanDifference(before, after, not(grow(brushed, WIDTH, HEIGHT, 8)))).toBeLessThan(2);

    // Of the fronts' line families (stiles upright, rails along the wall), one runs toward the depth vanishing point.
    const families = vanishingPointsOf(segments, WIDTH, HEIGHT);
    expect(families.length).toBeGreaterThan(1);
    const from = centroid(brushed, WIDTH);
    const errors = families.map((vp) => bearingError(vp, room.vanishing.depth, from));
    expect(Math.min(...errors)).toBeLessThan(3);
  });

  it('bathroom-refresh lays tile courses that run to the back wall’s vanishing point', async () => {
    // The back wall above its chair rail.
    const rail = lineThrough(room.project([-2, 0.9, 6.5]), room.project([2, 0.9, 6.5]));
    const brushed = and(
      labelled(SURFACE.backWall),
      region(WIDTH, HEIGHT, (x, y) => x > 12 && y < rail(x) - 4),
    );
    const { after, segments } = await render('bathroom-refresh', brushed);
    expect(meanDifference(before, after, not(grow(brushed, WIDTH, HEIGHT, 8)))).toBeLessThan(2);

    const from = centroid(brushed, WIDTH);
    const courses = segments.filter((s) => Math.abs(s.y2 - s.y1) < Math.abs(s.x2 - s.x1));
    expect(courses.length).toBeGreaterThan(3);
    const [rows] = vanishingPointsOf(courses, WIDTH, HEIGHT);
    expect(bearingError(rows!, room.vanishing.across, from)).toBeLessThan(1.5);
    // Not merely level: the courses tilt as the wall recedes (the true vanishing point is not at infinity).
    const tilt = courses.reduce((s, c) => s + (c.y2 - c.y1) / (c.x2 - c.x1), 0) / courses.length;
    const expected = (room.vanishing.across.y - from.y) / (room.vanishing.across.x - from.x);
    expect(Math.sign(tilt)).toBe(Math.sign(expected));
  });

  it('without a line to go by, a floor still recedes toward a horizon above the brushed area', async () => {
    // A plain, evenly lit room: wall above, floor below, not one straight edge.
    const plain = await sharp({
      create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#b8a488' },
    })
      .composite([
        {
          input: Buffer.from(
            `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e6e0d6"/><stop offset="1" stop-color="#a08a6c"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
          ),
        },
      ])
      .jpeg()
      .toBuffer();
    const brushed = region(WIDTH, HEIGHT, (_, y) => y > HEIGHT * 0.5);
    const output = await engine.render(job('floor-swap', plain, await maskOf(brushed, WIDTH, HEIGHT)));
    const segments = await segmentsInside(output, grow(brushed, WIDTH, HEIGHT, -6));
    const [boards] = vanishingPointsOf(segments, WIDTH, HEIGHT);
    const meet = finitePoint(boards!);
    // The boards converge (a flat paste would leave them parallel), to a point above the brushed area.
    expect(meet).toBeDefined();
    expect(meet!.y).toBeLessThan(HEIGHT * 0.5);
    expect(meet!.y).toBeGreaterThan(-HEIGHT);
    expect(meet!.x).toBeGreaterThan(0);
    expect(meet!.x).toBeLessThan(WIDTH);
  });
});

/** The height, at column x, of the photo's line through two points. */
function lineThrough(a: { x: number; y: number }, b: { x: number; y: number }) {
  return (x: number) => a.y + ((b.y - a.y) * (x - a.x)) / (b.x - a.x);
}

function meanLuma(p: Pixels, r: Region): number {
  let sum = 0;
  let n = 0;
  for (let i = 0; i < r.length; i++) {
    if (!r[i]) continue;
    sum += luma(p, i);
    n++;
  }
  return sum / n;
}
