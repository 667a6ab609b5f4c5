/** Which of the style's colours a part is drawn in. */
export type PaintKey = 'fabric' | 'cushion' | 'accent' | 'wood' | 'rug' | 'metal';

/**
 * One solid block of a piece, in the group's own metres: x across (0 at the group's middle), y from the group's
 * back edge toward the camera, z up from the floor. `tone` brightens or darkens the paint.
 */
export type Part = {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  z0: number;
  z1: number;
  paint: PaintKey;
  tone?: number;
};

/** A piece of furniture: blocks, and leaves (centre and radius in metres) for a plant. */
export type Piece = {
  name: string;
  parts: Part[];
  /** A rug: lies flat, casts no shadow, and is drawn under everything else. */
  flat?: boolean;
  /** The group can do without it where the floor is short of room. */
  optional?: boolean;
  leaves?: { x: number; y: number; z: number; r: number }[];
};

function block(
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  z0: number,
  z1: number,
  paint: PaintKey,
  tone?: number,
): Part {
  return { x0, x1, y0, y1, z0, z1, paint, ...(tone === undefined ? {} : { tone }) };
}

/** Four square legs of side `t` under the rectangle, from the floor to `top`. */
function legs(
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  top: number,
  t: number,
  paint: PaintKey,
): Part[] {
  return [
    block(x0, x0 + t, y0, y0 + t, 0, top, paint),
    block(x1 - t, x1, y0, y0 + t, 0, top, paint),
    block(x0, x0 + t, y1 - t, y1, 0, top, paint),
    block(x1 - t, x1, y1 - t, y1, 0, top, paint),
  ];
}

function rug(x0: number, x1: number, y0: number, y1: number): Piece {
  return {
    name: 'rug',
    flat: true,
    parts: [
      block(x0, x1, y0, y1, 0, 0.012, 'rug'),
      block(x0 + 0.1, x1 - 0.1, y0 + 0.1, y1 - 0.1, 0.012, 0.014, 'rug', 0.86),
    ],
  };
}

function plant(x: number, y: number, random: () => number): Piece {
  const leaves = Array.from({ length: 9 }, (_, i) => {
    const angle = (i / 9) * Math.PI * 2 + random();
    const reach = 0.12 + 0.12 * random();
    return {
      x: x + Math.cos(angle) * reach,
      y: y + Math.sin(angle) * reach * 0.6,
      z: 0.62 + 0.45 * random(),
      r: 0.13 + 0.07 * random(),
    };
  });
  return {
    name: 'plant',
    optional: true,
    parts: [
      block(x - 0.17, x + 0.17, y - 0.17, y + 0.17, 0, 0.4, 'accent'),
      block(x - 0.03, x + 0.03, y - 0.03, y + 0.03, 0.4, 0.62, 'metal', 0.6),
    ],
    leaves,
  };
}

function sofa(random: () => number): Piece[] {
  const seats = 2 + (random() < 0.5 ? 1 : 0);
  const w = 1.3 + 0.45 * seats;
  const x0 = -w / 2;
  const x1 = w / 2;
  const arm = 0.18;
  const seatWidth = (w - 2 * arm) / seats;
  const cushions = Array.from({ length: seats }, (_, i) =>
    block(
      x0 + arm + i * seatWidth + 0.01,
      x0 + arm + (i + 1) * seatWidth - 0.01,
      0.26,
      0.88,
      0.42,
      0.55,
      'cushion',
    ),
  );
  const side = random() < 0.5 ? -1 : 1;
  return [
    rug(-1.55, 1.55, 0.55, 2.6),
    {
      name: 'sofa',
      parts: [
        ...legs(x0 + 0.04, x1 - 0.04, 0.04, 0.88, 0.1, 0.05, 'wood'),
        block(x0, x1, 0, 0.92, 0.1, 0.42, 'fabric'),
        block(x0 + arm, x1 - arm, 0, 0.26, 0.42, 0.86, 'fabric', 0.95),
        block(x0, x0 + arm, 0, 0.92, 0.42, 0.64, 'fabric'),
        block(x1 - arm, x1, 0, 0.92, 0.42, 0.64, 'fabric'),
        ...cushions,
        block(x0 + arm + 0.05, x0 + arm + 0.45, 0.27, 0.4, 0.55, 0.9, 'accent'),
        block(x1 - arm - 0.45, x1 - arm - 0.05, 0.27, 0.4, 0.55, 0.9, 'accent'),
      ],
    },
    {
      name: 'coffee table',
      parts: [
        ...legs(-0.55, 0.55, 1.35, 1.95, 0.36, 0.04, 'metal'),
        block(-0.58, 0.58, 1.32, 1.98, 0.36, 0.42, 'wood'),
      ],
    },
    plant(side * (w / 2 + 0.4), 0.25, random),
  ];
}

