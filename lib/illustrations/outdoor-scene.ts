import { darken, lighten, mix } from './colour';
import { coffeeTable, rug, sofa, armchair } from './furniture';
import { bench } from './furniture-storage';
import { halo } from './light-fixture';
import { plant } from './plants';
import {
  type Scene,
  addItem,
  def,
  ellipse,
  floorShadow,
  line,
  linearGradient,
  num,
  polygon,
  proj,
  rect,
} from './scene';
import type { Materials } from './style-materials';

const GRASS = ['#7ea35c', '#6d9450', '#8cb068', '#5f8646'];

function sky(s: Scene, horizon: number): string {
  const { width, height } = s.cam;
  const fill = def(
    s,
    'outsky',
    `<linearGradient id="outsky" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="0" y2="${num(horizon)}"><stop offset="0" stop-color="#7fb0d6"/><stop offset="0.75" stop-color="#c9def0"/><stop offset="1" stop-color="#f2ede0"/></linearGradient>`,
  );
  const out = [rect(0, 0, width, horizon + 2, fill)];
  out.push(halo(s, width * 0.8, height * 0.12, width * 0.35));
  for (let i = 0; i < 4; i++) {
    const cx = s.rnd.range(0.05, 0.95) * width;
    const cy = s.rnd.range(0.06, 0.2) * height;
    const r = width * s.rnd.range(0.03, 0.05);
    for (let k = 0; k < 5; k++) {
      out.push(
        ellipse(
          [cx + (k - 2) * r * 0.8, cy + Math.abs(k - 2) * r * 0.15],
          r * (1 - Math.abs(k - 2) * 0.18),
          r * 0.55,
          '#ffffff',
          'opacity="0.75"',
        ),
      );
    }
  }
  return out.join('');
}

function tree(s: Scene, x: number, groundY: number, size: number, greens: readonly string[] = GRASS): string {
  const trunk = rect(x - size * 0.05, groundY - size * 0.9, size * 0.1, size * 0.9, '#6b5440');
  const out = [ellipse([x, groundY], size * 0.5, size * 0.08, '#000', 'opacity="0.15"'), trunk];
  for (let i = 0; i < 9; i++) {
    const a = (i / 9) * Math.PI * 2;
    out.push(
      `<circle cx="${num(x + Math.cos(a) * size * 0.3)}" cy="${num(groundY - size * 1.2 + Math.sin(a) * size * 0.25)}" r="${num(size * s.rnd.range(0.28, 0.38))}" fill="${darken(s.rnd.pick(greens), s.rnd.range(0.05, 0.25))}"/>`,
    );
  }
  out.push(
    `<circle cx="${num(x - size * 0.1)}" cy="${num(groundY - size * 1.35)}" r="${num(size * 0.3)}" fill="${lighten(greens[0]!, 0.1)}" opacity="0.8"/>`,
  );
  return out.join('');
}

function shrubRow(
  s: Scene,
  x0: number,
  x1: number,
  y: number,
  size: number,
  flowers: readonly string[],
): string {
  const out: string[] = [];
  for (let x = x0; x < x1; x += size * 0.9) {
    const r = size * s.rnd.range(0.45, 0.6);
    out.push(ellipse([x, y], r * 1.1, r * 0.25, '#000', 'opacity="0.12"'));
    out.push(
      `<circle cx="${num(x)}" cy="${num(y - r * 0.7)}" r="${num(r)}" fill="${darken(s.rnd.pick(GRASS), 0.15)}"/>`,
    );
    out.push(
      `<circle cx="${num(x - r * 0.25)}" cy="${num(y - r * 0.95)}" r="${num(r * 0.55)}" fill="${lighten(s.rnd.pick(GRASS), 0.05)}" opacity="0.8"/>`,
    );
    for (let k = 0; k < 4 && flowers.length > 0; k++) {
      out.push(
        `<circle cx="${num(x + s.rnd.range(-r, r) * 0.8)}" cy="${num(y - r * s.rnd.range(0.4, 1.4))}" r="${num(size * 0.05)}" fill="${s.rnd.pick(flowers)}"/>`,
      );
    }
  }
  return out.join('');
}

type Facade = 'siding' | 'brick' | 'stucco' | 'timber' | 'stone';

