import { lighten } from './colour';
import { cylinder, rug, tableDecor, tableLamp } from './furniture';
import { baseCabinets, upperCabinets } from './furniture-kitchen';
import {
  bathtub,
  bench,
  clothesRail,
  door,
  ottoman,
  vanity,
  wardrobeWall,
  washer,
} from './furniture-storage';
import { plant } from './plants';
import type { Layout } from './room-shell';
import { type Scene, addItem, box, floorShadow } from './scene';
import { wallArt } from './wall-art';

/** Bathrooms keep their style's colours but on a tile floor: planks next to a bath read as a mistake. */
function tiledFloor(s: Scene): void {
  if (s.m.floorKind === 'planks' || s.m.floorKind === 'wide_planks' || s.m.floorKind === 'herringbone') {
    s.m = { ...s.m, floorKind: 'tiles', floor: lighten(s.m.palette[1], 0.2), floorAlt: s.m.palette[1] };
  }
}

export const bathroom: Layout = {
  room: { halfWidth: 2.2, depth: 5.2 },
  shell: (s) => {
    tiledFloor(s);
    return {
      view: 'trees',
      tiledTo: 1.25,
      windows: [{ wall: 'back', from: 0.5, to: 1.6, bottom: 1.35, top: 2.25 }],
    };
  },
  lights: (s) => [{ x: 0, z: s.room.depth - 1.8, drop: 0.35 }],
  furnish: (s) => {
    const D = s.room.depth;
    addItem(s, D - 0.95, bathtub(s, 0.25, 1.9, D - 0.95, D - 0.15));
    addItem(s, D - 0.52, vanity(s, -1.3, 1.2));
    rug(s, 1.0, D - 1.6, 1.1, 0.6);
    addItem(s, D - 1.0, plant(s, 2.0, D - 0.45, 0.9, s.m.plants > 2 ? 'palm' : 'snake'));
    const stoolTop =
      cylinder(s, -0.25, D - 0.5, 0.17, 0, 0.45, s.m.wood) + tableDecor(s, -0.25, 0.45, D - 0.5, 'vase');
    addItem(s, D - 0.7, stoolTop);
  },
};

export const laundryRoom: Layout = {
  room: { halfWidth: 2.2, depth: 5.0 },
  shell: () => ({
    view: 'trees',
    tiledTo: 1.4,
    windows: [{ wall: 'back', from: 0.7, to: 1.8, bottom: 1.25, top: 2.2 }],
  }),
  lights: (s) => [{ x: 0, z: s.room.depth - 1.8, drop: 0.4 }],
  furnish: (s) => {
    const D = s.room.depth;
    addItem(s, D - 0.62, washer(s, -2.15, -1.5) + washer(s, -1.45, -0.8));
    addItem(
      s,
      D - 0.64,
      box(s, { x0: -2.2, x1: -0.75, y0: 0.86, y1: 0.9, z0: D - 0.64, z1: D }, s.m.counter),
    );
    addItem(s, D - 0.64, baseCabinets(s, -0.75, 2.2, 1.25, null));
    addItem(s, D - 0.36, upperCabinets(s, -2.2, -0.75));
    addItem(s, D - 0.4, plant(s, 0.2, D - 0.3, 0.45, 'bush', 0.92));
    const basket = cylinder(s, -0.1, D - 1.6, 0.24, 0, 0.4, '#c8a872');
    s.floor.push(floorShadow(s, -0.34, 0.14, D - 1.84, D - 1.36, 0.25));
    addItem(s, D - 1.8, basket);
    rug(s, 0.4, D - 1.5, 1.4, 0.8);
  },
};

export const walkInCloset: Layout = {
  room: { halfWidth: 2.3, depth: 5.0 },
  shell: (s) => ({
    view: 'trees',
    windows: [{ wall: 'right', from: s.room.depth - 2.6, to: s.room.depth - 1.4, bottom: 1.0, top: 2.2 }],
  }),
  lights: (s) => [{ x: 0, z: s.room.depth - 2.0, drop: 0.6 }],
  furnish: (s) => {
    const D = s.room.depth;
    addItem(s, D - 0.56, wardrobeWall(s, -2.3, 1.3));
    rug(s, 0, D - 2.1, 2.2, 1.6);
    addItem(s, D - 2.4, ottoman(s, 0, D - 2.1, 0.38));
    const mirror =
      box(s, { x0: 1.5, x1: 2.1, y0: 0.05, y1: 2.0, z0: D - 0.06, z1: D - 0.02 }, s.m.metal) +
      box(s, { x0: 1.55, x1: 2.05, y0: 0.1, y1: 1.95, z0: D - 0.07, z1: D - 0.06 }, '#cfd8d8');
    addItem(s, D - 0.06, mirror);
  },
};

export const entryway: Layout = {
  room: { halfWidth: 2.1, depth: 5.4 },
  shell: () => ({ view: 'trees', windows: [] }),
  lights: (s) => [{ x: 0, z: s.room.depth - 1.8, drop: 0.55 }],
  furnish: (s) => {
    const D = s.room.depth;
    addItem(s, D - 0.01, door(s, 0));
    rug(s, 0, D - 1.8, 1.1, 2.6);
    const consoleTable = box(
      s,
      { x0: -1.95, x1: -0.85, y0: 0.76, y1: 0.8, z0: D - 0.38, z1: D - 0.02 },
      s.m.wood,
    );
    s.floor.push(floorShadow(s, -1.95, -0.85, D - 0.38, D, 0.2));
    addItem(
      s,
      D - 0.38,
      box(s, { x0: -1.9, x1: -1.86, y0: 0, y1: 0.76, z0: D - 0.36, z1: D - 0.32 }, s.m.wood) +
        box(s, { x0: -0.94, x1: -0.9, y0: 0, y1: 0.76, z0: D - 0.36, z1: D - 0.32 }, s.m.wood) +
        consoleTable +
        tableLamp(s, -1.7, 0.8, D - 0.2) +
        tableDecor(s, -1.15, 0.8, D - 0.2, 'bowl'),
    );
    addItem(s, D - 0.01, wallArt(s, -1.4, 1.6, 0.7, 'mirror'));
    addItem(s, D - 0.4, bench(s, 1.45, D - 0.3, 1.0));
    addItem(s, D - 0.05, clothesRail(s, 1.0, 1.9, 1.9, D - 0.12));
    addItem(s, D - 1.3, plant(s, -1.6, D - 1.2, 1.1, s.m.plants > 1 ? 'palm' : 'snake'));
  },
};