function bed(random: () => number): Piece[] {
  const nightstand = (c: number): Piece => ({
    name: 'nightstand',
    optional: true,
    parts: [
      block(c - 0.23, c + 0.23, 0.02, 0.44, 0, 0.55, 'wood'),
      block(c - 0.2, c + 0.2, 0.43, 0.445, 0.3, 0.31, 'wood', 0.7),
      block(c - 0.05, c + 0.05, 0.16, 0.26, 0.55, 0.82, 'metal'),
      block(c - 0.15, c + 0.15, 0.06, 0.36, 0.82, 1.06, 'cushion', 1.05),
    ],
  });
  const pillow = random() < 0.5 ? 'cushion' : 'accent';
  return [
    rug(-1.35, 1.35, 1.3, 3.05),
    {
      name: 'bed',
      parts: [
        block(-0.88, 0.88, 0, 0.08, 0, 1.1, 'fabric'),
        ...legs(-0.82, 0.82, 0.1, 2.15, 0.1, 0.06, 'wood'),
        block(-0.84, 0.84, 0.08, 2.16, 0.1, 0.34, 'wood'),
        block(-0.8, 0.8, 0.1, 2.12, 0.34, 0.56, 'cushion', 1.08),
        block(-0.72, -0.06, 0.14, 0.5, 0.56, 0.72, pillow),
        block(0.06, 0.72, 0.14, 0.5, 0.56, 0.72, pillow),
        block(-0.83, 0.83, 0.8, 2.15, 0.34, 0.6, 'accent'),
      ],
    },
    nightstand(-1.2),
    nightstand(1.2),
  ];
}

function dining(random: () => number): Piece[] {
  const chair = (c: number, back: 'far' | 'near', y: number): Piece => {
    const backY = back === 'far' ? [y, y + 0.05] : [y + 0.4, y + 0.45];
    return {
      name: 'chair',
      parts: [
        ...legs(c - 0.21, c + 0.21, y, y + 0.45, 0.44, 0.035, 'wood'),
        block(c - 0.23, c + 0.23, y, y + 0.45, 0.44, 0.49, 'fabric'),
        block(c - 0.23, c + 0.23, backY[0]!, backY[1]!, 0.49, 0.92, 'fabric', 0.95),
      ],
    };
  };
  const long = random() < 0.5;
  const half = long ? 1.0 : 0.8;
  const spots = long ? [-0.5, 0.5] : [-0.4, 0.4];
  return [
    rug(-1.6, 1.6, 0, 2.35),
    ...spots.map((c) => chair(c, 'far', 0.05)),
    {
      name: 'dining table',
      parts: [
        ...legs(-half + 0.06, half - 0.06, 0.62, 1.5, 0.72, 0.06, 'wood'),
        block(-half, half, 0.56, 1.56, 0.72, 0.77, 'wood', 1.05),
      ],
    },
    ...spots.map((c) => chair(c, 'near', 1.66)),
  ];
}