function facadeFor(m: Materials): { facade: Facade; wall: string; roof: string; flat: boolean } {
  const flat = m.legs === 'metal' || m.window === 'wide';
  switch (m.wallKind) {
    case 'brick':
      return { facade: 'brick', wall: m.backWall, roof: m.palette[4], flat };
    case 'stone':
      return { facade: 'stone', wall: mix(m.backWall, m.palette[0], 0.3), roof: m.palette[4], flat: false };
    case 'shiplap':
    case 'panelling':
      return { facade: 'siding', wall: m.palette[0], roof: m.palette[4], flat: false };
    case 'slats':
      return { facade: 'timber', wall: m.wallDetail, roof: m.palette[4], flat: true };
    default:
      if (m.floorKind === 'marble' || m.floorKind === 'terracotta')
        return { facade: 'stucco', wall: m.palette[1], roof: '#b0603f', flat: false };
      return {
        facade: m.wood === m.palette[2] ? 'timber' : 'stucco',
        wall: m.backWall === m.palette[0] ? m.palette[0] : m.backWall,
        roof: m.palette[4],
        flat,
      };
  }
}

/** A house seen from its front garden: facade, roof, windows, door, path and planting. */
function houseExterior(s: Scene): string {
  const { width: W, height: H } = s.cam;
  const m = s.m;
  const ground = H * 0.74;
  const u = W / 16;
  const { facade, wall, roof, flat } = facadeFor(m);
  const out = [sky(s, ground)];
  // Distant trees behind the house.
  for (let x = -u; x < W + u; x += u * s.rnd.range(0.6, 1.0)) {
    out.push(
      `<circle cx="${num(x)}" cy="${num(ground - u * s.rnd.range(0.8, 1.5))}" r="${num(u * s.rnd.range(0.6, 1.0))}" fill="${mix('#6f8f6a', '#a9bfb0', 0.4)}"/>`,
    );
  }
  out.push(rect(0, ground - u * 0.6, W, u * 0.6, mix('#6f8f6a', '#a9bfb0', 0.4)));
  const lawn = linearGradient(s, 'lawn', [
    [0, '#8db56a'],
    [1, '#5f8a45'],
  ]);
  out.push(rect(0, ground, W, H - ground, lawn));
  const hx = W * 0.5 + s.rnd.range(-0.06, 0.06) * W;
  const hw = u * 8;
  const hh = u * 4.2;
  const left = hx - hw / 2;
  const top = ground - hh;
  const clip = def(
    s,
    'facade',
    `<clipPath id="facade"><rect x="${num(left)}" y="${num(top)}" width="${num(hw)}" height="${num(hh)}"/></clipPath>`,
  );
  const trim = m.trim === m.wall ? '#f8f6f1' : m.trim;
  // Garage wing.
  const gx = s.rnd.chance(0.5) ? left - u * 3.2 : left + hw;
  out.push(rect(gx, ground - u * 2.6, u * 3.2, u * 2.6, darken(wall, 0.06)));
  out.push(
    polygon(
      [
        [gx - u * 0.2, ground - u * 2.6],
        [gx + u * 3.4, ground - u * 2.6],
        [gx + u * 3.4, ground - u * 2.9],
        [gx - u * 0.2, ground - u * 2.9],
      ],
      darken(roof, 0.1),
    ),
  );
  const [gdx, gdw] = [gx + u * 0.45, u * 2.3];
  out.push(rect(gdx, ground - u * 2.0, gdw, u * 2.0, lighten(trim, 0.1)));
  for (let k = 1; k < 5; k++)
    out.push(
      line(
        [gdx, ground - u * 2.0 + k * u * 0.4],
        [gdx + gdw, ground - u * 2.0 + k * u * 0.4],
        darken(trim, 0.15),
        1.2,
      ),
    );
  out.push(
    polygon(
      [
        [gdx, ground],
        [gdx + gdw, ground],
        [gdx + gdw + u * 0.9, H],
        [gdx - u * 0.9, H],
      ],
      '#c9c3b8',
    ),
  );
  // Main facade and its texture.
  out.push(rect(left, top, hw, hh, wall));
  const tex: string[] = [];
  if (facade === 'siding' || facade === 'timber') {
    for (let y = top + u * 0.22; y < ground; y += u * 0.22)
      tex.push(line([left, y], [left + hw, y], darken(wall, 0.12), 1));
  } else if (facade === 'brick' || facade === 'stone') {
    const bh = facade === 'brick' ? u * 0.12 : u * 0.3;
    const bw = facade === 'brick' ? u * 0.36 : u * 0.6;
    for (let y = top, r = 0; y < ground; y += bh, r++) {
      for (let x = left - (r % 2) * bw * 0.5; x < left + hw; x += bw) {
        tex.push(
          rect(
            x + 1,
            y + 1,
            bw - 2,
            bh - 2,
            mix(wall, s.rnd.chance(0.5) ? '#000000' : '#ffffff', s.rnd.range(0, 0.12)),
            facade === 'stone' ? `rx="${num(bh * 0.3)}"` : '',
          ),
        );
      }
    }
  }
  out.push(`<g clip-path="${clip}">${tex.join('')}</g>`);
  // Roof.
  if (flat) {
    out.push(rect(left - u * 0.3, top - u * 0.35, hw + u * 0.6, u * 0.35, darken(roof, 0.05)));
    out.push(rect(left, top, hw, u * 0.25, '#000', 'opacity="0.12"'));
  } else {
    out.push(
      polygon(
        [
          [left - u * 0.5, top + u * 0.1],
          [hx, top - u * 2.2],
          [left + hw + u * 0.5, top + u * 0.1],
        ],
        roof,
      ),
    );
    out.push(
      polygon(
        [
          [left - u * 0.5, top + u * 0.1],
          [hx, top - u * 2.2],
          [hx, top - u * 1.95],
          [left - u * 0.1, top + u * 0.1],
        ],
        lighten(roof, 0.12),
      ),
    );
    out.push(rect(left, top + u * 0.1, hw, u * 0.25, '#000', 'opacity="0.15"'));
    out.push(rect(hx + u * 1.8, top - u * 1.7, u * 0.5, u * 1.0, darken(wall, 0.2)));
  }
  // Windows: two storeys, the door in the middle below.
  const glass = def(
    s,
    'glass',
    '<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#cfe0ea"/><stop offset="0.5" stop-color="#8fa9b8"/><stop offset="1" stop-color="#6e8796"/></linearGradient>',
  );
  const win = (cx: number, cy: number, w: number, h: number) => {
    const shutters = m.curtains !== null && !flat;
    return (
      (shutters
        ? rect(cx - w / 2 - w * 0.38, cy - h / 2, w * 0.34, h, m.accent) +
          rect(cx + w / 2 + w * 0.04, cy - h / 2, w * 0.34, h, m.accent)
        : '') +
      rect(cx - w / 2 - 3, cy - h / 2 - 3, w + 6, h + 6, trim) +
      rect(cx - w / 2, cy - h / 2, w, h, glass) +
      `<rect x="${num(cx - w / 2)}" y="${num(cy - h / 2)}" width="${num(w)}" height="${num(h * 0.5)}" fill="#fff4d8" opacity="0.25"/>` +
      line([cx, cy - h / 2], [cx, cy + h / 2], trim, 3) +
      line([cx - w / 2, cy], [cx + w / 2, cy], trim, 3) +
      rect(cx - w / 2 - u * 0.1, cy + h / 2, w + u * 0.2, u * 0.1, lighten(trim, 0.2))
    );
  };
  const ww = flat ? u * 1.6 : u * 1.1;
  for (const fx of [-0.34, 0.34]) out.push(win(hx + fx * hw, top + hh * 0.27, ww, u * 1.2));
  out.push(win(hx, top + hh * 0.27, u * 0.9, u * 1.0));
  for (const fx of [-0.3, 0.3]) out.push(win(hx + fx * hw, top + hh * 0.72, ww, u * 1.4));
  const dw = u * 1.0;
  const dh = u * 2.0;
  out.push(rect(hx - dw / 2 - u * 0.15, ground - dh - u * 0.15, dw + u * 0.3, dh + u * 0.15, trim));
  out.push(rect(hx - dw / 2, ground - dh, dw, dh, m.accent === m.palette[0] ? m.palette[3] : m.accent));
  out.push(rect(hx - dw / 2 + u * 0.15, ground - dh + u * 0.15, dw - u * 0.3, u * 0.6, glass));
  out.push(ellipse([hx + dw * 0.32, ground - dh * 0.45], u * 0.05, u * 0.05, '#d8c27a'));
  for (const lx of [hx - dw / 2 - u * 0.4, hx + dw / 2 + u * 0.4]) {
    out.push(
      halo(s, lx, ground - dh * 0.75, u * 0.6) +
        rect(lx - u * 0.08, ground - dh * 0.82, u * 0.16, u * 0.25, '#2a2a2a') +
        rect(lx - u * 0.05, ground - dh * 0.79, u * 0.1, u * 0.16, '#ffe2a3'),
    );
  }
  out.push(rect(hx - dw / 2 - u * 0.5, ground - u * 0.12, dw + u, u * 0.12, '#cfc8bb'));
  out.push(rect(hx - dw / 2 - u * 0.7, ground, dw + u * 1.4, u * 0.12, '#bdb5a7'));
  // Path to the door, in perspective.
  out.push(
    polygon(
      [
        [hx - dw / 2, ground + u * 0.12],
        [hx + dw / 2, ground + u * 0.12],
        [hx + dw * 1.6, H],
        [hx - dw * 1.6, H],
      ],
      '#d9d1c2',
    ),
  );
  for (let k = 1; k < 6; k++) {
    const t = k / 6;
    const y = ground + u * 0.12 + (H - ground) * t * t;
    const half = dw / 2 + dw * 1.1 * t * t;
    out.push(line([hx - half, y], [hx + half, y], '#c2b9a8', 1.2));
  }
  // Planting along the facade and in the foreground.
  const flowers = s.m.plants > 0 ? [m.accent, '#f2d16b', '#f4f1ea', lighten(m.accent, 0.3)] : [];
  out.push(shrubRow(s, left + u * 0.3, hx - dw, ground + u * 0.1, u * 0.8, flowers));
  out.push(shrubRow(s, hx + dw, left + hw - u * 0.2, ground + u * 0.1, u * 0.8, flowers));
  out.push(tree(s, W * 0.06, H * 0.95, u * 2.6));
  if (s.m.plants > 0) out.push(tree(s, W * 0.95, H * 0.9, u * 2.0));
  out.push(shrubRow(s, W * 0.6, W * 0.85, H * 0.97, u * 1.1, flowers));
  return out.join('');
}

