import { darken, lighten, mix } from './colour';
import { halo } from './light-fixture';
import { type Pt, type Scene, box, ellipse, floorShadow, line, num, polygon, proj, rect } from './scene';

/** Four legs under a footprint, returned as the back pair and the front pair for painting order. */
export function legs(s: Scene, x0: number, x1: number, z0: number, z1: number, h: number, colour: string) {
  const kind = s.m.legs;
  if (kind === 'block') {
    // A recessed plinth sits under the body, so it is painted first.
    return {
      back: box(
        s,
        { x0: x0 + 0.06, x1: x1 - 0.06, y0: 0, y1: h, z0: z0 + 0.06, z1: z1 - 0.06 },
        darken(colour, 0.45),
      ),
      front: '',
    };
  }
  const t = kind === 'metal' ? 0.025 : kind === 'turned' ? 0.055 : 0.045;
  const fill = kind === 'metal' ? s.m.metal : colour;
  const one = (x: number, z: number, splay: number) => {
    const top = s.cam.project(x, h, z);
    const bottom = s.cam.project(x + splay, 0, z);
    const wt = (s.cam.scale(z) * t) / 2;
    const wb = kind === 'tapered' ? wt * 0.5 : wt;
    return polygon(
      [
        [top[0] - wt, top[1]],
        [top[0] + wt, top[1]],
        [bottom[0] + wb, bottom[1]],
        [bottom[0] - wb, bottom[1]],
      ],
      fill,
    );
  };
  const splay = kind === 'tapered' ? 0.04 : 0;
  const i = 0.05;
  return {
    back: one(x0 + i, z1 - i, -splay) + one(x1 - i, z1 - i, splay),
    front: one(x0 + i, z0 + i, -splay) + one(x1 - i, z0 + i, splay),
  };
}

/** A vertical cylinder standing on y0 (table tops, stools, pots, lamp bases). */
export function cylinder(
  s: Scene,
  x: number,
  z: number,
  r: number,
  y0: number,
  y1: number,
  colour: string,
): string {
  const [cx, topY] = s.cam.project(x, y1, z);
  const [, botY] = s.cam.project(x, y0, z);
  const rx = s.cam.scale(z) * r;
  const squash = (y: number) => {
    const [, near] = s.cam.project(x, y, z - r);
    const [, far] = s.cam.project(x, y, z + r);
    return Math.abs(near - far) / 2;
  };
  return (
    ellipse([cx, botY], rx, squash(y0), darken(colour, 0.15)) +
    rect(cx - rx, topY, rx * 2, botY - topY, darken(colour, 0.08)) +
    ellipse([cx, topY], rx, squash(y1), y1 < s.cam.eye ? lighten(colour, 0.1) : darken(colour, 0.2))
  );
}

function pillow(
  s: Scene,
  x: number,
  y: number,
  z: number,
  size: number,
  colour: string,
  tilt: number,
): string {
  const [cx, cy] = s.cam.project(x, y, z);
  const w = s.cam.scale(z) * size;
  return (
    `<g transform="translate(${num(cx)} ${num(cy)}) rotate(${num(tilt)})">` +
    `<path d="M${num(-w / 2)} ${num(-w / 2)} Q0 ${num(-w * 0.42)} ${num(w / 2)} ${num(-w / 2)} Q${num(w * 0.42)} 0 ${num(w / 2)} ${num(w / 2)} Q0 ${num(w * 0.42)} ${num(-w / 2)} ${num(w / 2)} Q${num(-w * 0.42)} 0 ${num(-w / 2)} ${num(-w / 2)}Z" fill="${colour}"/>` +
    `<path d="M${num(-w * 0.3)} ${num(w * 0.32)} Q0 ${num(w * 0.2)} ${num(w * 0.3)} ${num(w * 0.32)}" stroke="${darken(colour, 0.18)}" stroke-width="1" fill="none"/></g>`
  );
}

