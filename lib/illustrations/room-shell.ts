import { darken, lighten, luminance, mix } from './colour';
import { foliage } from './plants';
import { type Scene, box, def, line, num, points, polygon, proj, rect } from './scene';
import type { LightKind } from './style-materials';
import { type ViewKind, windowView } from './window-view';

export type WindowSpec = {
  wall: 'back' | 'left' | 'right';
  /** Across the wall: x on the back wall, z on a side wall. */
  from: number;
  to: number;
  bottom: number;
  top: number;
};

export type ShellOptions = {
  windows: readonly WindowSpec[];
  view: ViewKind;
  /** Bathrooms and kitchens: tiles to this height on the back wall. */
  tiledTo?: number;
  /** A pitched roof: the ceiling slopes down to low knee walls, with a skylight. */
  attic?: boolean;
};

export type Layout = {
  room?: Partial<{ halfWidth: number; height: number; depth: number }>;
  shell: (s: Scene) => ShellOptions;
  /** Ceiling lights, kept even in an empty room. */
  lights: (s: Scene) => readonly { x: number; z: number; drop: number; kind?: LightKind }[];
  furnish: (s: Scene) => void;
};

const NEAR = 0.6;
const REVEAL = 0.2;

function userGradient(
  s: Scene,
  id: string,
  from: readonly [number, number],
  to: readonly [number, number],
  stops: readonly (readonly [number, string, number])[],
): string {
  const body = stops
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`)
    .join('');
  return def(
    s,
    id,
    `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${num(from[0])}" y1="${num(from[1])}" x2="${num(to[0])}" y2="${num(to[1])}">${body}</linearGradient>`,
  );
}

export function frameColour(s: Scene): string {
  return luminance(s.m.trim) < 0.45 ? s.m.trim : '#f8f6f1';
}

