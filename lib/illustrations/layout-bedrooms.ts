import { armchair, bed, nightstand, rug, tableDecor } from './furniture';
import { crib, ottoman } from './furniture-storage';
import { plant } from './plants';
import type { Layout } from './room-shell';
import { type Scene, addItem, box, floorShadow, polygon } from './scene';
import { smallFrame, wallArt } from './wall-art';
import { darken } from './colour';

function sideWindow(s: Scene) {
  const D = s.room.depth;
  return [
    {
      wall: s.rnd.chance(0.5) ? ('left' as const) : ('right' as const),
      from: D - 3.4,
      to: D - 1.6,
      bottom: 0.6,
      top: 2.3,
    },
  ];
}

function dresser(s: Scene, x0: number, x1: number): string {
  const D = s.room.depth - 0.03;
  s.floor.push(floorShadow(s, x0, x1, D - 0.5, D, 0.25));
  return (
    box(s, { x0, x1, y0: 0.06, y1: 0.9, z0: D - 0.5, z1: D }, s.m.wood) +
    tableDecor(s, (x0 + x1) / 2, 0.9, D - 0.25, 'vase')
  );
}

export const bedroom: Layout = {
  room: { halfWidth: 2.5, depth: 5.2 },
  shell: (s) => ({ view: 'trees', windows: sideWindow(s) }),
  lights: (s) => [{ x: 0, z: s.room.depth - 2.4, drop: 0.55 }],
  furnish: (s) => {
    const D = s.room.depth;
    const cx = s.rnd.range(-0.4, 0.2);
    rug(s, cx, D - 1.9, 3.0, 2.4);
    addItem(s, D - 2.15, bed(s, cx, 1.7, 2.1));
    addItem(s, D - 0.5, nightstand(s, cx - 1.2));
    addItem(s, D - 0.5, nightstand(s, cx + 1.2));
    addItem(s, D - 0.01, wallArt(s, cx, 1.75, 1.2, s.m.art === 'gallery' ? 'abstract' : undefined));
    if (s.m.plants > 0) addItem(s, D - 0.6, plant(s, s.room.halfWidth - 0.4, D - 0.45, 1.4, 'fiddle'));
  },
};

export const guestRoom: Layout = {
  shell: () => ({ view: 'hills', windows: [{ wall: 'back', from: 0.9, to: 2.2, bottom: 0.7, top: 2.3 }] }),
  lights: (s) => [{ x: 0, z: s.room.depth - 2.2, drop: 0.5 }],
  furnish: (s) => {
    const D = s.room.depth;
    const cx = -1.0;
    rug(s, cx, D - 1.8, 2.4, 2.3);
    addItem(s, D - 2.05, bed(s, cx, 1.45, 2.0));
    addItem(s, D - 0.5, nightstand(s, cx - 1.05, true));
    addItem(s, D - 0.01, wallArt(s, cx, 1.7, 0.9));
    addItem(s, D - 2.7, armchair(s, 1.6, D - 1.7));
    addItem(s, D - 0.6, plant(s, 2.3, D - 0.4, 1.2, 'snake'));
  },
};