export function sofa(
  s: Scene,
  cx: number,
  zBack: number,
  width: number,
  colour = s.m.fabric,
  seats = 3,
): string {
  const x0 = cx - width / 2;
  const x1 = cx + width / 2;
  const z1 = zBack;
  const z0 = zBack - 0.92;
  const legH = s.m.legs === 'block' ? 0.05 : 0.14;
  const arm = 0.17;
  const radius = 0.04 + 0.12 * s.m.softness;
  const l = legs(s, x0, x1, z0, z1, legH, s.m.wood);
  s.floor.push(floorShadow(s, x0, x1, z0, z1));
  const out = [l.back];
  out.push(
    box(s, { x0, x1, y0: legH, y1: 0.86, z0: z1 - 0.24, z1 }, darken(colour, 0.04), { radius: radius * 0.3 }),
  );
  out.push(
    box(s, { x0: x0 + arm, x1: x1 - arm, y0: legH, y1: 0.32, z0, z1: z1 - 0.2 }, darken(colour, 0.06)),
  );
  const cushionW = (width - 2 * arm) / seats;
  for (let i = 0; i < seats; i++) {
    const a = x0 + arm + i * cushionW;
    out.push(
      box(
        s,
        { x0: a + 0.01, x1: a + cushionW - 0.01, y0: 0.44, y1: 0.8, z0: z1 - 0.36, z1: z1 - 0.22 },
        lighten(colour, 0.03),
        { radius },
      ),
    );
  }
  for (let i = 0; i < seats; i++) {
    const a = x0 + arm + i * cushionW;
    out.push(
      box(
        s,
        { x0: a + 0.01, x1: a + cushionW - 0.01, y0: 0.3, y1: 0.46, z0: z0 - 0.01, z1: z1 - 0.3 },
        colour,
        { radius: radius * 0.6 },
      ),
    );
  }
  out.push(box(s, { x0, x1: x0 + arm, y0: legH, y1: 0.62, z0, z1 }, darken(colour, 0.02), { radius }));
  out.push(box(s, { x0: x1 - arm, x1, y0: legH, y1: 0.62, z0, z1 }, darken(colour, 0.02), { radius }));
  const pz = z1 - 0.4;
  if (seats === 1) {
    out.push(pillow(s, cx, 0.62, pz, 0.34, s.m.accent, 6));
  } else {
    out.push(pillow(s, x0 + arm + 0.24, 0.68, pz, 0.42, s.m.accent, -8));
    out.push(pillow(s, x1 - arm - 0.24, 0.68, pz, 0.42, s.m.accent, 8));
    out.push(pillow(s, x0 + arm + 0.5, 0.62, pz + 0.02, 0.36, s.m.fabric2, -4));
  }
  out.push(l.front);
  return out.join('');
}

export function armchair(s: Scene, cx: number, zBack: number, colour = s.m.fabric2): string {
  return sofa(s, cx, zBack, 0.9, colour, 1);
}

/** A small stack of books, a vase or a bowl: what makes a table top look lived on. */
export function tableDecor(
  s: Scene,
  x: number,
  y: number,
  z: number,
  kind: 'books' | 'vase' | 'bowl',
): string {
  const u = s.cam.scale(z);
  const [cx, cy] = s.cam.project(x, y, z);
  if (kind === 'books') {
    const colours = [s.m.accent, s.m.palette[1], s.m.fabric2];
    return colours
      .map((c, i) =>
        rect(
          cx - u * (0.13 - i * 0.015),
          cy - u * 0.04 * (i + 1),
          u * (0.26 - i * 0.03),
          u * 0.04,
          c,
          `rx="1"`,
        ),
      )
      .join('');
  }
  if (kind === 'bowl') {
    return (
      `<path d="M${num(cx - u * 0.14)} ${num(cy - u * 0.07)} Q${num(cx)} ${num(cy + u * 0.04)} ${num(cx + u * 0.14)} ${num(cy - u * 0.07)}Z" fill="${s.m.palette[3]}"/>` +
      ['#d9a441', '#c8553d', '#9bb065']
        .map(
          (c, i) =>
            `<circle cx="${num(cx + u * (i - 1) * 0.06)}" cy="${num(cy - u * 0.09)}" r="${num(u * 0.04)}" fill="${c}"/>`,
        )
        .join('')
    );
  }
  return (
    `<path d="M${num(cx - u * 0.05)} ${num(cy)} Q${num(cx - u * 0.08)} ${num(cy - u * 0.14)} ${num(cx - u * 0.025)} ${num(cy - u * 0.2)} L${num(cx + u * 0.025)} ${num(cy - u * 0.2)} Q${num(cx + u * 0.08)} ${num(cy - u * 0.14)} ${num(cx + u * 0.05)} ${num(cy)}Z" fill="${s.m.palette[0] === s.m.wall ? s.m.palette[3] : s.m.palette[0]}"/>` +
    [-30, -10, 15, 35]
      .map(
        (a) =>
          `<path d="M${num(cx)} ${num(cy - u * 0.18)} l${num(Math.sin((a * Math.PI) / 180) * u * 0.25)} ${num(-Math.cos((a * Math.PI) / 180) * u * 0.25)}" stroke="#6d7a4a" stroke-width="1.2"/>`,
      )
      .join('') +
    [-30, 15]
      .map(
        (a) =>
          `<circle cx="${num(cx + Math.sin((a * Math.PI) / 180) * u * 0.25)}" cy="${num(cy - u * 0.18 - Math.cos((a * Math.PI) / 180) * u * 0.25)}" r="${num(u * 0.03)}" fill="${lighten(s.m.accent, 0.3)}"/>`,
      )
      .join('')
  );
}

