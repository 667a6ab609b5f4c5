import { type FloorCamera, floorCamera } from './floor-camera';
import { findFreeFloor } from './find-free-floor';
import { type PaintKey, type Piece, furnitureSet } from './furniture-set';
import type { RawImage } from './raw-image';
import type { RoomFrame } from './room-frame';
import { seededRandom } from './seeded-random';

// Read once, not per pixel: see box-blur.ts.
const { abs, ceil, floor, log, max, min } = Math;

/** A solid block in room metres (see RoomPoint): a from a0 to a1, b from b0 to b1, z from z0 to z1. */
export type RoomBlock = {
  a0: number;
  a1: number;
  b0: number;
  b1: number;
  z0: number;
  z1: number;
  paint: PaintKey;
  tone: number;
};

export type PlacedPiece = {
  name: string;
  flat: boolean;
  blocks: RoomBlock[];
  leaves: { a: number; b: number; z: number; r: number }[];
  /** The floor rectangle it stands on, as the photo shows it (four corners). */
  footprint: { x: number; y: number }[];
  /** The room rectangle it stands on, in metres. */
  base: { a0: number; a1: number; b0: number; b1: number };
};

export type StagingPlan = { camera: FloorCamera; pieces: PlacedPiece[]; free: Uint8Array };

/** The free-floor grid's cell, and its reach across and away from the camera, in metres. */
const CELL = 0.1;
const REACH = { a: 6, b: 12 };
/** Share of a footprint that must be free floor: almost all under furniture, most under a rug. */
const NEEDED = { solid: 0.97, flat: 0.9 };
/** The group should span about this share of the photo's width, as a stager frames it. */
const FRAMING = 0.55;

type Rect = { a0: number; a1: number; b0: number; b1: number };

/** Free-floor cells (summed-area table) over the grid of floor points the photo shows bare. */
function freeCells(camera: FloorCamera, free: Uint8Array, width: number, height: number) {
  const columns = ceil((2 * REACH.a) / CELL);
  const rows = ceil(REACH.b / CELL);
  const table = new Float64Array((columns + 1) * (rows + 1));
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      const p = camera.project({ a: -REACH.a + (c + 0.5) * CELL, b: (r + 0.5) * CELL, z: 0 });
      let value = 0;
      if (p && p.x >= 0 && p.y >= 0 && p.x < width && p.y < height)
        value = free[floor(p.y) * width + floor(p.x)]!;
      table[(r + 1) * (columns + 1) + c + 1] =
        value +
        table[r * (columns + 1) + c + 1]! +
        table[(r + 1) * (columns + 1) + c]! -
        table[r * (columns + 1) + c]!;
    }
  }
  /** The free share of a floor rectangle. */
  return (rect: Rect): number => {
    const c0 = max(0, floor((rect.a0 + REACH.a) / CELL));
    const c1 = min(columns, ceil((rect.a1 + REACH.a) / CELL));
    const r0 = max(0, floor(rect.b0 / CELL));
    const r1 = min(rows, ceil(rect.b1 / CELL));
    const area = ceil((rect.a1 - rect.a0) / CELL) * ceil((rect.b1 - rect.b0) / CELL);
    if (c1 <= c0 || r1 <= r0 || area <= 0) return 0;
    const w = columns + 1;
    const sum = table[r1 * w + c1]! - table[r0 * w + c1]! - table[r1 * w + c0]! + table[r0 * w + c0]!;
    return sum / area;
  };
}

/** The group's pieces moved to the room: the group's back edge at depth `back`, its middle at `across`. */
function place(pieces: Piece[], across: number, back: number, mirror: boolean, size: number): PlacedPiece[] {
  const s = mirror ? -1 : 1;
  const toA = (x: number) => across + s * x * size;
  const toB = (y: number) => back - y * size;
  return pieces.map((piece) => {
    const blocks = piece.parts.map((p) => ({
      a0: min(toA(p.x0), toA(p.x1)),
      a1: max(toA(p.x0), toA(p.x1)),
      b0: toB(p.y1),
      b1: toB(p.y0),
      z0: p.z0 * size,
      z1: p.z1 * size,
      paint: p.paint,
      tone: p.tone ?? 1,
    }));
    const base = {
      a0: min(...blocks.map((b) => b.a0)),
      a1: max(...blocks.map((b) => b.a1)),
      b0: min(...blocks.map((b) => b.b0)),
      b1: max(...blocks.map((b) => b.b1)),
    };
    return {
      name: piece.name,
      flat: piece.flat ?? false,
      blocks,
      leaves: (piece.leaves ?? []).map((l) => ({ a: toA(l.x), b: toB(l.y), z: l.z * size, r: l.r * size })),
      footprint: [],
      base,
    };
  });
}