function backWallTexture(
  s: Scene,
  x: number,
  y: number,
  w: number,
  h: number,
  tiledTo: number | undefined,
): string {
  const { m, room } = s;
  const unit = s.cam.scale(room.depth);
  const out: string[] = [rect(x, y, w, h, m.backWall)];
  const patternFill = (id: string, pw: number, ph: number, body: string) =>
    def(
      s,
      id,
      `<pattern id="${id}" patternUnits="userSpaceOnUse" x="${num(x)}" y="${num(y + h)}" width="${num(pw)}" height="${num(ph)}">${body}</pattern>`,
    );
  const pattern = (id: string, pw: number, ph: number, body: string) =>
    out.push(rect(x, y, w, h, patternFill(id, pw, ph, body)));
  switch (m.wallKind) {
    case 'brick': {
      const bw = unit * 0.23;
      const bh = unit * 0.075;
      const mortar = lighten(m.wallDetail, 0.55);
      pattern(
        'brick',
        bw,
        bh * 2,
        `<rect width="${num(bw)}" height="${num(bh * 2)}" fill="${mortar}"/>` +
          `<rect x="0.8" y="0.8" width="${num(bw - 1.6)}" height="${num(bh - 1.6)}" fill="${m.backWall}"/>` +
          `<rect x="${num(-bw / 2 + 0.8)}" y="${num(bh + 0.8)}" width="${num(bw - 1.6)}" height="${num(bh - 1.6)}" fill="${m.backWall}"/>` +
          `<rect x="${num(bw / 2 + 0.8)}" y="${num(bh + 0.8)}" width="${num(bw - 1.6)}" height="${num(bh - 1.6)}" fill="${m.backWall}"/>`,
      );
      for (let i = 0; i < 90; i++) {
        const row = Math.floor(s.rnd.range(0, h / bh));
        const col = Math.floor(s.rnd.range(0, w / bw - 1));
        const offset = row % 2 === 1 ? 0 : bw / 2;
        const shade = s.rnd.chance(0.5) ? darken(m.backWall, 0.12) : lighten(m.backWall, 0.1);
        out.push(rect(x + col * bw + offset + 0.8, y + h - (row + 1) * bh + 0.8, bw - 1.6, bh - 1.6, shade));
      }
      break;
    }
    case 'shiplap':
      pattern(
        'shiplap',
        w,
        unit * 0.2,
        `<rect width="${num(w)}" height="1.2" fill="${darken(m.backWall, 0.1)}"/><rect y="1.2" width="${num(w)}" height="0.8" fill="${lighten(m.backWall, 0.4)}"/>`,
      );
      break;
    case 'slats': {
      const sw = unit * 0.07;
      const fill = patternFill(
        'slats',
        sw,
        h,
        `<rect width="${num(sw)}" height="${num(h)}" fill="${darken(m.wallDetail, 0.35)}"/><rect width="${num(sw * 0.72)}" height="${num(h)}" fill="${m.wallDetail}"/><rect width="${num(sw * 0.2)}" height="${num(h)}" fill="${lighten(m.wallDetail, 0.12)}"/>`,
      );
      // A slatted panel behind the sofa, not the whole wall.
      const [sx0] = s.cam.project(-1.6, 0, room.depth);
      const [sx1] = s.cam.project(1.6, 0, room.depth);
      out.push(rect(sx0, y, sx1 - sx0, h, fill));
      break;
    }
    case 'wallpaper': {
      const tile = unit * 0.34;
      const d = m.wallDetail;
      const l = mix(m.backWall, d, 0.35);
      pattern(
        'paper',
        tile,
        tile,
        `<path d="M${num(tile / 2)} ${num(tile * 0.12)} Q${num(tile * 0.78)} ${num(tile / 2)} ${num(tile / 2)} ${num(tile * 0.88)} Q${num(tile * 0.22)} ${num(tile / 2)} ${num(tile / 2)} ${num(tile * 0.12)}Z" fill="${d}" opacity="0.55"/>` +
          `<circle cx="0" cy="0" r="${num(tile * 0.09)}" fill="${l}"/><circle cx="${num(tile)}" cy="0" r="${num(tile * 0.09)}" fill="${l}"/><circle cx="0" cy="${num(tile)}" r="${num(tile * 0.09)}" fill="${l}"/><circle cx="${num(tile)}" cy="${num(tile)}" r="${num(tile * 0.09)}" fill="${l}"/>` +
          `<circle cx="${num(tile / 2)}" cy="${num(tile / 2)}" r="${num(tile * 0.05)}" fill="${lighten(d, 0.4)}"/>`,
      );
      break;
    }
    case 'deco': {
      const tile = unit * 0.42;
      const g = m.wallDetail;
      pattern(
        'deco',
        tile,
        tile / 2,
        [0.5, 0.36, 0.22]
          .map(
            (r) =>
              `<path d="M0 ${num(tile / 2)} A${num(tile * r)} ${num(tile * r)} 0 0 1 ${num(tile)} ${num(tile / 2)}" fill="none" stroke="${g}" stroke-width="1.1"/>` +
              `<path d="M${num(-tile / 2)} 0 A${num(tile * r)} ${num(tile * r)} 0 0 1 ${num(tile / 2)} 0 M${num(tile / 2)} 0 A${num(tile * r)} ${num(tile * r)} 0 0 1 ${num(tile * 1.5)} 0" fill="none" stroke="${g}" stroke-width="1.1"/>`,
          )
          .join(''),
      );
      out.push(rect(x, y, w, h, m.backWall, 'opacity="0.35"'));
      break;
    }
    case 'stone': {
      const rows = Math.ceil(h / (unit * 0.2));
      for (let r = 0; r < rows; r++) {
        const rh = h / rows;
        let cx = x - s.rnd.range(0, unit * 0.3);
        while (cx < x + w) {
          const sw = unit * s.rnd.range(0.22, 0.5);
          const shade = mix(m.backWall, s.rnd.chance(0.5) ? m.wallDetail : '#ffffff', s.rnd.range(0, 0.35));
          out.push(rect(cx + 1.2, y + r * rh + 1.2, sw - 2.4, rh - 2.4, shade, `rx="${num(rh * 0.25)}"`));
          cx += sw;
        }
      }
      break;
    }
    case 'panelling': {
      const line1 = darken(m.backWall, 0.1);
      const line2 = lighten(m.backWall, 0.5);
      const rail = s.cam.project(0, 0.95, room.depth)[1];
      out.push(rect(x, rail - unit * 0.03, w, unit * 0.05, lighten(m.backWall, 0.3)));
      out.push(line([x, rail + unit * 0.02], [x + w, rail + unit * 0.02], line1, 1));
      const cols = 6;
      const pw = w / cols;
      for (let i = 0; i < cols; i++) {
        const px = x + i * pw + pw * 0.12;
        const panel = (top: number, bottom: number) =>
          rect(px, top, pw * 0.76, bottom - top, 'none', `stroke="${line1}" stroke-width="1.6"`) +
          rect(
            px + 1.5,
            top + 1.5,
            pw * 0.76 - 3,
            bottom - top - 3,
            'none',
            `stroke="${line2}" stroke-width="1"`,
          );
        out.push(panel(y + unit * 0.22, rail - unit * 0.15));
        out.push(panel(rail + unit * 0.15, y + h - unit * 0.2));
      }
      break;
    }
    case 'green': {
      // A living wall in the left corner, floor to ceiling.
      const [gx0, gy0] = s.cam.project(-room.halfWidth, room.height - 0.15, room.depth);
      const [gx1, gy1] = s.cam.project(-1.3, 0.12, room.depth);
      out.push(rect(gx0, gy0, gx1 - gx0, gy1 - gy0, darken(m.wallDetail, 0.3)));
      const greens = [m.palette[2], m.palette[3], m.palette[4], '#6f9155', '#5d7f4a'];
      const cols = 5;
      const rows = 9;
      for (let r = 0; r < rows; r++) {
        for (let c = 0; c < cols; c++) {
          const cx = gx0 + ((c + 0.5) * (gx1 - gx0)) / cols + s.rnd.range(-4, 4);
          const cy = gy0 + ((r + 0.5) * (gy1 - gy0)) / rows + s.rnd.range(-4, 4);
          out.push(foliage(s, [cx, cy], ((gx1 - gx0) / cols) * 0.75, 7, greens));
        }
      }
      break;
    }
    case 'paint':
      break;
  }
  if (tiledTo) {
    const top = s.cam.project(0, tiledTo, room.depth)[1];
    const tile = unit * 0.15;
    const grout = darken(s.m.palette[0], 0.08);
    const fill = def(
      s,
      'walltile',
      `<pattern id="walltile" patternUnits="userSpaceOnUse" x="${num(x)}" y="${num(top)}" width="${num(tile * 2)}" height="${num(tile)}"><rect width="${num(tile * 2)}" height="${num(tile)}" fill="${grout}"/><rect x="0.7" y="0.7" width="${num(tile * 2 - 1.4)}" height="${num(tile - 1.4)}" rx="1" fill="${s.m.palette[0]}"/></pattern>`,
    );
    out.push(rect(x, top, w, y + h - top, fill));
  }
  def(
    s,
    'backwall',
    `<clipPath id="backwall"><rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}"/></clipPath>`,
  );
  return `<g clip-path="url(#backwall)">${out.join('')}</g>`;
}

