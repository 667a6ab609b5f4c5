import { findRoomType } from '@/lib/studio/catalog/room-types';
import type { StyleId } from '@/lib/studio/catalog/styles';
import { attic, bedroom, guestRoom, kidsRoom, nursery } from './layout-bedrooms';
import { diningRoom, kitchen } from './layout-kitchen-dining';
import { livingRoom } from './layout-living-room';
import { bathroom, entryway, laundryRoom, walkInCloset } from './layout-utility-rooms';
import { basement, gamingRoom, homeOffice } from './layout-work-play';
import { lightFixture } from './light-fixture';
import { outdoorScene } from './outdoor-scene';
import { type Layout, drawShell } from './room-shell';
import { type Scene, createCamera, num } from './scene';
import { seededRandom } from './seeded-random';
import { type Finish, materialsFor } from './style-materials';

export type RoomSceneInput = {
  room: string;
  style: StyleId;
  width: number;
  height: number;
  variant?: number;
  /** Sample rooms use neutral 'plain' or 'dated' finishes instead of the style's, so a redesign shows. */
  finish?: Finish;
  /** An empty room (walls, floor, windows, a ceiling light) for virtual staging. */
  empty?: boolean;
};

const LAYOUTS: Record<string, Layout> = {
  living_room: livingRoom,
  bedroom,
  kitchen,
  dining_room: diningRoom,
  bathroom,
  home_office: homeOffice,
  kids_room: kidsRoom,
  nursery,
  guest_room: guestRoom,
  basement,
  attic,
  entryway,
  laundry_room: laundryRoom,
  walk_in_closet: walkInCloset,
  gaming_room: gamingRoom,
};

/** A one-point-perspective illustration of a room in a style, as an SVG string that librsvg (sharp) renders. */
export function roomSceneSvg(input: RoomSceneInput): string {
  const { width, height, variant = 0, finish = 'style', empty = false } = input;
  const roomType = findRoomType(input.room);
  if (!roomType) throw new Error(`Unknown room type: ${input.room}`);
  const rnd = seededRandom(`${roomType.id}:${input.style}:${finish}:${empty}:${variant}`);
  const layout = LAYOUTS[roomType.id] ?? livingRoom;
  const cam = createCamera(width, height, rnd.pick([-0.3, 0, 0.25]), 1.4, 0.42);
  const s: Scene = {
    cam,
    room: { halfWidth: 2.7, height: 2.75, depth: 5.8, ...layout.room },
    m: materialsFor(input.style, finish),
    rnd,
    defs: new Map(),
    floor: [],
    light: [],
    items: [],
  };
  let shell: string;
  if (roomType.id === 'exterior' || roomType.id === 'patio' || roomType.id === 'garden') {
    shell = outdoorScene(s, roomType.id, !empty);
  } else {
    shell = drawShell(s, layout.shell(s));
    for (const light of layout.lights(s)) {
      const kind = empty ? 'flush' : (light.kind ?? s.m.light);
      s.items.push({ depth: light.z, svg: lightFixture(s, light.x, light.z, light.drop, kind) });
    }
    if (!empty) layout.furnish(s);
  }
  const items = [...s.items].sort((a, b) => b.depth - a.depth).map((item) => item.svg);
  const vignette =
    '<radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.28"/></radialGradient>';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs>${[...s.defs.values()].join('')}${vignette}</defs>`,
    shell,
    ...s.floor,
    ...s.light,
    ...items,
    `<rect width="${num(width)}" height="${num(height)}" fill="url(#vignette)"/>`,
    '</svg>',
  ].join('');
}
