import { darken } from './colour';
import { armchair, floorLamp, rug } from './furniture';
import { bookcase, ottoman } from './furniture-storage';
import { desk, mediaConsole, officeChair } from './furniture-tables';
import { plant } from './plants';
import type { Layout } from './room-shell';
import { type Scene, addItem, box, floorShadow, linearGradient, rect } from './scene';
import { wallArt } from './wall-art';

/** A sofa seen from behind: its backrest faces the camera, looking at the TV. */
function sofaFromBehind(s: Scene, cx: number, zFront: number, width: number): string {
  const x0 = cx - width / 2;
  const x1 = cx + width / 2;
  const z0 = zFront;
  const z1 = zFront + 0.92;
  const c = s.m.fabric;
  s.floor.push(floorShadow(s, x0, x1, z0, z1, 0.4));
  return (
    box(s, { x0: x0 + 0.17, x1: x1 - 0.17, y0: 0.1, y1: 0.46, z0, z1 }, darken(c, 0.05)) +
    box(s, { x0, x1: x0 + 0.17, y0: 0.05, y1: 0.62, z0, z1 }, c, { radius: 0.1 }) +
    box(s, { x0: x1 - 0.17, x1, y0: 0.05, y1: 0.62, z0, z1 }, c, { radius: 0.1 }) +
    box(s, { x0, x1, y0: 0.05, y1: 0.86, z0, z1: z0 + 0.24 }, darken(c, 0.02), { radius: 0.03 })
  );
}

export const homeOffice: Layout = {
  shell: () => ({ view: 'city', windows: [{ wall: 'back', from: -1.3, to: 0.4, bottom: 0.95, top: 2.3 }] }),
  lights: (s) => [{ x: 0, z: s.room.depth - 2.3, drop: 0.6 }],
  furnish: (s) => {
    const D = s.room.depth;
    rug(s, -0.4, D - 1.6, 2.4, 1.8);
    addItem(s, D - 0.72, desk(s, -0.45, 1.7, 1));
    addItem(s, D - 1.4, officeChair(s, -0.45, D - 1.15));
    addItem(s, D - 0.36, bookcase(s, 1.0, 2.6, 2.2));
    addItem(s, D - 0.01, wallArt(s, -2.0, 1.6, 0.6));
    addItem(s, D - 2.6, armchair(s, -1.9, D - 1.9));
    addItem(s, D - 0.5, floorLamp(s, -2.35, D - 0.35));
    if (s.m.plants > 0) addItem(s, D - 2.0, plant(s, 2.2, D - 1.6, 1.3, 'fiddle'));
  },
};

export const gamingRoom: Layout = {
  shell: (s) => ({
    view: 'city',
    windows: [{ wall: 'left', from: s.room.depth - 3.4, to: s.room.depth - 2.0, bottom: 1.0, top: 2.2 }],
  }),
  lights: () => [],
  furnish: (s) => {
    const D = s.room.depth;
    // A strip of coloured light along the top of the back wall: the room's signature glow.
    const [x0, y0] = s.cam.project(-s.room.halfWidth, s.room.height, D);
    const [x1] = s.cam.project(s.room.halfWidth, s.room.height, D);
    const u = s.cam.scale(D);
    const glow = linearGradient(s, 'led', [
      [0, '#7b5cff', 0.55],
      [1, '#7b5cff', 0],
    ]);
    addItem(s, D, rect(x0, y0, x1 - x0, u * 0.9, glow));
    rug(s, 0, D - 1.7, 2.6, 2.0);
    addItem(s, D - 0.72, desk(s, 0, 2.0, 3));
    addItem(s, D - 1.4, officeChair(s, 0, D - 1.15, s.m.accent));
    addItem(s, D - 0.36, bookcase(s, 1.55, 2.6, 1.6));
    addItem(s, D - 0.01, wallArt(s, -1.9, 1.7, 0.8, 'geometric'));
    addItem(s, D - 2.6, ottoman(s, -1.6, D - 2.3, 0.4));
  },
};

export const basement: Layout = {
  room: { height: 2.45 },
  shell: () => ({
    view: 'trees',
    windows: [
      { wall: 'back', from: -2.2, to: -1.2, bottom: 1.75, top: 2.2 },
      { wall: 'back', from: 1.2, to: 2.2, bottom: 1.75, top: 2.2 },
    ],
  }),
  lights: (s) => [
    { x: -1.2, z: s.room.depth - 2.6, drop: 0, kind: 'flush' },
    { x: 1.2, z: s.room.depth - 2.6, drop: 0, kind: 'flush' },
  ],
  furnish: (s) => {
    const D = s.room.depth;
    rug(s, 0, D - 2.0, 3.2, 2.4);
    addItem(s, D - 0.45, mediaConsole(s, 0, 2.0));
    addItem(s, D - 0.5, plant(s, 1.7, D - 0.4, 1.2, 'snake'));
    addItem(s, D - 0.01, wallArt(s, -1.7, 1.3, 0.5));
    addItem(s, D - 2.6, ottoman(s, 0, D - 2.0, 0.35));
    addItem(s, D - 3.0, sofaFromBehind(s, 0.2, D - 3.0, 2.2));
    addItem(s, D - 2.4, armchair(s, -2.0, D - 1.4));
  },
};
