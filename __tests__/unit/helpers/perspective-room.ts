import sharp from 'sharp';

type Point3 = readonly [number, number, number];

/** What each pixel of a perspective room shows. */
export const SURFACE = { floor: 0, backWall: 1, leftWall: 2, rightWall: 3, ceiling: 4, box: 5 } as const;

/** World: x right, y up, z away from the camera's start; metres. The floor is y = 0. */
const ROOM = { left: -2.6, right: 2.6, back: 6.5, front: -1.5, height: 2.7 };
/** A low cabinet standing on the floor: the object that removal and surface tools have to deal with. */
export const BOX = { x0: 0.55, x1: 1.35, z0: 2.5, z1: 3.2, height: 0.5 };
const BOARD = 0.16;
const BOARD_LENGTH = 1.3;
/** Chair rail height on every wall: a horizontal line for the wall planes' vanishing points. */
const RAIL = 0.9;
const EYE_HEIGHT = 1.4;

export type PerspectiveRoom = {
  image: Buffer;
  width: number;
  height: number;
  /** SURFACE value of every pixel (at its centre). */
  labels: Uint8Array;
  /** Where a world point lands in the photo. */
  project: (p: Point3) => { x: number; y: number };
  /** Where world directions meet in the photo: the scene's true vanishing points. */
  vanishing: { depth: { x: number; y: number }; across: { x: number; y: number } };
  /** The horizon's height in the photo (the camera has no roll, so it is level). */
  horizonY: number;
  /** The floor point (world x and z, metres) a pixel shows, by the scene's true camera; undefined above the horizon. */
  floorPoint: (x: number, y: number) => { x: number; z: number } | undefined;
  /** The camera's height over the floor, metres. */
  eyeHeight: number;
};

type Camera = {
  centre: Point3;
  right: Point3;
  up: Point3;
  forward: Point3;
  focal: number;
  cx: number;
  cy: number;
};