/**
 * Where the furniture group goes: on the photo's free floor (see findFreeFloor), every piece's footprint clear of
 * what already stands there, the whole group in view, framed at about half the photo's width near its middle. If
 * no spot is free, the optional pieces go, then the group shrinks a little; failing that, the freest spot is used.
 * Variants mirror the group and shift it. The pieces come from `seed` when given (a listing's room: each of its
 * photos gets the same ones, stood wherever that photo's floor has room), else from the variant.
 */
export function planStaging(
  image: RawImage,
  frame: RoomFrame,
  roomType: string,
  variant: number,
  seed?: number,
): StagingPlan {
  const { width, height } = image;
  const camera = floorCamera(frame);
  const free = findFreeFloor(image, frame);
  const freeShare = freeCells(camera, free, width, height);
  // A listing's seed runs to 2³¹: folded below a million, where seededRandom's product stays exact. A batch's rooms
  // are a few seeds apart, so they still fold to seeds of their own.
  const random = seededRandom(seed === undefined ? variant * 31 + 5 : (seed + variant) % 1_000_003);
  const full = furnitureSet(roomType, random);
  const mirror = variant % 2 === 1;
  const shift = (random() - 0.5) * 0.16 * width;

  const inView = (pieces: PlacedPiece[]) =>
    pieces.every((piece) =>
      piece.blocks.every((b) =>
        [b.a0, b.a1].every((a) =>
          [b.b0, b.b1].every((d) =>
            [b.z0, b.z1].every((z) => {
              const p = camera.project({ a, b: d, z });
              return p && p.x >= 0 && p.x <= width && p.y >= 0 && p.y <= height;
            }),
          ),
        ),
      ),
    );
  const search = (pieces: Piece[], size: number, strict: boolean) => {
    // Laid out once at the origin; each candidate spot only shifts the footprints.
    const layout = place(pieces, 0, 0, mirror, size);
    const extent = {
      a0: min(...layout.map((p) => p.base.a0)),
      a1: max(...layout.map((p) => p.base.a1)),
      b0: min(...layout.map((p) => p.base.b0)),
    };
    const preferred = ((extent.a1 - extent.a0) * frame.focal) / (FRAMING * width) - extent.b0 / 2;
    let best: { across: number; back: number; score: number } | undefined;
    for (let back = 1.5; back <= REACH.b - 0.5; back += CELL) {
      for (let across = -REACH.a + 1; across <= REACH.a - 1; across += CELL) {
        let fit = 0;
        for (const piece of layout) {
          const { a0, a1, b0, b1 } = piece.base;
          const share = freeShare({ a0: a0 + across, a1: a1 + across, b0: b0 + back, b1: b1 + back });
          if (strict && share < (piece.flat ? NEEDED.flat : NEEDED.solid)) {
            fit = -1;
            break;
          }
          fit += share;
        }
        if (fit < 0) continue;
        const middle = camera.project({ a: across, b: back + extent.b0 / 2, z: 0 });
        if (!middle) continue;
        const score =
          (strict ? 0 : 4 * (fit / layout.length)) -
          (2 * abs(middle.x - width / 2 - shift)) / width -
          abs(log(back / max(preferred, 1.5)));
        if (best && score <= best.score) continue;
        if (!inView(place(pieces, across, back, mirror, size))) continue;
        best = { across, back, score };
      }
    }
    return best && place(pieces, best.across, best.back, mirror, size);
  };
  const essential = full.filter((p) => !p.optional);
  const placed =
    search(full, 1, true) ??
    search(essential, 1, true) ??
    search(essential, 0.85, true) ??
    search(essential, 0.85, false) ??
    place(essential, 0, 3.5, mirror, 0.85);

  for (const piece of placed) {
    const { a0, a1, b0, b1 } = piece.base;
    piece.footprint = [
      { a: a0, b: b0 },
      { a: a1, b: b0 },
      { a: a1, b: b1 },
      { a: a0, b: b1 },
    ].flatMap((c) => {
      const p = camera.project({ ...c, z: 0 });
      return p ? [{ x: p.x, y: p.y }] : [];
    });
  }
  return { camera, pieces: placed, free };
}