function floorTexture(s: Scene): string {
  const { m, room } = s;
  const L = room.halfWidth;
  const D = room.depth;
  const out: string[] = [];
  const quad = (x0: number, x1: number, z0: number, z1: number, fill: string, extra = '') =>
    polygon(
      proj(s, [
        [x0, 0, z0],
        [x1, 0, z0],
        [x1, 0, z1],
        [x0, 0, z1],
      ]),
      fill,
      extra,
    );
  const seam = darken(m.floor, 0.22);
  const strips = (width: number) => {
    for (let x = -L; x < L; x += width) {
      const shade = mix(m.floor, m.floorAlt, s.rnd.next());
      out.push(quad(x, Math.min(x + width, L), NEAR, D, shade));
      out.push(line(s.cam.project(x, 0, NEAR), s.cam.project(x, 0, D), seam, 0.9, 'opacity="0.7"'));
      let z = NEAR + s.rnd.range(0, 1.6);
      while (z < D) {
        out.push(line(s.cam.project(x, 0, z), s.cam.project(x + width, 0, z), seam, 0.9, 'opacity="0.6"'));
        z += s.rnd.range(1.2, 2.4);
      }
    }
  };
  switch (m.floorKind) {
    case 'planks':
      strips(0.16);
      break;
    case 'wide_planks':
      strips(0.26);
      break;
    case 'herringbone': {
      out.push(quad(-L, L, NEAR, D, m.floor));
      const col = 0.36;
      const step = 0.12;
      for (let x = -L, i = 0; x < L; x += col, i++) {
        for (let z = NEAR + (i % 2) * step * 0.5; z < D; z += step) {
          const a: [number, number] = i % 2 === 0 ? [x, x + col] : [x + col, x];
          const z1 = Math.min(z + col * 0.55, D);
          out.push(
            polygon(
              proj(s, [
                [a[0], 0, z],
                [a[1], 0, z1],
                [a[1], 0, z1 + step],
                [a[0], 0, z + step],
              ]),
              s.rnd.chance(0.5) ? m.floorAlt : m.floor,
            ),
          );
        }
        out.push(line(s.cam.project(x, 0, NEAR), s.cam.project(x, 0, D), seam, 0.8, 'opacity="0.6"'));
      }
      break;
    }
    case 'tiles':
    case 'marble':
    case 'terracotta': {
      const size = m.floorKind === 'marble' ? 0.8 : m.floorKind === 'tiles' ? 0.5 : 0.33;
      for (let x = -L; x < L; x += size) {
        for (let z = D; z > NEAR; z -= size) {
          const shade = mix(
            m.floor,
            m.floorAlt,
            m.floorKind === 'terracotta' ? s.rnd.next() : s.rnd.next() * 0.35,
          );
          out.push(quad(x, x + size, Math.max(z - size, NEAR), z, shade));
        }
      }
      const grout = m.floorKind === 'marble' ? darken(m.floor, 0.08) : lighten(m.floor, 0.35);
      for (let x = -L; x <= L; x += size)
        out.push(line(s.cam.project(x, 0, NEAR), s.cam.project(x, 0, D), grout, 1));
      for (let z = D; z > NEAR; z -= size)
        out.push(line(s.cam.project(-L, 0, z), s.cam.project(L, 0, z), grout, 1));
      if (m.floorKind === 'marble') {
        for (let i = 0; i < 14; i++) {
          let x = s.rnd.range(-L, L);
          let z = s.rnd.range(2, D);
          const pts = [s.cam.project(x, 0, z)];
          for (let k = 0; k < 5; k++) {
            x += s.rnd.range(-0.1, 0.35);
            z += s.rnd.range(-0.3, 0.1);
            pts.push(s.cam.project(x, 0, z));
          }
          out.push(
            `<polyline points="${points(pts)}" fill="none" stroke="${m.floorAlt}" stroke-width="1" opacity="0.7"/>`,
          );
        }
      }
      break;
    }
    case 'checker': {
      const size = 0.5;
      out.push(quad(-L, L, NEAR, D, m.floor));
      let i = 0;
      for (let x = -L; x < L; x += size, i++) {
        let j = 0;
        for (let z = D; z > NEAR; z -= size, j++) {
          if ((i + j) % 2 === 0) out.push(quad(x, x + size, Math.max(z - size, NEAR), z, m.floorAlt));
        }
      }
      break;
    }
    case 'concrete': {
      out.push(quad(-L, L, NEAR, D, m.floor));
      for (let i = 0; i < 16; i++) {
        const [cx, cy] = s.cam.project(s.rnd.range(-L, L), 0, s.rnd.range(2, D));
        const shade = s.rnd.chance(0.5) ? m.floorAlt : lighten(m.floor, 0.12);
        out.push(
          `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(s.cam.width * s.rnd.range(0.05, 0.14))}" ry="${num(s.cam.height * 0.03)}" fill="${shade}" opacity="0.35"/>`,
        );
      }
      for (let x = -L + 1.35; x < L; x += 1.35)
        out.push(line(s.cam.project(x, 0, NEAR), s.cam.project(x, 0, D), darken(m.floor, 0.12), 0.8));
      for (let z = D - 1.8; z > NEAR; z -= 1.8)
        out.push(line(s.cam.project(-L, 0, z), s.cam.project(L, 0, z), darken(m.floor, 0.12), 0.8));
      break;
    }
  }
  return out.join('');
}