const dot = (a: Point3, b: Point3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

function camera(width: number, height: number, yaw: number, pitch: number): Camera {
  const forward: Point3 = [Math.sin(yaw) * Math.cos(pitch), Math.sin(pitch), Math.cos(yaw) * Math.cos(pitch)];
  const right: Point3 = [Math.cos(yaw), 0, -Math.sin(yaw)];
  const up: Point3 = [
    forward[1] * right[2] - forward[2] * right[1],
    forward[2] * right[0] - forward[0] * right[2],
    forward[0] * right[1] - forward[1] * right[0],
  ];
  return {
    centre: [0.3, EYE_HEIGHT, 0],
    right,
    up,
    forward,
    focal: width * 0.7,
    cx: width / 2,
    cy: height / 2,
  };
}

function projectDirection(c: Camera, d: Point3): { x: number; y: number } {
  const z = dot(d, c.forward);
  return { x: c.cx + (c.focal * dot(d, c.right)) / z, y: c.cy - (c.focal * dot(d, c.up)) / z };
}

/** A stable 0–1 value per board. */
function hash(a: number, b: number): number {
  let h = Math.imul(a | 0, 0x27d4eb2d) ^ Math.imul(b | 0, 0x165667b1);
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
  return ((h ^ (h >>> 13)) >>> 0) / 4294967296;
}

const BOX_BOUNDS: readonly (readonly [number, number])[] = [
  [BOX.x0, BOX.x1],
  [0, BOX.height],
  [BOX.z0, BOX.z1],
];

/** The room surface a ray from inside the room meets first, and how far along the ray. */
function roomHit(o: Point3, d: Point3): { t: number; surface: number } {
  const candidates: [number, number][] = [
    [d[1] < 0 ? -o[1] / d[1] : Infinity, SURFACE.floor],
    [d[1] > 0 ? (ROOM.height - o[1]) / d[1] : Infinity, SURFACE.ceiling],
    [d[0] < 0 ? (ROOM.left - o[0]) / d[0] : Infinity, SURFACE.leftWall],
    [d[0] > 0 ? (ROOM.right - o[0]) / d[0] : Infinity, SURFACE.rightWall],
    [d[2] > 0 ? (ROOM.back - o[2]) / d[2] : (ROOM.front - o[2]) / d[2], SURFACE.backWall],
  ];
  let best = { t: Infinity, surface: SURFACE.backWall as number };
  for (const [t, surface] of candidates) if (t > 1e-6 && t < best.t) best = { t, surface };
  return best;
}

/** Where a ray enters the cabinet (a slab test against its box), and through which axis's face. */
function boxHit(o: Point3, d: Point3): { t: number; face: number } {
  let near = -Infinity;
  let far = Infinity;
  let face = 0;
  for (let axis = 0; axis < 3; axis++) {
    const [lo, hi] = BOX_BOUNDS[axis]!;
    if (Math.abs(d[axis]!) < 1e-12) {
      if (o[axis]! < lo || o[axis]! > hi) return { t: Infinity, face };
      continue;
    }
    let t0 = (lo - o[axis]!) / d[axis]!;
    let t1 = (hi - o[axis]!) / d[axis]!;
    if (t0 > t1) [t0, t1] = [t1, t0];
    if (t0 > near) {
      near = t0;
      face = axis;
    }
    far = Math.min(far, t1);
  }
  return near <= far && near > 0 ? { t: near, face } : { t: Infinity, face };
}

/** Colour and surface seen along one ray. */
function shade(c: Camera, d: Point3): { rgb: [number, number, number]; surface: number } {
  const o = c.centre;
  const { t, surface } = roomHit(o, d);
  const box = boxHit(o, d);
  if (box.t < t) {
    const tone = box.face === 1 ? 1 : box.face === 0 ? 0.62 : 0.8;
    return { rgb: [46 * tone, 92 * tone, 104 * tone], surface: SURFACE.box };
  }
  const p: Point3 = [o[0] + d[0] * t, o[1] + d[1] * t, o[2] + d[2] * t];
  if (surface === SURFACE.floor) {
    const board = Math.floor(p[0] / BOARD);
    const across = p[0] / BOARD - board;
    const run = p[2] / BOARD_LENGTH + hash(board, 7);
    const piece = Math.floor(run);
    const along = run - piece;
    const tone = 0.88 + 0.2 * hash(board, piece);
    const seam =
      Math.min(across, 1 - across) * BOARD < 0.006 || Math.min(along, 1 - along) * BOARD_LENGTH < 0.006;
    // Light from a window on the left: the floor brightens toward it, and the cabinet casts a soft shadow.
    const light = 0.8 + 0.25 * Math.min(1, Math.max(0, (1.5 - p[0]) / 4));
    const gapX = Math.max(BOX.x0 - p[0], 0, p[0] - BOX.x1);
    const gapZ = Math.max(BOX.z0 - p[2], 0, p[2] - BOX.z1);
    const contact = 1 - 0.4 * Math.exp(-Math.hypot(gapX, gapZ) / 0.12);
    const k = (seam ? 0.55 : 1) * tone * light * contact;
    return { rgb: [168 * k, 124 * k, 84 * k], surface };
  }
  if (surface === SURFACE.ceiling) return { rgb: [236, 234, 230], surface };
  const wallTone = surface === SURFACE.rightWall ? 0.86 : surface === SURFACE.leftWall ? 0.95 : 1;
  const rail = Math.abs(p[1] - RAIL) < 0.02 || p[1] < 0.1;
  const k = wallTone * (rail ? 0.78 : 1) * (0.92 + 0.08 * Math.min(1, p[1] / ROOM.height));
  return { rgb: [222 * k, 214 * k, 200 * k], surface };
}

/**
 * A room photographed in true perspective, rendered by casting rays (2 × 2 per pixel): a plank floor whose seams
 * run away from the camera, three walls with a chair rail, and a low cabinet on the floor. The camera is turned
 * and tilted a little, so the boards meet at a vanishing point left of centre and every line the engine must
 * follow has a known vanishing point. Fine noise gives it a photo's grain.
 */
export async function perspectiveRoom(width: number, height: number): Promise<PerspectiveRoom> {
  const c = camera(width, height, (16 * Math.PI) / 180, (-7 * Math.PI) / 180);
  const data = Buffer.alloc(width * height * 3);
  const labels = new Uint8Array(width * height);
  const ray = (x: number, y: number): Point3 => {
    const u = (x - c.cx) / c.focal;
    const v = (y - c.cy) / c.focal;
    return [
      c.right[0] * u - c.up[0] * v + c.forward[0],
      c.right[1] * u - c.up[1] * v + c.forward[1],
      c.right[2] * u - c.up[2] * v + c.forward[2],
    ];
  };
  let state = 9876;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      labels[i] = shade(c, ray(x + 0.5, y + 0.5)).surface;
      const sum = [0, 0, 0];
      for (const [sx, sy] of [
        [0.25, 0.25],
        [0.75, 0.25],
        [0.25, 0.75],
        [0.75, 0.75],
      ] as const) {
        const { rgb } = shade(c, ray(x + sx, y + sy));
        for (let k = 0; k < 3; k++) sum[k]! += rgb[k]! / 4;
      }
      for (let k = 0; k < 3; k++) {
        state = (state * 1103515245 + 12345) >>> 0;
        data[3 * i + k] = Math.min(255, Math.max(0, Math.round(sum[k]! + ((state >>> 24) % 7) - 3)));
      }
    }
  }
  const image = await sharp(data, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
  const project = (p: Point3) =>
    projectDirection(c, [p[0] - c.centre[0], p[1] - c.centre[1], p[2] - c.centre[2]]);
  const depth = projectDirection(c, [0, 0, 1]);
  return {
    image,
    width,
    height,
    labels,
    project,
    vanishing: { depth, across: projectDirection(c, [1, 0, 0]) },
    horizonY: depth.y,
    floorPoint: (x, y) => {
      const d = ray(x, y);
      if (d[1] >= 0) return undefined;
      const t = -c.centre[1] / d[1];
      return { x: c.centre[0] + d[0] * t, z: c.centre[2] + d[2] * t };
    },
    eyeHeight: EYE_HEIGHT,
  };
}

/** A mask (white = brushed, JPEG as uploads store it) of the pixels `brushed` picks. */
export async function labelMask(
  room: PerspectiveRoom,
  brushed: (label: number, x: number, y: number) => boolean,
): Promise<Buffer> {
  const { width, height, labels } = room;
  const data = Buffer.alloc(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (brushed(labels[y * width + x]!, x / width, y / height)) data[y * width + x] = 255;
    }
  }
  return sharp(data, { raw: { width, height, channels: 1 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}