/** The patio and garden share a camera: a ground plane that runs to a back plane. */
function groundPlane(s: Scene, kind: 'deck' | 'paving' | 'lawn'): string {
  const L = s.room.halfWidth;
  const D = s.room.depth;
  const out: string[] = [];
  const quad = (x0: number, x1: number, z0: number, z1: number, fill: string) =>
    polygon(
      proj(s, [
        [x0, 0, z0],
        [x1, 0, z0],
        [x1, 0, z1],
        [x0, 0, z1],
      ]),
      fill,
    );
  if (kind === 'lawn') {
    for (let x = -L * 3, i = 0; x < L * 3; x += 0.9, i++)
      out.push(quad(x, x + 0.9, 0.6, D, i % 2 === 0 ? GRASS[0]! : GRASS[2]!));
  } else if (kind === 'deck') {
    for (let x = -L * 3, i = 0; x < L * 3; x += 0.14, i++)
      out.push(quad(x, x + 0.14, 0.6, D, mix(s.m.wood, s.m.palette[1], (i % 3) * 0.12)));
    for (let x = -L * 3; x < L * 3; x += 0.14)
      out.push(line(s.cam.project(x, 0, 0.6), s.cam.project(x, 0, D), darken(s.m.wood, 0.3), 0.8));
  } else {
    const tile = 0.6;
    for (let x = -L * 3; x < L * 3; x += tile) {
      for (let z = D; z > 0.6; z -= tile)
        out.push(
          quad(
            x + 0.01,
            x + tile - 0.01,
            Math.max(z - tile + 0.01, 0.6),
            z - 0.01,
            mix(s.m.palette[1], '#d8d2c6', s.rnd.range(0.3, 0.7)),
          ),
        );
    }
  }
  const shade = def(
    s,
    'groundshade',
    `<linearGradient id="groundshade" gradientUnits="userSpaceOnUse" x1="0" y1="${num(s.cam.project(0, 0, D)[1])}" x2="0" y2="${num(s.cam.height)}"><stop offset="0" stop-color="#000" stop-opacity="0.1"/><stop offset="0.4" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.15"/></linearGradient>`,
  );
  out.push(quad(-L * 3, L * 3, 0.6, D, shade));
  return out.join('');
}

