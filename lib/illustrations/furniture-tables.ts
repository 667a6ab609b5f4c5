import { darken, lighten } from './colour';
import { cylinder, legs, tableDecor, tableLamp } from './furniture';
import { halo } from './light-fixture';
import { type Scene, box, floorShadow, line, linearGradient, num, rect } from './scene';

export function diningTable(s: Scene, cx: number, zc: number, width: number, depth: number): string {
  const x0 = cx - width / 2;
  const x1 = cx + width / 2;
  const z0 = zc - depth / 2;
  const z1 = zc + depth / 2;
  s.floor.push(floorShadow(s, x0, x1, z0, z1, 0.3));
  const l = legs(s, x0, x1, z0, z1, 0.72, s.m.wood);
  return (
    l.back +
    l.front +
    box(s, { x0, x1, y0: 0.72, y1: 0.77, z0, z1 }, s.m.wood, { radius: 0.01 }) +
    tableDecor(s, cx, 0.77, zc, 'vase') +
    tableDecor(s, cx - width * 0.3, 0.77, zc, 'bowl') +
    cylinder(s, cx + width * 0.28, zc, 0.03, 0.77, 1.0, '#f6efe0') +
    cylinder(s, cx + width * 0.34, zc + 0.05, 0.03, 0.77, 0.95, '#f6efe0')
  );
}

/** A dining chair; 'front' faces the camera (backrest behind the seat), 'back' turns its backrest to it. */
export function chair(
  s: Scene,
  cx: number,
  zc: number,
  facing: 'front' | 'back',
  colour = s.m.fabric2,
): string {
  const x0 = cx - 0.23;
  const x1 = cx + 0.23;
  const z0 = zc - 0.22;
  const z1 = zc + 0.22;
  const frame = s.m.legs === 'metal' ? s.m.metal : s.m.wood;
  const l = legs(s, x0, x1, z0, z1, 0.45, frame);
  s.floor.push(floorShadow(s, x0, x1, z0, z1, 0.2));
  const seat = box(s, { x0, x1, y0: 0.45, y1: 0.5, z0, z1 }, colour, { radius: 0.05 });
  const backZ = facing === 'front' ? z1 - 0.05 : z0;
  const rest = box(
    s,
    { x0: x0 + 0.02, x1: x1 - 0.02, y0: 0.5, y1: 0.92, z0: backZ, z1: backZ + 0.05 },
    facing === 'front' ? colour : darken(colour, 0.05),
    { radius: 0.06 + 0.1 * s.m.softness },
  );
  return facing === 'front' ? l.back + rest + l.front + seat : l.back + l.front + seat + rest;
}

export function sideboard(s: Scene, cx: number, width: number): string {
  const D = s.room.depth - 0.03;
  const x0 = cx - width / 2;
  const x1 = cx + width / 2;
  const z0 = D - 0.45;
  s.floor.push(floorShadow(s, x0, x1, z0, D, 0.3));
  const l = legs(s, x0, x1, z0, D, 0.16, s.m.wood);
  const out = [l.back, l.front, box(s, { x0, x1, y0: 0.16, y1: 0.8, z0, z1: D }, s.m.wood)];
  for (let i = 1; i < 4; i++) {
    const x = x0 + (width * i) / 4;
    out.push(line(s.cam.project(x, 0.18, z0), s.cam.project(x, 0.78, z0), darken(s.m.wood, 0.3), 1));
  }
  out.push(tableLamp(s, x0 + 0.3, 0.8, D - 0.22));
  out.push(tableDecor(s, x1 - 0.35, 0.8, D - 0.2, 'vase'));
  out.push(tableDecor(s, cx + 0.1, 0.8, D - 0.25, 'books'));
  return out.join('');
}