export function coffeeTable(s: Scene, cx: number, zc: number, width: number, depth: number): string {
  s.floor.push(floorShadow(s, cx - width / 2, cx + width / 2, zc - depth / 2, zc + depth / 2, 0.25));
  const top = s.m.softness > 0.65 ? s.m.palette[1] : s.m.wood;
  if (s.m.softness > 0.65) {
    return (
      cylinder(s, cx, zc, width * 0.36, 0, 0.3, darken(top, 0.1)) +
      cylinder(s, cx, zc, width / 2, 0.3, 0.38, top) +
      tableDecor(s, cx - 0.12, 0.38, zc, 'books') +
      tableDecor(s, cx + 0.2, 0.38, zc + 0.05, 'vase')
    );
  }
  const x0 = cx - width / 2;
  const x1 = cx + width / 2;
  const z0 = zc - depth / 2;
  const z1 = zc + depth / 2;
  const l = legs(s, x0, x1, z0, z1, 0.34, s.m.wood);
  return (
    l.back +
    l.front +
    box(s, { x0, x1, y0: 0.34, y1: 0.4, z0, z1 }, top) +
    tableDecor(s, cx - width * 0.2, 0.4, zc, 'books') +
    tableDecor(s, cx + width * 0.22, 0.4, zc + 0.05, 'bowl')
  );
}

export function sideTable(s: Scene, x: number, z: number, withLamp: boolean): string {
  return (
    cylinder(s, x, z, 0.2, 0, 0.52, s.m.wood) +
    (withLamp ? tableLamp(s, x, 0.52, z) : tableDecor(s, x, 0.52, z, 'vase'))
  );
}

export function tableLamp(s: Scene, x: number, y: number, z: number): string {
  const u = s.cam.scale(z);
  const [cx, cy] = s.cam.project(x, y, z);
  const shade = lighten(s.m.palette[0], 0.2);
  return (
    halo(s, cx, cy - u * 0.42, u * 0.45) +
    `<path d="M${num(cx - u * 0.07)} ${num(cy)} Q${num(cx - u * 0.1)} ${num(cy - u * 0.16)} ${num(cx - u * 0.02)} ${num(cy - u * 0.28)} L${num(cx + u * 0.02)} ${num(cy - u * 0.28)} Q${num(cx + u * 0.1)} ${num(cy - u * 0.16)} ${num(cx + u * 0.07)} ${num(cy)}Z" fill="${s.m.palette[3]}"/>` +
    polygon(
      [
        [cx - u * 0.1, cy - u * 0.5],
        [cx + u * 0.1, cy - u * 0.5],
        [cx + u * 0.16, cy - u * 0.28],
        [cx - u * 0.16, cy - u * 0.28],
      ],
      shade,
    ) +
    ellipse([cx, cy - u * 0.28], u * 0.16, u * 0.02, '#fff3d1')
  );
}

export function floorLamp(s: Scene, x: number, z: number): string {
  const u = s.cam.scale(z);
  const [bx, by] = s.cam.project(x, 0, z);
  const [, ty] = s.cam.project(x, 1.45, z);
  const shade = lighten(s.m.palette[0], 0.2);
  s.floor.push(floorShadow(s, x - 0.18, x + 0.18, z - 0.18, z + 0.18, 0.25));
  return (
    halo(s, bx, ty + u * 0.1, u * 0.6) +
    ellipse([bx, by], u * 0.14, u * 0.025, s.m.metal) +
    line([bx, by], [bx, ty], s.m.metal, Math.max(1.2, u * 0.018)) +
    polygon(
      [
        [bx - u * 0.13, ty - u * 0.12],
        [bx + u * 0.13, ty - u * 0.12],
        [bx + u * 0.19, ty + u * 0.18],
        [bx - u * 0.19, ty + u * 0.18],
      ],
      shade,
    ) +
    ellipse([bx, ty + u * 0.18], u * 0.19, u * 0.025, '#fff3d1')
  );
}

