import { darken, lighten } from './colour';
import { cylinder, legs, tableDecor } from './furniture';
import { plant } from './plants';
import { type Scene, box, ellipse, floorShadow, line, num, polygon, proj } from './scene';

/** Door seams and handles on the front face of a cabinet run. */
function doorFronts(
  s: Scene,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  z: number,
  colour: string,
  width = 0.6,
): string {
  const out: string[] = [];
  const n = Math.max(1, Math.round((x1 - x0) / width));
  const w = (x1 - x0) / n;
  const seam = darken(colour, 0.22);
  const u = s.cam.scale(z);
  for (let i = 0; i < n; i++) {
    const a = x0 + i * w;
    if (i > 0) out.push(line(s.cam.project(a, y0, z), s.cam.project(a, y1, z), seam, 1));
    const upper = y0 > 1;
    const [hx, hy] = s.cam.project(a + (i % 2 === 0 ? w - 0.07 : 0.07), upper ? y0 + 0.12 : y1 - 0.14, z);
    out.push(
      line(
        [hx, hy - u * 0.05],
        [hx, hy + u * 0.05],
        s.m.metal,
        Math.max(1.5, u * 0.015),
        'stroke-linecap="round"',
      ),
    );
  }
  return out.join('');
}

export function baseCabinets(
  s: Scene,
  x0: number,
  x1: number,
  sinkX: number | null,
  hobX: number | null,
): string {
  const D = s.room.depth;
  const z0 = D - 0.6;
  const colour = s.m.cabinet;
  const out = [
    box(s, { x0, x1, y0: 0, y1: 0.1, z0: z0 + 0.06, z1: D }, darken(colour, 0.45)),
    box(s, { x0, x1, y0: 0.1, y1: 0.88, z0, z1: D }, colour),
    doorFronts(s, x0, x1, 0.1, 0.88, z0, colour),
    box(s, { x0: x0 - 0.01, x1: x1 + 0.01, y0: 0.88, y1: 0.92, z0: z0 - 0.03, z1: D }, s.m.counter),
  ];
  if (sinkX !== null) {
    out.push(
      polygon(
        proj(s, [
          [sinkX - 0.35, 0.921, z0 + 0.08],
          [sinkX + 0.35, 0.921, z0 + 0.08],
          [sinkX + 0.35, 0.921, D - 0.12],
          [sinkX - 0.35, 0.921, D - 0.12],
        ]),
        darken(s.m.counter, 0.3),
      ),
    );
    const [fx, fy] = s.cam.project(sinkX, 0.92, D - 0.06);
    const u = s.cam.scale(D);
    out.push(
      `<path d="M${num(fx)} ${num(fy)} L${num(fx)} ${num(fy - u * 0.32)} Q${num(fx)} ${num(fy - u * 0.38)} ${num(fx + u * 0.1)} ${num(fy - u * 0.36)} L${num(fx + u * 0.12)} ${num(fy - u * 0.3)}" fill="none" stroke="${s.m.metal}" stroke-width="${num(u * 0.025)}" stroke-linecap="round"/>`,
    );
  }
  if (hobX !== null) {
    out.push(
      polygon(
        proj(s, [
          [hobX - 0.33, 0.922, z0 + 0.06],
          [hobX + 0.33, 0.922, z0 + 0.06],
          [hobX + 0.33, 0.922, D - 0.06],
          [hobX - 0.33, 0.922, D - 0.06],
        ]),
        '#232323',
      ),
    );
  }
  return out.join('');
}

export function upperCabinets(s: Scene, x0: number, x1: number): string {
  const D = s.room.depth;
  if (s.m.openShelves) {
    const out: string[] = [];
    for (const y of [1.55, 2.0]) {
      out.push(box(s, { x0, x1, y0: y - 0.04, y1: y, z0: D - 0.28, z1: D }, s.m.wood));
      for (let x = x0 + 0.15; x < x1 - 0.1; x += s.rnd.range(0.14, 0.3)) {
        const colour = s.rnd.pick([s.m.palette[0], s.m.palette[1], s.m.palette[3], '#f4f2ec']);
        const h = s.rnd.range(0.1, 0.24);
        out.push(cylinder(s, x, D - 0.14, s.rnd.range(0.05, 0.08), y, y + h, colour));
      }
    }
    return out.join('');
  }
  const colour = lighten(s.m.cabinet, 0.04);
  return (
    box(s, { x0, x1, y0: 1.5, y1: 2.3, z0: D - 0.35, z1: D }, colour) +
    doorFronts(s, x0, x1, 1.5, 2.3, D - 0.35, colour, 0.45)
  );
}