export function desk(s: Scene, cx: number, width: number, withScreens: number): string {
  const D = s.room.depth - 0.03;
  const x0 = cx - width / 2;
  const x1 = cx + width / 2;
  const z0 = D - 0.7;
  s.floor.push(floorShadow(s, x0, x1, z0, D, 0.25));
  const l = legs(s, x0, x1, z0, D, 0.72, s.m.wood);
  const out = [l.back, l.front, box(s, { x0, x1, y0: 0.72, y1: 0.76, z0, z1: D }, s.m.wood)];
  if (withScreens > 0) {
    const screenW = Math.min(0.62, (width - 0.3) / withScreens);
    for (let i = 0; i < withScreens; i++) {
      const mx = cx + (i - (withScreens - 1) / 2) * (screenW + 0.04);
      const [sx0, sy0] = s.cam.project(mx - screenW / 2, 1.2, D - 0.22);
      const [sx1, sy1] = s.cam.project(mx + screenW / 2, 0.86, D - 0.22);
      const glow = withScreens > 1 ? (i % 2 === 0 ? '#5b6cff' : '#2fc7c0') : '#9fb6c9';
      out.push(
        box(s, { x0: mx - 0.03, x1: mx + 0.03, y0: 0.76, y1: 0.9, z0: D - 0.2, z1: D - 0.15 }, '#2a2a2a'),
      );
      out.push(rect(sx0, sy0, sx1 - sx0, sy1 - sy0, '#1e1e22', 'rx="2"'));
      out.push(rect(sx0 + 2, sy0 + 2, sx1 - sx0 - 4, sy1 - sy0 - 4, glow, 'opacity="0.85"'));
      out.push(rect(sx0 + 2, sy0 + 2, sx1 - sx0 - 4, (sy1 - sy0) * 0.3, '#ffffff', 'opacity="0.15"'));
      if (withScreens > 1) out.push(halo(s, (sx0 + sx1) / 2, (sy0 + sy1) / 2, (sx1 - sx0) * 0.9));
    }
  } else {
    out.push(tableLamp(s, x0 + 0.2, 0.76, D - 0.2));
  }
  // A laptop or keyboard in front of the screen.
  const [kx0, ky] = s.cam.project(cx - 0.22, 0.765, z0 + 0.2);
  const [kx1] = s.cam.project(cx + 0.22, 0.765, z0 + 0.2);
  out.push(rect(kx0, ky - 3, kx1 - kx0, 5, lighten(s.m.metal, 0.3), 'rx="1.5"'));
  out.push(tableDecor(s, x1 - 0.2, 0.76, D - 0.25, 'books'));
  return out.join('');
}

/** A swivel chair seen from behind, at a desk. */
export function officeChair(s: Scene, cx: number, zc: number, colour = s.m.fabric2): string {
  const u = s.cam.scale(zc);
  const [bx, by] = s.cam.project(cx, 0, zc);
  const [, py] = s.cam.project(cx, 0.45, zc);
  s.floor.push(floorShadow(s, cx - 0.3, cx + 0.3, zc - 0.3, zc + 0.3, 0.3));
  const base = [-0.3, -0.12, 0.12, 0.3]
    .map((dx) =>
      line(
        [bx, by - u * 0.05],
        [bx + dx * u, by],
        '#2a2a2a',
        Math.max(1.5, u * 0.025),
        'stroke-linecap="round"',
      ),
    )
    .join('');
  return (
    base +
    line([bx, by - u * 0.05], [bx, py], '#3a3a3a', Math.max(2, u * 0.04)) +
    box(
      s,
      { x0: cx - 0.26, x1: cx + 0.26, y0: 0.44, y1: 0.52, z0: zc - 0.24, z1: zc + 0.24 },
      darken(colour, 0.1),
      { radius: 0.1 },
    ) +
    box(s, { x0: cx - 0.24, x1: cx + 0.24, y0: 0.56, y1: 1.12, z0: zc - 0.3, z1: zc - 0.24 }, colour, {
      radius: 0.25,
    }) +
    `<rect x="${num(bx - u * 0.16)}" y="${num(s.cam.project(cx, 1.05, zc - 0.3)[1])}" width="${num(u * 0.32)}" height="${num(u * 0.06)}" rx="${num(u * 0.03)}" fill="${lighten(colour, 0.1)}" opacity="0.5"/>`
  );
}

export function mediaConsole(s: Scene, cx: number, width: number): string {
  const D = s.room.depth - 0.03;
  const x0 = cx - width / 2;
  const x1 = cx + width / 2;
  const [tx0, ty0] = s.cam.project(cx - 0.72, 1.45, D);
  const [tx1, ty1] = s.cam.project(cx + 0.72, 0.65, D);
  s.floor.push(floorShadow(s, x0, x1, D - 0.42, D, 0.25));
  const screen = linearGradient(s, 'tvglow', [
    [0, '#34404d'],
    [0.6, '#1b2027'],
    [1, '#111418'],
  ]);
  return (
    box(s, { x0, x1, y0: 0.05, y1: 0.5, z0: D - 0.42, z1: D }, s.m.wood) +
    line(s.cam.project(cx, 0.07, D - 0.42), s.cam.project(cx, 0.48, D - 0.42), darken(s.m.wood, 0.3), 1) +
    rect(tx0, ty0, tx1 - tx0, ty1 - ty0, '#151618', 'rx="2"') +
    `<rect x="${num(tx0 + 3)}" y="${num(ty0 + 3)}" width="${num(tx1 - tx0 - 6)}" height="${num(ty1 - ty0 - 6)}" fill="${screen}"/>`
  );
}