function sideWall(s: Scene, side: -1 | 1): string {
  const { room, m } = s;
  const x = side * room.halfWidth;
  const H = room.height;
  const D = room.depth;
  const pts = proj(s, [
    [x, 0, NEAR],
    [x, H, NEAR],
    [x, H, D],
    [x, 0, D],
  ]);
  const back = s.cam.project(x, 0, D);
  const edge = side === -1 ? 0 : s.cam.width;
  const shade = userGradient(
    s,
    `side${side}`,
    [edge, 0],
    [back[0], 0],
    [
      [0, darken(m.wall, 0.2), 1],
      [1, darken(m.wall, 0.05), 1],
    ],
  );
  const out = [polygon(pts, shade)];
  if (m.wallKind === 'shiplap') {
    for (let y = 0.2; y < H; y += 0.2) {
      out.push(
        line(s.cam.project(x, y, NEAR), s.cam.project(x, y, D), darken(m.wall, 0.18), 0.9, 'opacity="0.6"'),
      );
    }
  }
  if (m.wallKind === 'panelling') {
    out.push(line(s.cam.project(x, 0.95, NEAR), s.cam.project(x, 0.95, D), lighten(m.wall, 0.4), 2.2));
    out.push(line(s.cam.project(x, 0.93, NEAR), s.cam.project(x, 0.93, D), darken(m.wall, 0.12), 1));
  }
  // Skirting board.
  out.push(
    polygon(
      proj(s, [
        [x, 0, NEAR],
        [x, 0.1, NEAR],
        [x, 0.1, D],
        [x, 0, D],
      ]),
      darken(m.trim, 0.08),
    ),
  );
  return out.join('');
}

