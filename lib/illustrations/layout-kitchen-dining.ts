import { rug } from './furniture';
import { baseCabinets, island, rangeHood, stool, tallUnit, upperCabinets } from './furniture-kitchen';
import { chair, diningTable, sideboard } from './furniture-tables';
import { plant } from './plants';
import type { Layout } from './room-shell';
import { addItem } from './scene';
import { wallArt } from './wall-art';

export const kitchen: Layout = {
  shell: () => ({
    view: 'trees',
    tiledTo: 1.5,
    windows: [{ wall: 'back', from: -0.75, to: 0.75, bottom: 1.1, top: 2.15 }],
  }),
  lights: (s) => [
    { x: -0.6, z: s.room.depth - 2.15, drop: 0.95 },
    { x: 0.6, z: s.room.depth - 2.15, drop: 0.95 },
  ],
  furnish: (s) => {
    const D = s.room.depth;
    const L = s.room.halfWidth;
    addItem(s, D - 0.66, tallUnit(s, 1.85, L));
    addItem(s, D - 0.64, baseCabinets(s, -L, 1.85, 0, -1.7));
    addItem(s, D - 0.5, rangeHood(s, -1.7));
    addItem(
      s,
      D - 0.36,
      upperCabinets(s, -L, -2.12) + upperCabinets(s, -1.28, -0.9) + upperCabinets(s, 0.9, 1.85),
    );
    addItem(s, D - 0.4, plant(s, 1.3, D - 0.3, 0.45, 'snake', 0.92));
    addItem(s, D - 2.6, island(s, 0, D - 2.15, 2.2));
    for (const x of [-0.7, 0, 0.7]) addItem(s, D - 3.0, stool(s, x, D - 2.85));
  },
};

export const diningRoom: Layout = {
  shell: (s) => ({
    view: 'hills',
    windows: [
      {
        wall: s.rnd.chance(0.5) ? 'left' : 'right',
        from: s.room.depth - 3.6,
        to: s.room.depth - 1.4,
        bottom: 0.5,
        top: 2.3,
      },
    ],
  }),
  lights: (s) => [{ x: 0, z: s.room.depth - 2.3, drop: 0.95 }],
  furnish: (s) => {
    const D = s.room.depth;
    const zc = D - 2.3;
    rug(s, 0, zc, 3.0, 2.4);
    addItem(s, D - 0.45, sideboard(s, 0, 1.9));
    addItem(s, D - 0.01, wallArt(s, 0, 1.65, 1.0));
    for (const x of [-0.5, 0.5]) addItem(s, zc + 0.5, chair(s, x, zc + 0.72, 'front'));
    for (const x of [-1.22, 1.22]) addItem(s, zc - 0.2, chair(s, x, zc, 'front'));
    addItem(s, zc - 0.48, diningTable(s, 0, zc, 2.0, 0.95));
    for (const x of [-0.5, 0.5]) addItem(s, zc - 0.95, chair(s, x, zc - 0.72, 'back'));
    if (s.m.plants > 0) addItem(s, D - 0.6, plant(s, s.room.halfWidth - 0.4, D - 0.45, 1.5, 'palm'));
    if (s.m.plants > 1) addItem(s, D - 0.6, plant(s, -s.room.halfWidth + 0.4, D - 0.45, 1.3, 'fiddle'));
  },
};