function stools(random: () => number): Piece[] {
  const count = 3 + (random() < 0.5 ? 1 : 0);
  const stool = (c: number): Piece => ({
    name: 'stool',
    parts: [
      block(c - 0.17, c + 0.17, 0.03, 0.37, 0, 0.03, 'metal'),
      block(c - 0.03, c + 0.03, 0.17, 0.23, 0.03, 0.7, 'metal'),
      block(c - 0.19, c + 0.19, 0.01, 0.39, 0.7, 0.76, 'fabric'),
      block(c - 0.17, c + 0.17, 0, 0.04, 0.76, 0.98, 'fabric', 0.95),
    ],
  });
  return [
    ...Array.from({ length: count }, (_, i) => stool((i - (count - 1) / 2) * 0.6)),
    plant((random() < 0.5 ? -1 : 1) * ((count / 2) * 0.6 + 0.4), 0.2, random),
  ];
}

function office(random: () => number): Piece[] {
  return [
    rug(-1.1, 1.1, 0.5, 2.1),
    {
      name: 'desk',
      parts: [
        block(-0.72, -0.68, 0.04, 0.68, 0, 0.72, 'wood', 0.9),
        block(0.68, 0.72, 0.04, 0.68, 0, 0.72, 'wood', 0.9),
        block(-0.75, 0.75, 0, 0.72, 0.72, 0.76, 'wood'),
        block(-0.05, 0.05, 0.14, 0.2, 0.76, 0.9, 'metal'),
        block(-0.32, 0.32, 0.12, 0.16, 0.9, 1.26, 'metal', 0.6),
      ],
    },
    {
      name: 'desk chair',
      parts: [
        block(-0.27, 0.27, 0.85, 1.33, 0, 0.04, 'metal'),
        block(-0.03, 0.03, 1.06, 1.12, 0.04, 0.45, 'metal'),
        block(-0.26, 0.26, 0.84, 1.34, 0.45, 0.53, 'fabric'),
        block(-0.24, 0.24, 1.3, 1.36, 0.53, 1.0, 'fabric', 0.95),
      ],
    },
    plant(random() < 0.5 ? -1.15 : 1.15, 0.25, random),
  ];
}

function bench(random: () => number): Piece[] {
  return [
    rug(-0.9, 0.9, 0.55, 1.6),
    {
      name: 'bench',
      parts: [
        block(-0.62, -0.56, 0, 0.4, 0, 0.42, 'wood'),
        block(0.56, 0.62, 0, 0.4, 0, 0.42, 'wood'),
        block(-0.64, 0.64, 0, 0.42, 0.42, 0.47, 'wood', 1.05),
        block(-0.5, 0.1, 0.04, 0.38, 0.47, 0.55, 'cushion'),
      ],
    },
    plant(random() < 0.5 ? -0.95 : 0.95, 0.2, random),
  ];
}

function loungers(random: () => number): Piece[] {
  const lounger = (c: number): Piece => ({
    name: 'lounger',
    parts: [
      ...legs(c - 0.33, c + 0.33, 0.05, 1.9, 0.25, 0.05, 'metal'),
      block(c - 0.35, c + 0.35, 0.45, 1.95, 0.25, 0.36, 'fabric'),
      block(c - 0.35, c + 0.35, 0, 0.45, 0.25, 0.75, 'fabric', 0.92),
    ],
  });
  return [
    lounger(-0.85),
    lounger(0.85),
    { name: 'side table', parts: [block(-0.22, 0.22, 0.6, 1.0, 0, 0.45, 'wood')] },
    plant(random() < 0.5 ? -1.65 : 1.65, 0.2, random),
  ];
}

/** Room type → what a stager would put in it. */
const SETS: Record<string, (random: () => number) => Piece[]> = {
  living_room: sofa,
  basement: sofa,
  attic: sofa,
  gaming_room: sofa,
  bedroom: bed,
  guest_room: bed,
  kids_room: bed,
  nursery: bed,
  dining_room: dining,
  kitchen: stools,
  home_office: office,
  bathroom: bench,
  laundry_room: bench,
  walk_in_closet: bench,
  entryway: bench,
  patio: loungers,
  exterior: loungers,
  garden: loungers,
};

/** The furniture group for a room type, as solid blocks in metres, varied by the render's random stream. */
export function furnitureSet(roomType: string, random: () => number): Piece[] {
  return (SETS[roomType] ?? sofa)(random);
}