function backWindow(s: Scene, win: WindowSpec, kind: ViewKind, index: number): string {
  const { room, m } = s;
  const D = room.depth;
  const { from: x0, to: x1, bottom: y0, top: y1 } = win;
  const arched = m.window === 'arched';
  const [ox, oy] = s.cam.project(x0, y1, D);
  const [ox1, oy1] = s.cam.project(x1, y0, D);
  const ow = ox1 - ox;
  const oh = oy1 - oy;
  const archR = ow / 2;
  const opening = arched
    ? `M${num(ox)} ${num(oy1)} L${num(ox)} ${num(oy + archR)} A${num(archR)} ${num(archR)} 0 0 1 ${num(ox1)} ${num(oy + archR)} L${num(ox1)} ${num(oy1)}Z`
    : `M${num(ox)} ${num(oy)} H${num(ox1)} V${num(oy1)} H${num(ox)}Z`;
  const clipId = `win${index}`;
  def(s, clipId, `<clipPath id="${clipId}"><path d="${opening}"/></clipPath>`);
  const [ix, iy] = s.cam.project(x0, y1, D + REVEAL);
  const [ix1, iy1] = s.cam.project(x1, y0, D + REVEAL);
  const frame = frameColour(s);
  const out: string[] = [];
  // Soft daylight on the wall around the window.
  const glow = def(
    s,
    'glow',
    '<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fffaf0" stop-opacity="0.3"/><stop offset="1" stop-color="#fffaf0" stop-opacity="0"/></radialGradient>',
  );
  out.push(
    `<ellipse cx="${num(ox + ow / 2)}" cy="${num(oy + oh / 2)}" rx="${num(ow * 1.1)}" ry="${num(oh * 0.9)}" fill="${glow}"/>`,
  );
  const inner: string[] = [windowView(s, ox - ow, oy - oh * 0.2, ow * 3, oh * 1.4, kind)];
  const revealShade = darken(m.backWall === m.wall ? m.wall : lighten(m.wall, 0.1), 0.1);
  if (!arched) {
    if (s.cam.x > x0)
      inner.push(
        polygon(
          proj(s, [
            [x0, y0, D],
            [x0, y1, D],
            [x0, y1, D + REVEAL],
            [x0, y0, D + REVEAL],
          ]),
          revealShade,
        ),
      );
    if (s.cam.x < x1)
      inner.push(
        polygon(
          proj(s, [
            [x1, y0, D],
            [x1, y1, D],
            [x1, y1, D + REVEAL],
            [x1, y0, D + REVEAL],
          ]),
          revealShade,
        ),
      );
    if (s.cam.eye < y1)
      inner.push(
        polygon(
          proj(s, [
            [x0, y1, D],
            [x1, y1, D],
            [x1, y1, D + REVEAL],
            [x0, y1, D + REVEAL],
          ]),
          darken(revealShade, 0.1),
        ),
      );
  }
  // Frame and glazing bars on the glass plane.
  const fw = Math.max(2, (ix1 - ix) * 0.025);
  const glass = arched
    ? `M${num(ox + fw / 2)} ${num(oy1)} L${num(ox + fw / 2)} ${num(oy + archR)} A${num(archR - fw / 2)} ${num(archR - fw / 2)} 0 0 1 ${num(ox1 - fw / 2)} ${num(oy + archR)} L${num(ox1 - fw / 2)} ${num(oy1)}`
    : `M${num(ix)} ${num(iy)} H${num(ix1)} V${num(iy1)} H${num(ix)}Z`;
  inner.push(`<path d="${glass}" fill="none" stroke="${frame}" stroke-width="${num(fw * 2)}"/>`);
  const gx = arched ? ox : ix;
  const gw = arched ? ow : ix1 - ix;
  const gy = arched ? oy : iy;
  const gh = arched ? oh : iy1 - iy;
  const cols = m.window === 'wide' ? 3 : 2;
  for (let c = 1; c < cols; c++)
    inner.push(line([gx + (gw * c) / cols, gy], [gx + (gw * c) / cols, gy + gh], frame, fw * 1.2));
  if (m.window === 'grid') {
    for (let r = 1; r < 3; r++)
      inner.push(line([gx, gy + (gh * r) / 3], [gx + gw, gy + (gh * r) / 3], frame, fw * 0.8));
    for (let c = 1; c < 4; c += 2)
      inner.push(line([gx + (gw * c) / 4, gy], [gx + (gw * c) / 4, gy + gh], frame, fw * 0.8));
  } else if (m.window === 'arched') {
    inner.push(line([gx, gy + archR], [gx + gw, gy + archR], frame, fw));
  } else {
    inner.push(line([gx, gy + gh * 0.28], [gx + gw, gy + gh * 0.28], frame, fw));
  }
  out.push(`<g clip-path="url(#${clipId})">${inner.join('')}</g>`);
  out.push(`<path d="${opening}" fill="none" stroke="${darken(m.backWall, 0.15)}" stroke-width="1"/>`);
  // Sill.
  if (y0 > 0.05)
    out.push(
      box(
        s,
        { x0: x0 - 0.06, x1: x1 + 0.06, y0: y0 - 0.04, y1: y0, z0: D - 0.06, z1: D },
        lighten(m.trim, 0.2),
      ),
    );
  return out.join('');
}