/** The back of the house with big glazed doors, seen from the patio. */
function houseBack(s: Scene): string {
  const D = s.room.depth;
  const { wall } = facadeFor(s.m);
  const [x0, y0] = s.cam.project(-3.6, 3.1, D);
  const [x1, y1] = s.cam.project(3.6, 0, D);
  const u = s.cam.scale(D);
  const trim = trimColour(s);
  const out = [rect(x0, y0, x1 - x0, y1 - y0, wall)];
  out.push(rect(x0 - u * 0.3, y0 - u * 0.14, x1 - x0 + u * 0.6, u * 0.14, darken(wall, 0.35)));
  out.push(rect(x0, y0, x1 - x0, u * 0.3, '#000', 'opacity="0.12"'));
  const glass = def(
    s,
    'glass',
    '<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#cfe0ea"/><stop offset="0.5" stop-color="#8fa9b8"/><stop offset="1" stop-color="#6e8796"/></linearGradient>',
  );
  const [gx0, gy0] = s.cam.project(-1.6, 2.3, D);
  const [gx1, gy1] = s.cam.project(1.6, 0, D);
  out.push(rect(gx0 - 4, gy0 - 4, gx1 - gx0 + 8, gy1 - gy0 + 4, trim));
  out.push(rect(gx0, gy0, gx1 - gx0, gy1 - gy0, glass));
  out.push(rect(gx0, gy0, gx1 - gx0, (gy1 - gy0) * 0.45, '#fff4d8', 'opacity="0.2"'));
  for (let k = 1; k < 4; k++)
    out.push(line([gx0 + ((gx1 - gx0) * k) / 4, gy0], [gx0 + ((gx1 - gx0) * k) / 4, gy1], trim, 3));
  for (const wx of [-3.0, 2.2]) {
    const [ax, ay] = s.cam.project(wx, 2.1, D);
    const [bx, by] = s.cam.project(wx + 0.8, 1.0, D);
    out.push(rect(ax - 3, ay - 3, bx - ax + 6, by - ay + 6, trim) + rect(ax, ay, bx - ax, by - ay, glass));
  }
  return out.join('');
}

