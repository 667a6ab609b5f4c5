import { darken, lighten } from './colour';
import { cylinder, legs } from './furniture';
import { type Scene, box, ellipse, floorShadow, line, num, polygon, proj, rect } from './scene';

function books(s: Scene, x0: number, x1: number, y: number, z: number, maxH: number): string {
  const out: string[] = [];
  let x = x0 + 0.02;
  const colours = [s.m.accent, s.m.palette[1], s.m.palette[3], s.m.fabric2, s.m.palette[2], '#efe9dc'];
  while (x < x1 - 0.05) {
    if (s.rnd.chance(0.12)) {
      x += 0.12;
      continue;
    }
    const w = s.rnd.range(0.025, 0.05);
    const h = maxH * s.rnd.range(0.65, 0.95);
    const [ax, ay] = s.cam.project(x, y + h, z);
    const [bx, by] = s.cam.project(x + w, y, z);
    out.push(rect(ax, ay, bx - ax, by - ay, s.rnd.pick(colours)));
    x += w + 0.004;
  }
  return out.join('');
}

/** An open bookcase against the back wall, filled with books, boxes and a plant-like object. */
export function bookcase(s: Scene, x0: number, x1: number, height: number): string {
  const D = s.room.depth - 0.02;
  const z0 = D - 0.34;
  const out = [box(s, { x0, x1, y0: 0, y1: height, z0, z1: D }, s.m.wood)];
  const [ix0, iy0] = s.cam.project(x0 + 0.04, height - 0.04, z0);
  const [ix1, iy1] = s.cam.project(x1 - 0.04, 0.08, z0);
  out.push(rect(ix0, iy0, ix1 - ix0, iy1 - iy0, darken(s.m.wood, 0.35)));
  const shelves = Math.round(height / 0.38);
  const step = (height - 0.12) / shelves;
  for (let i = 0; i < shelves; i++) {
    const y = 0.08 + i * step;
    out.push(books(s, x0 + 0.04, x1 - 0.04, y + 0.02, z0 + 0.02, step - 0.08));
    out.push(rect(ix0, s.cam.project(0, y + 0.02, z0)[1], ix1 - ix0, s.cam.scale(z0) * 0.025, s.m.wood));
  }
  return out.join('');
}

export function bathtub(s: Scene, x0: number, x1: number, z0: number, z1: number): string {
  s.floor.push(floorShadow(s, x0, x1, z0, z1, 0.35));
  const white = '#f9f8f5';
  const u = s.cam.scale(z0);
  const [ax, ay] = s.cam.project(x0, 0.58, z0);
  const [bx, by] = s.cam.project(x1, 0.08, z0);
  const rim = polygon(
    proj(s, [
      [x0, 0.58, z0],
      [x1, 0.58, z0],
      [x1, 0.58, z1],
      [x0, 0.58, z1],
    ]),
    lighten(white, 0.5),
  );
  const inner = polygon(
    proj(s, [
      [x0 + 0.08, 0.581, z0 + 0.08],
      [x1 - 0.08, 0.581, z0 + 0.08],
      [x1 - 0.08, 0.581, z1 - 0.08],
      [x0 + 0.08, 0.581, z1 - 0.08],
    ]),
    '#dfe3e2',
    `stroke="#cfd4d3" stroke-width="1"`,
  );
  const body = `<path d="M${num(ax)} ${num(ay)} H${num(bx)} Q${num(bx + u * 0.02)} ${num(by)} ${num(bx - u * 0.25)} ${num(by)} H${num(ax + u * 0.25)} Q${num(ax - u * 0.02)} ${num(by)} ${num(ax)} ${num(ay)}Z" fill="${darken(white, 0.03)}"/>`;
  const feet = [ax + u * 0.3, bx - u * 0.3]
    .map((fx) =>
      rect(fx - u * 0.04, by - 2, u * 0.08, s.cam.project(0, 0, z0)[1] - by + 2, s.m.metal, 'rx="2"'),
    )
    .join('');
  const [fx, fy] = s.cam.project(x1 + 0.12, 0, z0 + 0.3);
  const [, fty] = s.cam.project(x1 + 0.12, 0.95, z0 + 0.3);
  const filler =
    line([fx, fy], [fx, fty], s.m.metal, Math.max(2, u * 0.025)) +
    `<path d="M${num(fx)} ${num(fty)} q${num(-u * 0.12)} 0 ${num(-u * 0.14)} ${num(u * 0.1)}" fill="none" stroke="${s.m.metal}" stroke-width="${num(Math.max(2, u * 0.02))}"/>`;
  return feet + rim + inner + body + filler;
}