function sideWindow(s: Scene, win: WindowSpec, kind: ViewKind): string {
  const x = (win.wall === 'left' ? -1 : 1) * s.room.halfWidth;
  const { from: z0, to: z1, bottom: y0, top: y1 } = win;
  const pts = proj(s, [
    [x, y0, z0],
    [x, y1, z0],
    [x, y1, z1],
    [x, y0, z1],
  ]);
  const xs = pts.map((p) => p[0]);
  const ys = pts.map((p) => p[1]);
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  const id = `side-${win.wall}`;
  def(s, id, `<clipPath id="${id}"><polygon points="${points(pts)}"/></clipPath>`);
  const frame = frameColour(s);
  const out = [
    `<g clip-path="url(#${id})">${windowView(s, minX, minY, Math.max(...xs) - minX, Math.max(...ys) - minY, kind)}</g>`,
    `<polygon points="${points(pts)}" fill="none" stroke="${frame}" stroke-width="${num(s.cam.scale(z1) * 0.06)}"/>`,
  ];
  const zm = (z0 + z1) / 2;
  out.push(line(s.cam.project(x, y0, zm), s.cam.project(x, y1, zm), frame, s.cam.scale(zm) * 0.04));
  out.push(
    line(
      s.cam.project(x, y1 - (y1 - y0) * 0.3, z0),
      s.cam.project(x, y1 - (y1 - y0) * 0.3, z1),
      frame,
      s.cam.scale(zm) * 0.03,
    ),
  );
  return out.join('');
}