/** Window frames: the style's trim, or white when the trim is just the wall colour. */
function trimColour(s: Scene): string {
  return s.m.trim === s.m.palette[0] ? '#f8f6f1' : s.m.trim;
}

function stringLights(s: Scene): string {
  const out: string[] = [];
  for (const z of [s.room.depth - 0.5, s.room.depth - 2.4]) {
    const p0 = s.cam.project(-3.2, 2.7, z);
    const p1 = s.cam.project(3.2, 2.7, z);
    const sag = s.cam.scale(z) * 0.35;
    const mid: [number, number] = [(p0[0] + p1[0]) / 2, p0[1] + sag * 2];
    out.push(
      `<path d="M${num(p0[0])} ${num(p0[1])} Q${num(mid[0])} ${num(mid[1])} ${num(p1[0])} ${num(p1[1])}" fill="none" stroke="#3a3a3a" stroke-width="1"/>`,
    );
    for (let k = 1; k < 14; k++) {
      const t = k / 14;
      const x = (1 - t) * (1 - t) * p0[0] + 2 * (1 - t) * t * mid[0] + t * t * p1[0];
      const y = (1 - t) * (1 - t) * p0[1] + 2 * (1 - t) * t * mid[1] + t * t * p1[1];
      const r = s.cam.scale(z) * 0.025;
      out.push(halo(s, x, y + r * 2, r * 7) + ellipse([x, y + r * 1.5], r, r * 1.3, '#ffe2a3'));
    }
  }
  return out.join('');
}