export function vanity(s: Scene, cx: number, width: number): string {
  const D = s.room.depth - 0.02;
  const x0 = cx - width / 2;
  const x1 = cx + width / 2;
  const z0 = D - 0.5;
  const u = s.cam.scale(D);
  const [mx, my] = s.cam.project(cx, 1.6, D);
  const mirror =
    s.m.softness > 0.5
      ? ellipse([mx, my], u * 0.32, u * 0.4, s.m.metal) + ellipse([mx, my], u * 0.29, u * 0.37, '#cfd8d8')
      : rect(mx - u * width * 0.4, my - u * 0.4, u * width * 0.8, u * 0.8, s.m.metal) +
        rect(mx - u * width * 0.4 + 3, my - u * 0.4 + 3, u * width * 0.8 - 6, u * 0.8 - 6, '#cfd8d8');
  const l = legs(s, x0, x1, z0, D, 0.25, s.m.wood);
  s.floor.push(floorShadow(s, x0, x1, z0, D, 0.25));
  const [bx, by] = s.cam.project(cx, 0.86, D - 0.25);
  return (
    mirror +
    `<path d="M${num(mx - u * 0.15)} ${num(my - u * 0.2)} l${num(u * 0.12)} ${num(-u * 0.12)}" stroke="#fff" stroke-width="2" opacity="0.7"/>` +
    l.back +
    l.front +
    box(s, { x0, x1, y0: 0.25, y1: 0.82, z0, z1: D }, s.m.wood) +
    line(s.cam.project(cx, 0.27, z0), s.cam.project(cx, 0.8, z0), darken(s.m.wood, 0.3), 1) +
    box(s, { x0: x0 - 0.02, x1: x1 + 0.02, y0: 0.82, y1: 0.86, z0: z0 - 0.02, z1: D }, s.m.counter) +
    ellipse([bx, by - u * 0.04], u * 0.2, u * 0.06, '#fbfbf9') +
    ellipse([bx, by - u * 0.05], u * 0.15, u * 0.035, '#dcdedd') +
    line(s.cam.project(cx, 0.86, D - 0.05), s.cam.project(cx, 1.02, D - 0.05), s.m.metal, 2.5)
  );
}

/** Hanging clothes on a rail, for closets and entryways. */
export function clothesRail(s: Scene, x0: number, x1: number, y: number, z: number): string {
  const out = [
    line(s.cam.project(x0, y, z), s.cam.project(x1, y, z), s.m.metal, Math.max(1.5, s.cam.scale(z) * 0.015)),
  ];
  const colours = [
    s.m.palette[1],
    s.m.palette[2],
    s.m.palette[3],
    s.m.accent,
    s.m.fabric,
    '#f2efe8',
    '#2f3238',
  ];
  let x = x0 + 0.06;
  while (x < x1 - 0.1) {
    const w = s.rnd.range(0.05, 0.09);
    const length = s.rnd.range(0.55, 1.0);
    const [ax, ay] = s.cam.project(x, y - 0.04, z);
    const [bx, by] = s.cam.project(x + w, y - length, z);
    const colour = s.rnd.pick(colours);
    out.push(rect(ax, ay, bx - ax, by - ay, colour, 'rx="1.5"'));
    out.push(rect(ax, ay, (bx - ax) * 0.3, by - ay, darken(colour, 0.12), 'rx="1"'));
    x += w + 0.01;
  }
  return out.join('');
}

