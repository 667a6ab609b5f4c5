import { darken, lighten } from './colour';
import type { Random } from './seeded-random';
import type { Materials } from './style-materials';

export type Pt = readonly [number, number];

/**
 * A one-point-perspective camera looking down +z. World units are metres: x across, y up from the floor,
 * z away from the camera. Every piece of furniture is placed in these units, so perspective stays coherent.
 */
export type Camera = {
  width: number;
  height: number;
  x: number;
  eye: number;
  /** Pixels per metre on a plane facing the camera at depth z. */
  scale: (z: number) => number;
  project: (x: number, y: number, z: number) => Pt;
};

export function createCamera(width: number, height: number, x: number, eye: number, horizon: number): Camera {
  const focal = width * 0.64;
  const cx = width / 2;
  const cy = height * horizon;
  return {
    width,
    height,
    x,
    eye,
    scale: (z) => focal / z,
    project: (px, py, pz) => [cx + (focal * (px - x)) / pz, cy - (focal * (py - eye)) / pz],
  };
}

/** The room's inner box: x in [-halfWidth, halfWidth], y in [0, height], back wall at z = depth. */
export type RoomBox = { halfWidth: number; height: number; depth: number };

export type Scene = {
  cam: Camera;
  room: RoomBox;
  m: Materials;
  rnd: Random;
  defs: Map<string, string>;
  /** Drawn over the floor and walls but under every object: rugs, sunlight, contact shadows. */
  floor: string[];
  /** Sunlight patches, over rugs and shadows. */
  light: string[];
  /** Objects, painted far to near by depth (the z of their front face). */
  items: { depth: number; svg: string }[];
};

export const num = (v: number) => String(Math.round(v * 10) / 10);

export function points(pts: readonly Pt[]): string {
  return pts.map(([x, y]) => `${num(x)},${num(y)}`).join(' ');
}

export function polygon(pts: readonly Pt[], fill: string, extra = ''): string {
  return `<polygon points="${points(pts)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function line(a: Pt, b: Pt, stroke: string, width: number, extra = ''): string {
  return `<line x1="${num(a[0])}" y1="${num(a[1])}" x2="${num(b[0])}" y2="${num(b[1])}" stroke="${stroke}" stroke-width="${num(width)}"${extra ? ` ${extra}` : ''}/>`;
}

export function ellipse(c: Pt, rx: number, ry: number, fill: string, extra = ''): string {
  return `<ellipse cx="${num(c[0])}" cy="${num(c[1])}" rx="${num(Math.max(rx, 0))}" ry="${num(Math.max(ry, 0))}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

/** Registers a gradient (or other definition) once per scene and returns its `url(#id)`. */
export function def(s: Scene, id: string, markup: string): string {
  if (!s.defs.has(id)) s.defs.set(id, markup);
  return `url(#${id})`;
}

export function linearGradient(
  s: Scene,
  id: string,
  stops: readonly (readonly [number, string, number?])[],
  direction: 'down' | 'right' = 'down',
): string {
  const [x2, y2] = direction === 'down' ? ['0', '1'] : ['1', '0'];
  const body = stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('');
  return def(
    s,
    id,
    `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${body}</linearGradient>`,
  );
}

export function radialGradient(
  s: Scene,
  id: string,
  stops: readonly (readonly [number, string, number?])[],
): string {
  const body = stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('');
  return def(s, id, `<radialGradient id="${id}" cx="0.5" cy="0.5" r="0.5">${body}</radialGradient>`);
}

/** Projects a list of world points. */
export function proj(s: Scene, pts: readonly (readonly [number, number, number])[]): Pt[] {
  return pts.map(([x, y, z]) => s.cam.project(x, y, z));
}

export type Box = { x0: number; x1: number; y0: number; y1: number; z0: number; z1: number };

export type BoxStyle = { radius?: number; top?: string; side?: string; front?: string; extra?: string };

/**
 * A shaded cuboid: only the faces the camera can see, lit from above and behind (the window), so tops are
 * lighter and sides darker than the front.
 */
export function box(s: Scene, b: Box, colour: string, style: BoxStyle = {}): string {
  const { x0, x1, y0, y1, z0, z1 } = b;
  const out: string[] = [];
  const side = style.side ?? darken(colour, 0.16);
  if (s.cam.x < x0)
    out.push(
      polygon(
        proj(s, [
          [x0, y0, z0],
          [x0, y1, z0],
          [x0, y1, z1],
          [x0, y0, z1],
        ]),
        side,
      ),
    );
  if (s.cam.x > x1)
    out.push(
      polygon(
        proj(s, [
          [x1, y0, z0],
          [x1, y1, z0],
          [x1, y1, z1],
          [x1, y0, z1],
        ]),
        side,
      ),
    );
  if (y1 < s.cam.eye) {
    out.push(
      polygon(
        proj(s, [
          [x0, y1, z0],
          [x1, y1, z0],
          [x1, y1, z1],
          [x0, y1, z1],
        ]),
        style.top ?? lighten(colour, 0.12),
      ),
    );
  }
  if (y0 > s.cam.eye) {
    out.push(
      polygon(
        proj(s, [
          [x0, y0, z0],
          [x1, y0, z0],
          [x1, y0, z1],
          [x0, y0, z1],
        ]),
        darken(colour, 0.22),
      ),
    );
  }
  const [ax, ay] = s.cam.project(x0, y1, z0);
  const [bx, by] = s.cam.project(x1, y0, z0);
  const r = style.radius ? Math.min(style.radius * (bx - ax), (by - ay) / 2) : 0;
  out.push(
    rect(
      ax,
      ay,
      bx - ax,
      by - ay,
      style.front ?? colour,
      `${r > 0 ? `rx="${num(r)}" ` : ''}${style.extra ?? ''}`.trim(),
    ),
  );
  return out.join('');
}

/** A soft contact shadow on the floor under a footprint. */
export function floorShadow(
  s: Scene,
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  strength = 0.35,
): string {
  const fill = radialGradient(s, 'shadow', [
    [0, '#1a140e', 0.55],
    [0.6, '#1a140e', 0.25],
    [1, '#1a140e', 0],
  ]);
  const [cx] = s.cam.project((x0 + x1) / 2, 0, (z0 + z1) / 2);
  const [lx] = s.cam.project(x0 - 0.12, 0, (z0 + z1) / 2);
  const [, ny] = s.cam.project(0, 0, z0 - 0.12);
  const [, fy] = s.cam.project(0, 0, z1 + 0.08);
  return ellipse([cx, (ny + fy) / 2], cx - lx, (ny - fy) / 2 + 2, fill, `opacity="${strength / 0.35}"`);
}

export function addItem(s: Scene, depth: number, svg: string): void {
  s.items.push({ depth, svg });
}
