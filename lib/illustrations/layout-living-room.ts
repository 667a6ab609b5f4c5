import { armchair, coffeeTable, floorLamp, rug, sideTable, sofa } from './furniture';
import { plant } from './plants';
import type { Layout } from './room-shell';
import { addItem } from './scene';
import { wallArt } from './wall-art';

export const livingRoom: Layout = {
  shell: (s) => {
    const D = s.room.depth;
    const side = s.rnd.chance(0.5);
    return {
      view: s.m.window === 'wide' && s.rnd.chance(0.4) ? 'city' : s.m.curtains === null ? 'hills' : 'trees',
      windows: side
        ? [{ wall: 'left', from: D - 3.2, to: D - 1.2, bottom: 0.5, top: 2.3 }]
        : [{ wall: 'back', from: 1.0, to: 2.3, bottom: 0.55, top: 2.3 }],
    };
  },
  lights: (s) => [{ x: 0, z: s.room.depth - 2.2, drop: 0.7 }],
  furnish: (s) => {
    const D = s.room.depth;
    const sofaX = s.rnd.range(-0.7, -0.3);
    const sofaBack = D - 0.1;
    addItem(s, sofaBack - 0.92, sofa(s, sofaX, sofaBack, 2.3));
    addItem(s, D - 0.01, wallArt(s, sofaX, 1.55, 1.1));
    rug(s, sofaX + 0.2, D - 1.9, 3.0, 2.2);
    addItem(s, D - 2.2, coffeeTable(s, sofaX + 0.1, D - 1.75, 1.1, 0.6));
    addItem(s, D - 2.6, armchair(s, 1.5, D - 2.0));
    addItem(s, D - 0.5, floorLamp(s, sofaX - 1.45, D - 0.35));
    addItem(s, D - 0.9, sideTable(s, sofaX + 1.45, D - 0.5, false));
    const kinds = ['fiddle', 'palm', 'snake', 'olive', 'bush'] as const;
    for (let i = 0; i < Math.min(s.m.plants, 3); i++) {
      const spots = [
        [s.room.halfWidth - 0.4, D - 0.5, 1.6],
        [-s.room.halfWidth + 0.35, D - 2.4, 1.2],
        [s.room.halfWidth - 0.35, D - 3.6, 1.0],
      ] as const;
      const [x, z, h] = spots[i]!;
      addItem(s, z - 0.2, plant(s, x, z, h, s.rnd.pick(kinds)));
    }
  },
};