/** Built-in wardrobe wall: hanging sections, folded stacks on shelves, shoes below. */
export function wardrobeWall(s: Scene, x0: number, x1: number): string {
  const D = s.room.depth - 0.02;
  const z0 = D - 0.55;
  const H = Math.min(2.45, s.room.height - 0.1);
  const out = [box(s, { x0, x1, y0: 0, y1: H, z0, z1: D }, s.m.cabinet)];
  const bays = Math.round((x1 - x0) / 0.9);
  const bw = (x1 - x0) / bays;
  for (let i = 0; i < bays; i++) {
    const a = x0 + i * bw + 0.03;
    const b = a + bw - 0.06;
    const [ix0, iy0] = s.cam.project(a, H - 0.05, z0);
    const [ix1, iy1] = s.cam.project(b, 0.05, z0);
    out.push(rect(ix0, iy0, ix1 - ix0, iy1 - iy0, darken(s.m.cabinet, 0.28)));
    if (i % 2 === 0) {
      out.push(clothesRail(s, a, b, H - 0.35, z0 + 0.25));
      out.push(clothesRail(s, a, b, 1.0, z0 + 0.25));
    } else {
      for (let y = 0.35; y < H - 0.2; y += 0.38) {
        out.push(rect(ix0, s.cam.project(0, y, z0)[1], ix1 - ix0, 2.5, s.m.cabinet));
        for (let k = 0; k < 3; k++) {
          const fx = a + 0.05 + k * ((b - a) / 3);
          const fh = s.rnd.range(0.12, 0.26);
          const [px, py] = s.cam.project(fx, y + fh, z0 + 0.05);
          const [qx, qy] = s.cam.project(fx + (b - a) / 3 - 0.08, y + 0.01, z0 + 0.05);
          const colour = s.rnd.pick([
            s.m.palette[0],
            s.m.palette[1],
            s.m.palette[3],
            s.m.accent,
            s.m.fabric2,
          ]);
          out.push(rect(px, py, qx - px, qy - py, colour, 'rx="2"'));
          out.push(line([px, py + (qy - py) * 0.5], [qx, py + (qy - py) * 0.5], darken(colour, 0.15), 1));
        }
      }
    }
    for (let k = 0; k < 3; k++) {
      const sx = a + 0.06 + k * ((b - a) / 3);
      const [px, py] = s.cam.project(sx, 0.14, z0 + 0.1);
      const [qx, qy] = s.cam.project(sx + 0.18, 0.06, z0 + 0.1);
      out.push(rect(px, py, qx - px, qy - py, s.rnd.pick(['#2f2a28', '#8a5a3b', '#efe9dc']), 'rx="3"'));
    }
  }
  return out.join('');
}

export function washer(s: Scene, x0: number, x1: number): string {
  const D = s.room.depth - 0.02;
  const z0 = D - 0.6;
  const u = s.cam.scale(z0);
  const [cx, cy] = s.cam.project((x0 + x1) / 2, 0.42, z0);
  const white = '#f4f4f1';
  return (
    box(s, { x0, x1, y0: 0, y1: 0.85, z0, z1: D }, white, { radius: 0.03 }) +
    rect(
      s.cam.project(x0 + 0.03, 0.8, z0)[0],
      s.cam.project(0, 0.8, z0)[1],
      (x1 - x0 - 0.06) * u,
      u * 0.08,
      '#e2e2de',
    ) +
    ellipse([cx, cy], u * 0.2, u * 0.2, '#c9ccca') +
    ellipse([cx, cy], u * 0.15, u * 0.15, '#5a6770') +
    ellipse([cx - u * 0.04, cy - u * 0.05], u * 0.06, u * 0.03, '#ffffff', 'opacity="0.4"')
  );
}