export function outdoorScene(s: Scene, room: 'exterior' | 'patio' | 'garden', furnished: boolean): string {
  if (room === 'exterior') return houseExterior(s);
  const D = s.room.depth;
  const horizon = s.cam.project(0, s.cam.eye, D)[1];
  const out = [sky(s, horizon + s.cam.height * 0.05)];
  const far = s.cam.project(0, 0, D)[1];
  // Hedge and trees along the back, then the ground.
  for (let x = -s.cam.width * 0.05; x < s.cam.width * 1.05; x += s.cam.width * 0.05) {
    out.push(
      `<circle cx="${num(x)}" cy="${num(far - s.cam.height * s.rnd.range(0.12, 0.2))}" r="${num(s.cam.width * s.rnd.range(0.05, 0.08))}" fill="${darken(s.rnd.pick(GRASS), s.rnd.range(0.15, 0.3))}"/>`,
    );
  }
  out.push(rect(0, far - s.cam.height * 0.12, s.cam.width, s.cam.height * 0.12, darken(GRASS[1]!, 0.2)));
  if (room === 'patio') {
    out.push(houseBack(s));
    out.push(
      groundPlane(s, s.m.floorKind === 'planks' || s.m.floorKind === 'wide_planks' ? 'deck' : 'paving'),
    );
    if (furnished) {
      rug(s, 0, D - 2.0, 3.2, 2.3);
      addItem(s, D - 1.32, sofa(s, 0, D - 0.4, 2.3));
      addItem(s, D - 2.3, coffeeTable(s, 0, D - 2.0, 1.1, 0.6));
      addItem(s, D - 2.6, armchair(s, 2.0, D - 1.8));
      addItem(s, D - 2.6, armchair(s, -2.0, D - 1.8));
      addItem(s, D - 0.4, plant(s, -2.6, D - 0.3, 1.5, 'palm') + plant(s, 2.6, D - 0.3, 1.3, 'olive'));
      addItem(s, 1, stringLights(s));
    }
  } else {
    out.push(groundPlane(s, 'lawn'));
    const flowers = [s.m.accent, '#f2d16b', '#f4f1ea', '#e58fa0', s.m.palette[2]];
    const beds: string[] = [];
    for (const side of [-1, 1]) {
      for (let z = D - 0.4; z > 2.4; z -= 0.5) {
        const [bx, by] = s.cam.project(side * s.rnd.range(2.4, 2.9), 0, z);
        const r = s.cam.scale(z) * 0.45;
        beds.push(shrubRow(s, bx - r * 0.5, bx + r * 0.5, by, r, flowers));
      }
    }
    addItem(s, D - 0.3, beds.join(''));
    // Stepping stones to the back.
    const stones: string[] = [];
    for (let z = 2.0; z < D - 0.3; z += 0.7) {
      const [cx, cy] = s.cam.project(0.2 * Math.sin(z), 0, z);
      const rx = s.cam.scale(z) * 0.32;
      stones.push(
        ellipse([cx, cy], rx, rx * ((s.cam.eye / z) * 0.9), '#d4ccbd', `stroke="#b8af9f" stroke-width="1"`),
      );
    }
    s.floor.push(stones.join(''));
    // A picket fence closes the garden at the back.
    const fence: string[] = [];
    for (let x = -4.5; x < 4.5; x += 0.22) {
      const [ax, ay] = s.cam.project(x, 1.0, D);
      const [bx, by] = s.cam.project(x + 0.14, 0, D);
      fence.push(rect(ax, ay, bx - ax, by - ay, '#f3efe6', `rx="${num((bx - ax) / 2)}"`));
    }
    const [rx0, ry] = s.cam.project(-4.5, 0.75, D);
    const [rx1] = s.cam.project(4.5, 0.75, D);
    fence.push(rect(rx0, ry, rx1 - rx0, s.cam.scale(D) * 0.06, '#e4ddd0'));
    addItem(s, D, fence.join(''));
    if (furnished) {
      addItem(s, D - 1.9, bench(s, -1.3, D - 1.7, 1.5));
      s.floor.push(floorShadow(s, 1.2, 2.6, D - 1.6, D - 0.8, 0.2));
      const [tx, ty] = s.cam.project(1.9, 0, D - 1.2);
      addItem(s, D - 1.2, tree(s, tx, ty, s.cam.scale(D - 1.2) * 1.3));
      const [bx, by] = s.cam.project(-1.8, 0, D - 0.6);
      addItem(s, D - 0.6, shrubRow(s, bx, bx + s.cam.scale(D) * 1.2, by, s.cam.scale(D) * 0.5, flowers));
    }
  }
  return out.join('');
}