export const kidsRoom: Layout = {
  shell: () => ({ view: 'trees', windows: [{ wall: 'back', from: 0.5, to: 1.7, bottom: 0.8, top: 2.2 }] }),
  lights: (s) => [{ x: 0, z: s.room.depth - 2.2, drop: 0.4 }],
  furnish: (s) => {
    const D = s.room.depth;
    const bright = ['#f2b134', '#e85d75', '#2a9d8f', '#5b8fd6', s.m.accent];
    rug(s, 0.2, D - 2.1, 2.2, 2.0);
    addItem(s, D - 2.0, bed(s, -1.7, 1.0, 1.9));
    addItem(s, D - 0.01, smallFrame(s, -1.7, 1.75, 0.5));
    // Bunting across the back wall.
    const flags: string[] = [];
    for (let i = 0; i < 9; i++) {
      const x = -1.9 + i * 0.42;
      const y = 2.35 - Math.sin((i / 8) * Math.PI) * 0.18;
      const a = s.cam.project(x, y, D - 0.02);
      const b = s.cam.project(x + 0.36, y - 0.02, D - 0.02);
      const c = s.cam.project(x + 0.18, y - 0.3, D - 0.02);
      flags.push(polygon([a, b, c], bright[i % bright.length]!));
    }
    addItem(s, D - 0.01, flags.join(''));
    // Cube storage with coloured bins.
    const cubes: string[] = [
      box(
        s,
        { x0: 1.3, x1: 2.6, y0: 0, y1: 0.9, z0: D - 0.4, z1: D },
        s.m.palette[0] === s.m.wall ? '#f4f2ec' : s.m.palette[0],
      ),
    ];
    for (let r = 0; r < 2; r++) {
      for (let c = 0; c < 3; c++) {
        const x0 = 1.35 + c * 0.41;
        cubes.push(
          box(
            s,
            { x0, x1: x0 + 0.37, y0: 0.05 + r * 0.43, y1: 0.4 + r * 0.43, z0: D - 0.42, z1: D - 0.05 },
            bright[(r * 3 + c) % bright.length]!,
            { radius: 0.06 },
          ),
        );
      }
    }
    addItem(s, D - 0.42, cubes.join(''));
    addItem(s, D - 0.42, plant(s, 2.25, D - 0.2, 0.5, 'bush', 0.9));
    addItem(s, D - 2.6, ottoman(s, 0.9, D - 2.4, 0.28));
    const ball = s.cam.project(-0.3, 0.14, D - 2.9);
    addItem(
      s,
      D - 3.0,
      `<circle cx="${ball[0].toFixed(1)}" cy="${ball[1].toFixed(1)}" r="${(s.cam.scale(D - 2.9) * 0.14).toFixed(1)}" fill="${bright[1]}"/>`,
    );
  },
};

export const nursery: Layout = {
  shell: (s) => ({ view: 'trees', windows: sideWindow(s) }),
  lights: (s) => [{ x: 0, z: s.room.depth - 2.2, drop: 0.45 }],
  furnish: (s) => {
    const D = s.room.depth;
    rug(s, 0, D - 1.8, 2.6, 2.2);
    addItem(s, D - 1.2, crib(s, -0.3, D - 0.8));
    addItem(s, D - 0.01, wallArt(s, -0.3, 1.75, 0.7));
    addItem(s, D - 0.5, dresser(s, 1.2, 2.3));
    addItem(s, D - 2.5, armchair(s, -1.7, D - 1.6));
    if (s.m.plants > 0) addItem(s, D - 0.6, plant(s, -2.3, D - 0.4, 1.1, 'fiddle'));
    const mobile = s.cam.project(-0.3, 1.7, D - 0.8);
    const top = s.cam.project(-0.3, s.room.height, D - 0.8);
    const u = s.cam.scale(D - 0.8);
    addItem(
      s,
      D - 1.3,
      `<line x1="${mobile[0].toFixed(1)}" y1="${top[1].toFixed(1)}" x2="${mobile[0].toFixed(1)}" y2="${mobile[1].toFixed(1)}" stroke="${darken(s.m.wood, 0.3)}" stroke-width="1"/>` +
        [-1, 0, 1]
          .map(
            (k) =>
              `<circle cx="${(mobile[0] + k * u * 0.2).toFixed(1)}" cy="${(mobile[1] + u * (0.1 + Math.abs(k) * 0.05)).toFixed(1)}" r="${(u * 0.05).toFixed(1)}" fill="${[s.m.accent, s.m.palette[1], s.m.fabric2][k + 1]}"/>`,
          )
          .join(''),
    );
  },
};

export const attic: Layout = {
  room: { height: 2.9 },
  shell: () => ({
    view: 'hills',
    attic: true,
    windows: [{ wall: 'back', from: -0.45, to: 0.45, bottom: 1.2, top: 2.0 }],
  }),
  lights: (s) => [{ x: 0, z: s.room.depth - 2.6, drop: 0.7 }],
  furnish: (s) => {
    const D = s.room.depth;
    rug(s, 0, D - 2.0, 2.8, 2.2);
    addItem(s, D - 2.1, bed(s, 0, 1.6, 2.0));
    addItem(s, D - 0.5, nightstand(s, -1.15));
    addItem(s, D - 0.5, nightstand(s, 1.15));
    addItem(s, D - 3.6, ottoman(s, -1.8, D - 3.3, 0.3));
    if (s.m.plants > 0) addItem(s, D - 3.4, plant(s, 2.1, D - 3.2, 0.9, 'bush'));
  },
};