const RUG_INSET = 0.14;

/** A rug flat on the floor, patterned by the style's rug kind. */
export function rug(s: Scene, cx: number, zc: number, width: number, depth: number): string {
  if (s.m.rug === 'none') return '';
  const [c0, c1, c2] = s.m.rugColours;
  const x0 = cx - width / 2;
  const x1 = cx + width / 2;
  const z0 = zc - depth / 2;
  const z1 = zc + depth / 2;
  const quad = (a: number, b: number, c: number, d: number, fill: string, extra = '') =>
    polygon(
      proj(s, [
        [a, 0.005, c],
        [b, 0.005, c],
        [b, 0.005, d],
        [a, 0.005, d],
      ]),
      fill,
      extra,
    );
  const out = [quad(x0, x1, z0, z1, c0)];
  const i = RUG_INSET;
  switch (s.m.rug) {
    case 'plain':
      out.push(quad(x0 + i, x1 - i, z0 + i, z1 - i, mix(c0, c1, 0.25)));
      break;
    case 'jute':
      out.push(quad(x0, x1, z0, z1, '#c8ad82'));
      for (let z = z0 + 0.05; z < z1; z += 0.07)
        out.push(line(s.cam.project(x0, 0.006, z), s.cam.project(x1, 0.006, z), '#a88d62', 0.8));
      out.push(quad(x0 + 0.06, x1 - 0.06, z0 + 0.06, z1 - 0.06, 'none', `stroke="${c1}" stroke-width="1.5"`));
      break;
    case 'striped': {
      const bands = 9;
      for (let k = 0; k < bands; k++) {
        if (k % 2 === 1)
          out.push(
            quad(x0 + (width * k) / bands, x0 + (width * (k + 1)) / bands, z0, z1, k % 4 === 1 ? c1 : c2),
          );
      }
      break;
    }
    case 'kilim':
    case 'geometric': {
      out.push(quad(x0 + i * 0.5, x1 - i * 0.5, z0 + i * 0.5, z1 - i * 0.5, c1));
      out.push(quad(x0 + i, x1 - i, z0 + i, z1 - i, c0));
      const n = 6;
      const step = (width - 2 * i) / n;
      for (let k = 0; k < n; k++) {
        const mx = x0 + i + step * (k + 0.5);
        for (const mz of [zc - depth * 0.22, zc + depth * 0.22, zc]) {
          const dz = depth * (s.m.rug === 'kilim' ? 0.12 : 0.08);
          const dx = step * 0.42;
          const pts: Pt[] = proj(s, [
            [mx, 0.006, mz - dz],
            [mx + dx, 0.006, mz],
            [mx, 0.006, mz + dz],
            [mx - dx, 0.006, mz],
          ]);
          out.push(polygon(pts, (k + Math.round(mz)) % 2 === 0 ? c2 : c1));
        }
      }
      break;
    }
    case 'persian': {
      out.push(quad(x0 + i * 0.4, x1 - i * 0.4, z0 + i * 0.4, z1 - i * 0.4, c1));
      out.push(quad(x0 + i, x1 - i, z0 + i, z1 - i, c0));
      for (let k = 0; k < 14; k++) {
        const t = (k + 0.5) / 14;
        const [dx, dy] = s.cam.project(x0 + i * 0.7 + (width - i * 1.4) * t, 0.006, z0 + i * 0.7);
        out.push(ellipse([dx, dy], s.cam.scale(z0) * 0.04, s.cam.scale(z0) * 0.012, c2));
      }
      const med: Pt[] = proj(s, [
        [cx, 0.006, zc - depth * 0.3],
        [cx + width * 0.22, 0.006, zc],
        [cx, 0.006, zc + depth * 0.3],
        [cx - width * 0.22, 0.006, zc],
      ]);
      out.push(polygon(med, c2));
      const med2: Pt[] = proj(s, [
        [cx, 0.006, zc - depth * 0.16],
        [cx + width * 0.11, 0.006, zc],
        [cx, 0.006, zc + depth * 0.16],
        [cx - width * 0.11, 0.006, zc],
      ]);
      out.push(polygon(med2, c1));
      break;
    }
  }
  // A gentle sheen so the rug reads as pile rather than paint.
  out.push(quad(x0, x1, z0, z1, '#000000', 'opacity="0.05"'));
  s.floor.push(out.join(''));
  return '';
}