export function rangeHood(s: Scene, x: number): string {
  const D = s.room.depth;
  return (
    box(
      s,
      { x0: x - 0.38, x1: x + 0.38, y0: 1.62, y1: 1.78, z0: D - 0.5, z1: D },
      s.m.metal === '#f2f1ee' ? '#e9e7e2' : s.m.metal,
    ) +
    box(
      s,
      { x0: x - 0.16, x1: x + 0.16, y0: 1.78, y1: s.room.height, z0: D - 0.3, z1: D },
      s.m.metal === '#f2f1ee' ? '#e9e7e2' : s.m.metal,
    )
  );
}

export function tallUnit(s: Scene, x0: number, x1: number): string {
  const D = s.room.depth;
  const colour = s.m.cabinet;
  const z0 = D - 0.65;
  return (
    box(s, { x0, x1, y0: 0, y1: 2.3, z0, z1: D }, colour) +
    line(
      s.cam.project((x0 + x1) / 2, 0.05, z0),
      s.cam.project((x0 + x1) / 2, 2.25, z0),
      darken(colour, 0.22),
      1,
    ) +
    line(s.cam.project(x0, 1.45, z0), s.cam.project(x1, 1.45, z0), darken(colour, 0.22), 1) +
    line(
      s.cam.project((x0 + x1) / 2 - 0.06, 0.8, z0),
      s.cam.project((x0 + x1) / 2 - 0.06, 1.3, z0),
      s.m.metal,
      2.5,
      'stroke-linecap="round"',
    ) +
    line(
      s.cam.project((x0 + x1) / 2 + 0.06, 0.8, z0),
      s.cam.project((x0 + x1) / 2 + 0.06, 1.3, z0),
      s.m.metal,
      2.5,
      'stroke-linecap="round"',
    )
  );
}

export function island(s: Scene, cx: number, zc: number, width: number): string {
  const x0 = cx - width / 2;
  const x1 = cx + width / 2;
  const z0 = zc - 0.45;
  const z1 = zc + 0.45;
  const colour = s.m.cabinet === s.m.palette[0] ? s.m.wood : darken(s.m.cabinet, 0.08);
  s.floor.push(floorShadow(s, x0, x1, z0, z1, 0.35));
  return (
    box(s, { x0: x0 + 0.05, x1: x1 - 0.05, y0: 0, y1: 0.88, z0: z0 + 0.2, z1 }, colour) +
    doorFronts(s, x0 + 0.05, x1 - 0.05, 0.05, 0.88, z0 + 0.2, colour, 0.55) +
    box(s, { x0, x1, y0: 0.88, y1: 0.94, z0, z1 }, s.m.counter) +
    tableDecor(s, cx - 0.4, 0.94, zc, 'bowl') +
    plant(s, cx + 0.45, zc + 0.1, 0.5, 'bush', 0.94)
  );
}

export function stool(s: Scene, x: number, z: number): string {
  const seat = 0.66;
  const r = 0.18;
  if (s.m.legs === 'block') {
    s.floor.push(floorShadow(s, x - r, x + r, z - r, z + r, 0.22));
    return (
      cylinder(s, x, z, r * 0.7, 0, 0.03, s.m.metal) +
      cylinder(s, x, z, 0.03, 0.03, seat - 0.05, s.m.metal) +
      cylinder(s, x, z, r, seat - 0.05, seat, s.m.fabric)
    );
  }
  const l = legs(s, x - r, x + r, z - r, z + r, seat, s.m.wood);
  s.floor.push(floorShadow(s, x - r, x + r, z - r, z + r, 0.22));
  const [, fy] = s.cam.project(x, 0.25, z - r * 0.6);
  const [fx0] = s.cam.project(x - r * 0.8, 0.25, z);
  const [fx1] = s.cam.project(x + r * 0.8, 0.25, z);
  return (
    l.back +
    line([fx0, fy], [fx1, fy], s.m.legs === 'metal' ? s.m.metal : s.m.wood, 2) +
    l.front +
    cylinder(s, x, z, r, seat - 0.05, seat, s.m.fabric2)
  );
}

/** A single flat-topped sink bowl seen from above, for vanities. */
export function basin(s: Scene, x: number, y: number, z: number): string {
  const u = s.cam.scale(z);
  const [cx, cy] = s.cam.project(x, y, z);
  return (
    ellipse([cx, cy - u * 0.03], u * 0.24, u * 0.07, '#fbfbf9') +
    ellipse([cx, cy - u * 0.035], u * 0.19, u * 0.045, '#dcdedd')
  );
}
