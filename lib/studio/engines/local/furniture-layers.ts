import { type Rgb, rgbToHex, scaleRgb } from './colour';
import type { FloorCamera, RoomPoint } from './floor-camera';
import type { PaintKey } from './furniture-set';
import type { PlacedPiece, RoomBlock, StagingPlan } from './plan-staging';

// Read once, not per pixel: see box-blur.ts.
const { ceil, floor, hypot, max, min } = Math;

/** The colours furniture is drawn in: the style's palette, dimmed to the photo's light. */
export type Paints = Record<PaintKey, Rgb> & { leaf: Rgb };

/** Light from above, a little from the left and from behind the camera: tops bright, fronts mid, sides darker. */
const LIGHT = (() => {
  const [a, b, z] = [-0.35, -0.55, 1];
  const n = hypot(a, b, z);
  return { a: a / n, b: b / n, z: z / n };
})();

const fixed = (v: number) => v.toFixed(1);

function polygon(points: { x: number; y: number }[]): string {
  return points.map((p) => `${fixed(p.x)},${fixed(p.y)}`).join(' ');
}

/** Whether block `p` must be painted before block `q`: it lies behind `q` as seen from the camera. */
function behind(p: RoomBlock, q: RoomBlock, eye: RoomPoint): boolean | undefined {
  const axes: [number, number, number, number, number][] = [
    [p.a0, p.a1, q.a0, q.a1, eye.a],
    [p.b0, p.b1, q.b0, q.b1, eye.b],
    [p.z0, p.z1, q.z0, q.z1, eye.z],
  ];
  for (const [p0, p1, q0, q1, e] of axes) {
    // Separated along this axis, with the camera on one side of the gap: the far one goes first.
    if (p1 <= q0 + 1e-6) {
      if (e >= q0) return true;
      if (e <= p1) return false;
    }
    if (q1 <= p0 + 1e-6) {
      if (e >= p0) return false;
      if (e <= q1) return true;
    }
  }
  return undefined;
}

/** Painter's order for blocks: a block is painted once nothing left is behind it (nearest centre breaks ties). */
function paintOrder(blocks: RoomBlock[], eye: RoomPoint): RoomBlock[] {
  const distance = (b: RoomBlock) =>
    hypot((b.a0 + b.a1) / 2 - eye.a, (b.b0 + b.b1) / 2 - eye.b, (b.z0 + b.z1) / 2 - eye.z);
  const left = [...blocks].sort((p, q) => distance(q) - distance(p));
  const order: RoomBlock[] = [];
  while (left.length) {
    let pick = left.findIndex((p) => !left.some((q) => q !== p && behind(q, p, eye) === true));
    if (pick < 0) pick = 0;
    order.push(left.splice(pick, 1)[0]!);
  }
  return order;
}

/**
 * The faces of a block the camera sees, each a polygon filled with the block's paint, shaded by how its face
 * turns to the light, upright faces darkening toward the floor (the light they get from the room falls off
 * there). Edges get a hairline of their own colour so neighbouring faces meet without a seam.
 */
function blockSvg(
  block: RoomBlock,
  camera: FloorCamera,
  paints: Paints,
  eye: RoomPoint,
  ids: { next: number },
) {
  const { a0, a1, b0, b1, z0, z1 } = block;
  const base = scaleRgb(paints[block.paint], block.tone);
  const faces: { corners: RoomPoint[]; normal: { a: number; b: number; z: number }; upright: boolean }[] = [];
  if (eye.z > z1)
    faces.push({
      corners: [
        { a: a0, b: b0, z: z1 },
        { a: a1, b: b0, z: z1 },
        { a: a1, b: b1, z: z1 },
        { a: a0, b: b1, z: z1 },
      ],
      normal: { a: 0, b: 0, z: 1 },
      upright: false,
    });
  if (eye.b < b0)
    faces.push({
      corners: [
        { a: a0, b: b0, z: z1 },
        { a: a1, b: b0, z: z1 },
        { a: a1, b: b0, z: z0 },
        { a: a0, b: b0, z: z0 },
      ],
      normal: { a: 0, b: -1, z: 0 },
      upright: true,
    });
  for (const [a, sign] of [
    [a0, -1],
    [a1, 1],
  ] as const) {
    if ((sign < 0 && eye.a < a0) || (sign > 0 && eye.a > a1))
      faces.push({
        corners: [
          { a, b: b0, z: z1 },
          { a, b: b1, z: z1 },
          { a, b: b1, z: z0 },
          { a, b: b0, z: z0 },
        ],
        normal: { a: sign, b: 0, z: 0 },
        upright: true,
      });
  }
  let svg = '';
  for (const face of faces) {
    const points = face.corners.map((c) => camera.project(c));
    if (points.some((p) => !p)) continue;
    const lit =
      0.45 + 0.55 * max(0, face.normal.a * LIGHT.a + face.normal.b * LIGHT.b + face.normal.z * LIGHT.z);
    const colour = rgbToHex(scaleRgb(base, lit));
    const shape = polygon(points as { x: number; y: number }[]);
    if (!face.upright) {
      svg += `<polygon points="${shape}" fill="${colour}" stroke="${colour}" stroke-width="0.6" stroke-linejoin="round"/>`;
      continue;
    }
    const [top, , bottom] = points as { x: number; y: number }[];
    const id = `f${ids.next++}`;
    const foot = rgbToHex(scaleRgb(base, lit * (z0 < 0.05 ? 0.78 : 0.9)));
    svg += `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${fixed(top!.x)}" y1="${fixed(top!.y)}" x2="${fixed(top!.x)}" y2="${fixed(bottom!.y)}"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="${foot}"/></linearGradient>`;
    svg += `<polygon points="${shape}" fill="url(#${id})" stroke="url(#${id})" stroke-width="0.6" stroke-linejoin="round"/>`;
  }
  return svg;
}