/** Sunlight through a window, falling on the floor towards the camera. */
function sunPatch(s: Scene, win: WindowSpec): string {
  const fill = def(
    s,
    'sun',
    '<linearGradient id="sun" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff6e0" stop-opacity="0.42"/><stop offset="1" stop-color="#fff6e0" stop-opacity="0.06"/></linearGradient>',
  );
  const { from, to, bottom, top } = win;
  if (win.wall === 'back') {
    const D = s.room.depth;
    const k = 1.1;
    const drift = 0.35;
    const pts = proj(s, [
      [from + drift * bottom, 0, D - k * bottom],
      [to + drift * bottom, 0, D - k * bottom],
      [to + drift * top, 0, Math.max(D - k * top, 1)],
      [from + drift * top, 0, Math.max(D - k * top, 1)],
    ]);
    return polygon(pts, fill);
  }
  const side = win.wall === 'left' ? -1 : 1;
  const x = side * s.room.halfWidth;
  const k = -side * 0.8;
  const pts = proj(s, [
    [x + k * bottom, 0, from - 0.3 * bottom],
    [x + k * bottom, 0, to - 0.3 * bottom],
    [x + k * top, 0, to - 0.3 * top],
    [x + k * top, 0, from - 0.3 * top],
  ]);
  return polygon(pts, fill, 'opacity="0.6"');
}

const KNEE = 1.3;
const RIDGE = 0.9;

function atticSlopes(s: Scene): string {
  const { room, m } = s;
  const L = room.halfWidth;
  const H = room.height;
  const D = room.depth;
  const out: string[] = [];
  for (const side of [-1, 1] as const) {
    const a = side * L;
    const b = side * RIDGE;
    const shade = userGradient(
      s,
      `slope${side}`,
      [side === -1 ? 0 : s.cam.width, 0],
      [s.cam.project(b, H, D)[0], 0],
      [
        [0, darken(m.ceiling, 0.22), 1],
        [1, darken(m.ceiling, 0.06), 1],
      ],
    );
    out.push(
      polygon(
        proj(s, [
          [a, KNEE, NEAR],
          [b, H, NEAR],
          [b, H, D],
          [a, KNEE, D],
        ]),
        shade,
      ),
    );
    for (let z = D - 0.7; z > NEAR; z -= 0.9) {
      out.push(
        polygon(
          proj(s, [
            [a, KNEE, z],
            [b, H, z],
            [b, H, z - 0.12],
            [a, KNEE, z - 0.12],
          ]),
          m.wood,
        ),
      );
    }
    if (side === -1) {
      const t0 = 0.3;
      const t1 = 0.75;
      const lerp = (t: number): [number, number] => [a + (b - a) * t, KNEE + (H - KNEE) * t];
      const [x0, y0] = lerp(t0);
      const [x1, y1] = lerp(t1);
      const pts = proj(s, [
        [x0, y0, D - 2.9],
        [x1, y1, D - 2.9],
        [x1, y1, D - 1.9],
        [x0, y0, D - 1.9],
      ]);
      const sky = userGradient(
        s,
        'skylight',
        [0, pts[1]![1]],
        [0, pts[0]![1]],
        [
          [0, '#8fb8d8', 1],
          [1, '#dbe9ef', 1],
        ],
      );
      out.push(
        polygon(pts, sky, `stroke="${frameColour(s)}" stroke-width="${num(s.cam.scale(D - 2.9) * 0.06)}"`),
      );
    }
  }
  return out.join('');
}