export function bed(s: Scene, cx: number, width: number, length: number): string {
  const D = s.room.depth - 0.04;
  const x0 = cx - width / 2;
  const x1 = cx + width / 2;
  const z1 = D;
  const z0 = D - length;
  const bedding = lighten(s.m.palette[0], 0.4);
  const duvet = s.m.palette[1] === s.m.wall ? lighten(s.m.fabric, 0.2) : s.m.palette[1];
  s.floor.push(floorShadow(s, x0, x1, z0, z1, 0.4));
  const headboard = s.m.softness > 0.5 ? s.m.fabric2 : s.m.wood;
  const out: string[] = [];
  out.push(
    box(s, { x0: x0 - 0.06, x1: x1 + 0.06, y0: 0, y1: 1.15, z0: z1 - 0.08, z1 }, headboard, {
      radius: s.m.softness * 0.08,
    }),
  );
  out.push(box(s, { x0, x1, y0: 0.08, y1: 0.34, z0, z1: z1 - 0.08 }, s.m.wood));
  out.push(
    box(s, { x0: x0 + 0.03, x1: x1 - 0.03, y0: 0.34, y1: 0.55, z0: z0 + 0.04, z1: z1 - 0.1 }, bedding),
  );
  const pillowZ0 = z1 - 0.58;
  const pw = (width - 0.16) / 2;
  for (const px of [x0 + 0.08, x0 + 0.08 + pw]) {
    out.push(
      box(
        s,
        { x0: px + 0.02, x1: px + pw - 0.02, y0: 0.52, y1: 0.78, z0: pillowZ0 + 0.12, z1: z1 - 0.14 },
        bedding,
        { radius: 0.18 },
      ),
    );
  }
  for (const px of [x0 + 0.2, x0 + 0.2 + (width - 0.4) / 2]) {
    out.push(
      box(
        s,
        {
          x0: px + 0.04,
          x1: px + (width - 0.4) / 2 - 0.04,
          y0: 0.52,
          y1: 0.74,
          z0: pillowZ0,
          z1: pillowZ0 + 0.12,
        },
        s.m.fabric2,
        { radius: 0.18 },
      ),
    );
  }
  out.push(
    box(s, { x0: x0 - 0.02, x1: x1 + 0.02, y0: 0.2, y1: 0.6, z0: z0 - 0.02, z1: pillowZ0 - 0.02 }, duvet, {
      radius: 0.04,
    }),
  );
  out.push(
    box(s, { x0: x0 - 0.03, x1: x1 + 0.03, y0: 0.4, y1: 0.615, z0: z0 - 0.03, z1: z0 + 0.45 }, s.m.accent, {
      radius: 0.03,
    }),
  );
  return out.join('');
}

export function nightstand(s: Scene, x: number, withLamp = true): string {
  const D = s.room.depth - 0.04;
  const b = { x0: x - 0.25, x1: x + 0.25, y0: 0.08, y1: 0.58, z0: D - 0.45, z1: D };
  s.floor.push(floorShadow(s, b.x0, b.x1, b.z0, b.z1, 0.25));
  const l = legs(s, b.x0, b.x1, b.z0, b.z1, 0.08, s.m.wood);
  const [dx, dy] = s.cam.project(x, 0.42, b.z0);
  const u = s.cam.scale(b.z0);
  return (
    l.back +
    l.front +
    box(s, b, s.m.wood) +
    line(
      s.cam.project(b.x0 + 0.02, 0.33, b.z0),
      s.cam.project(b.x1 - 0.02, 0.33, b.z0),
      darken(s.m.wood, 0.25),
      1,
    ) +
    ellipse([dx, dy], u * 0.02, u * 0.02, s.m.metal) +
    (withLamp ? tableLamp(s, x, 0.58, D - 0.22) : tableDecor(s, x, 0.58, D - 0.22, 'vase'))
  );
}