/**
 * A soft shadow where a piece meets the floor: its floor rectangle a little grown, blurred in proportion to its
 * size in the photo, plus a tighter, darker core right at the contact. Without it furniture floats.
 */
function shadowSvg(piece: PlacedPiece, camera: FloorCamera, ids: { next: number }): string {
  const { a0, a1, b0, b1 } = piece.base;
  const centre = camera.project({ a: (a0 + a1) / 2, b: (b0 + b1) / 2, z: 0 });
  if (!centre) return '';
  const perMetre = camera.frame.focal / centre.depth;
  const layer = (grow: number, blur: number, opacity: number) => {
    const corners = [
      { a: a0 - grow, b: b0 - grow },
      { a: a1 + grow, b: b0 - grow },
      { a: a1 + grow, b: b1 + grow },
      { a: a0 - grow, b: b1 + grow },
    ].map((c) => camera.project({ ...c, z: 0 }));
    if (corners.some((c) => !c)) return '';
    const id = `s${ids.next++}`;
    return `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${fixed(max(0.5, blur * perMetre))}"/></filter><polygon points="${polygon(corners as { x: number; y: number }[])}" fill="#000" fill-opacity="${opacity}" filter="url(#${id})"/>`;
  };
  return layer(0.08, 0.09, 0.32) + layer(-0.02, 0.025, 0.35);
}

function leavesSvg(piece: PlacedPiece, camera: FloorCamera, paints: Paints): string {
  return piece.leaves
    .map((leaf, i) => {
      const p = camera.project(leaf);
      if (!p) return '';
      const r = (leaf.r * camera.frame.focal) / p.depth;
      const tone = rgbToHex(scaleRgb(paints.leaf, 0.75 + 0.1 * (i % 4)));
      return `<ellipse cx="${fixed(p.x)}" cy="${fixed(p.y)}" rx="${fixed(r * 0.7)}" ry="${fixed(r)}" fill="${tone}" transform="rotate(${((i * 47) % 90) - 45} ${fixed(p.x)} ${fixed(p.y)})"/>`;
    })
    .join('');
}

/** One piece drawn on its own: an SVG covering `box` of the photo, and how far away the piece stands. */
export type FurnitureLayer = {
  svg: string;
  left: number;
  top: number;
  width: number;
  height: number;
  /** The room depth (metres from the camera's foot) of the piece's nearest edge on the floor. */
  nearest: number;
  /** A rug: every pixel of it lies on the floor, at the floor's own depth there. */
  flat: boolean;
};

/** Every pixel the piece may touch: its blocks' and leaves' corners, and its shadow with the blur's reach. */
function pieceBox(piece: PlacedPiece, camera: FloorCamera, imageWidth: number, imageHeight: number) {
  const points: { x: number; y: number }[] = [];
  for (const b of piece.blocks)
    for (const a of [b.a0 - 0.4, b.a1 + 0.4])
      for (const d of [b.b0 - 0.4, b.b1 + 0.4])
        for (const z of [0, b.z1]) {
          const p = camera.project({ a, b: d, z });
          if (p) points.push(p);
        }
  for (const leaf of piece.leaves) {
    const p = camera.project(leaf);
    if (!p) continue;
    const r = (leaf.r * camera.frame.focal) / p.depth;
    points.push({ x: p.x - r, y: p.y - r }, { x: p.x + r, y: p.y + r });
  }
  const left = max(0, floor(min(...points.map((p) => p.x))));
  const top = max(0, floor(min(...points.map((p) => p.y))));
  const right = min(imageWidth, ceil(max(...points.map((p) => p.x))));
  const bottom = min(imageHeight, ceil(max(...points.map((p) => p.y))));
  return { left, top, width: max(0, right - left), height: max(0, bottom - top) };
}

/**
 * The staged furniture, one layer per piece in the order to lay them on the photo: rugs first, then pieces far to
 * near. Each layer holds the piece's contact shadow, its blocks in painter's order through the floor camera (so it
 * has the room's perspective and scale) and a plant's leaves over its pot.
 */
export function furnitureLayers(
  plan: StagingPlan,
  paints: Paints,
  imageWidth: number,
  imageHeight: number,
): FurnitureLayer[] {
  const { camera, pieces } = plan;
  const eye: RoomPoint = { a: 0, b: 0, z: camera.eyeHeight };
  const ids = { next: 0 };
  const ordered = [
    ...pieces.filter((p) => p.flat),
    ...pieces.filter((p) => !p.flat).sort((p, q) => q.base.b0 - p.base.b0),
  ];
  return ordered.flatMap((piece) => {
    const box = pieceBox(piece, camera, imageWidth, imageHeight);
    if (!box.width || !box.height) return [];
    const body =
      (piece.flat ? '' : shadowSvg(piece, camera, ids)) +
      paintOrder(piece.blocks, eye)
        .map((b) => blockSvg(b, camera, paints, eye, ids))
        .join('') +
      leavesSvg(piece, camera, paints);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${box.width}" height="${box.height}" viewBox="${box.left} ${box.top} ${box.width} ${box.height}">${body}</svg>`;
    return [{ svg, ...box, nearest: piece.base.b0, flat: piece.flat }];
  });
}