/** Walls, ceiling, floor, windows and skirting: everything that is the room itself, before any object. */
export function drawShell(s: Scene, o: ShellOptions): string {
  const { room, m } = s;
  const L = room.halfWidth;
  const H = room.height;
  const D = room.depth;
  const out: string[] = [];
  const [bx, by] = s.cam.project(-L, H, D);
  const [bx1, by1] = s.cam.project(L, 0, D);
  // Ceiling.
  const ceiling = userGradient(
    s,
    'ceiling',
    [0, 0],
    [0, by],
    [
      [0, darken(m.ceiling, 0.16), 1],
      [1, darken(m.ceiling, 0.04), 1],
    ],
  );
  out.push(
    polygon(
      proj(s, [
        [-L, H, NEAR],
        [L, H, NEAR],
        [L, H, D],
        [-L, H, D],
      ]),
      ceiling,
    ),
  );
  // Floor.
  out.push(floorTexture(s));
  const floorShade = userGradient(
    s,
    'floorshade',
    [0, by1],
    [0, s.cam.height],
    [
      [0, '#000000', 0.12],
      [0.35, '#000000', 0],
      [1, '#000000', 0.14],
    ],
  );
  out.push(
    polygon(
      proj(s, [
        [-L, 0, NEAR],
        [L, 0, NEAR],
        [L, 0, D],
        [-L, 0, D],
      ]),
      floorShade,
    ),
  );
  out.push(sideWall(s, -1), sideWall(s, 1));
  out.push(backWallTexture(s, bx, by, bx1 - bx, by1 - by, o.tiledTo));
  // The window wall is backlit: a touch darker than the walls the light falls on, and darker towards the ceiling.
  const backShade = userGradient(
    s,
    'backshade',
    [0, by],
    [0, by1],
    [
      [0, '#3a3026', 0.14],
      [1, '#3a3026', 0.04],
    ],
  );
  out.push(rect(bx, by, bx1 - bx, by1 - by, backShade));
  // Corners: a little ambient occlusion where planes meet.
  const ao = def(
    s,
    'ao',
    '<linearGradient id="ao" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.16"/></linearGradient>',
  );
  out.push(rect(bx, by1 - (by1 - by) * 0.18, bx1 - bx, (by1 - by) * 0.18, ao));
  out.push(rect(bx, by1 - (by1 - by) * 0.045, bx1 - bx, (by1 - by) * 0.045, darken(m.trim, 0.04)));
  out.push(line([bx, by1 - (by1 - by) * 0.045], [bx1, by1 - (by1 - by) * 0.045], lighten(m.trim, 0.5), 1));
  if (o.attic) {
    out.push(atticSlopes(s));
  } else if (m.beams) {
    for (let z = D - 0.9; z > 3; z -= 1.4) {
      out.push(box(s, { x0: -L, x1: L, y0: H - 0.22, y1: H, z0: z - 0.2, z1: z }, s.m.wood));
    }
  }
  o.windows.forEach((win, i) => {
    out.push(win.wall === 'back' ? backWindow(s, win, o.view, i) : sideWindow(s, win, o.view));
    s.light.push(sunPatch(s, win));
  });
  return out.join('');
}