export function crib(s: Scene, cx: number, zc: number): string {
  const x0 = cx - 0.7;
  const x1 = cx + 0.7;
  const z0 = zc - 0.38;
  const z1 = zc + 0.38;
  const frame = s.m.wood === s.m.palette[0] ? lighten(s.m.wood, 0.1) : s.m.palette[0];
  s.floor.push(floorShadow(s, x0, x1, z0, z1, 0.3));
  const slats = (z: number) => {
    const out: string[] = [];
    for (let x = x0 + 0.08; x < x1 - 0.04; x += 0.09)
      out.push(
        line(
          s.cam.project(x, 0.2, z),
          s.cam.project(x, 0.95, z),
          frame,
          Math.max(1.5, s.cam.scale(z) * 0.022),
        ),
      );
    return out.join('');
  };
  const l = legs(s, x0, x1, z0, z1, 0.2, frame);
  return (
    l.back +
    box(s, { x0, x1, y0: 0.2, y1: 1.0, z0: z1 - 0.04, z1 }, frame) +
    box(
      s,
      { x0: x0 + 0.04, x1: x1 - 0.04, y0: 0.35, y1: 0.48, z0, z1: z1 - 0.04 },
      lighten(s.m.palette[0], 0.4),
    ) +
    box(s, { x0: x0 + 0.5, x1: x1 - 0.1, y0: 0.48, y1: 0.56, z0: z0 + 0.05, z1: z1 - 0.08 }, s.m.fabric2, {
      radius: 0.1,
    }) +
    box(s, { x0, x1: x0 + 0.05, y0: 0.2, y1: 1.0, z0, z1 }, frame) +
    box(s, { x0: x1 - 0.05, x1, y0: 0.2, y1: 1.0, z0, z1 }, frame) +
    l.front +
    box(s, { x0, x1, y0: 0.92, y1: 0.98, z0, z1: z0 + 0.04 }, frame) +
    box(s, { x0, x1, y0: 0.2, y1: 0.26, z0, z1: z0 + 0.04 }, frame) +
    slats(z0 + 0.02)
  );
}

export function door(s: Scene, cx: number): string {
  const D = s.room.depth;
  const u = s.cam.scale(D);
  const [ax, ay] = s.cam.project(cx - 0.5, 2.2, D);
  const [bx, by] = s.cam.project(cx + 0.5, 0, D);
  const colour = s.m.accent;
  const w = bx - ax;
  const h = by - ay;
  const [hx, hy] = s.cam.project(cx + 0.38, 1.0, D);
  return (
    rect(
      ax - u * 0.06,
      ay - u * 0.06,
      w + u * 0.12,
      h + u * 0.06,
      s.m.trim === s.m.wall ? lighten(s.m.trim, 0.3) : s.m.trim,
    ) +
    rect(ax, ay, w, h, colour) +
    rect(ax + w * 0.14, ay + h * 0.08, w * 0.72, h * 0.36, '#dce8ec') +
    rect(
      ax + w * 0.14,
      ay + h * 0.52,
      w * 0.72,
      h * 0.4,
      'none',
      `stroke="${darken(colour, 0.2)}" stroke-width="1.5"`,
    ) +
    ellipse([hx, hy], u * 0.03, u * 0.03, s.m.metal)
  );
}

export function bench(s: Scene, cx: number, zc: number, width: number): string {
  const x0 = cx - width / 2;
  const x1 = cx + width / 2;
  const l = legs(s, x0, x1, zc - 0.2, zc + 0.2, 0.4, s.m.wood);
  s.floor.push(floorShadow(s, x0, x1, zc - 0.2, zc + 0.2, 0.22));
  return (
    l.back +
    l.front +
    box(s, { x0, x1, y0: 0.4, y1: 0.48, z0: zc - 0.2, z1: zc + 0.2 }, s.m.wood) +
    box(s, { x0: x0 + 0.03, x1: x1 - 0.03, y0: 0.48, y1: 0.56, z0: zc - 0.18, z1: zc + 0.18 }, s.m.fabric2, {
      radius: 0.1,
    })
  );
}

export function ottoman(s: Scene, x: number, z: number, r: number): string {
  s.floor.push(floorShadow(s, x - r, x + r, z - r, z + r, 0.3));
  return cylinder(s, x, z, r, 0.02, 0.44, s.m.fabric2);
}
