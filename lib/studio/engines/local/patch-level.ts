/** Half the side of a square patch: 7 × 7 patches, small enough to follow a seam, large enough to carry grain. */
export const PATCH_RADIUS = 3;

/**
 * A vanishing point in the level's pixels (homogeneous; third coordinate 0 for a direction): lines through it are
 * the room's straight edges, along which copying a patch keeps an edge straight.
 */
export type Guide = readonly [number, number, number];

/** One level of the image pyramid that patch synthesis works on. */
export type PatchLevel = {
  width: number;
  height: number;
  /** RGB as floats, three per pixel; hole pixels hold the current guess. */
  colour: Float32Array;
  /** 1 where the pixel is to be synthesised. */
  hole: Uint8Array;
  /** 1 where a patch centred here lies wholly on known pixels: the only places patches may be copied from. */
  source: Uint8Array;
  /** Every usable source centre, for drawing one at random. */
  sources: Int32Array;
  /** Patch centres whose patch touches the hole, in scan order: the patches the synthesis has to explain. */
  targets: Int32Array;
  guides: readonly Guide[];
};

/** Builds a level from its colours and hole: where patches may come from, and which patches must be explained. */
export function patchLevel(
  colour: Float32Array,
  hole: Uint8Array,
  width: number,
  height: number,
  guides: readonly Guide[],
): PatchLevel {
  const r = PATCH_RADIUS;
  // A pixel is near the hole when the hole lies within `r` of it (chessboard distance): separable running counts.
  const rows = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    let count = 0;
    for (let x = -r; x < width; x++) {
      if (x + r < width) count += hole[y * width + x + r]!;
      if (x - r - 1 >= 0) count -= hole[y * width + x - r - 1]!;
      if (x >= 0) rows[y * width + x] = count > 0 ? 1 : 0;
    }
  }
  const near = new Uint8Array(width * height);
  for (let x = 0; x < width; x++) {
    let count = 0;
    for (let y = -r; y < height; y++) {
      if (y + r < height) count += rows[(y + r) * width + x]!;
      if (y - r - 1 >= 0) count -= rows[(y - r - 1) * width + x]!;
      if (y >= 0) near[y * width + x] = count > 0 ? 1 : 0;
    }
  }
  const source = new Uint8Array(width * height);
  const sources: number[] = [];
  const targets: number[] = [];
  for (let y = r; y < height - r; y++) {
    for (let x = r; x < width - r; x++) {
      const i = y * width + x;
      if (near[i]) targets.push(i);
      else {
        source[i] = 1;
        sources.push(i);
      }
    }
  }
  return {
    width,
    height,
    colour,
    hole,
    source,
    sources: Int32Array.from(sources),
    targets: Int32Array.from(targets),
    guides,
  };
}

/**
 * The next coarser level: 2 × 2 blocks averaged over their known pixels only, so the hole's old content never
 * leaks into the colours; a block with any hole pixel is hole, so coarse sources are as clean as fine ones.
 */
export function halveLevel(level: PatchLevel): PatchLevel {
  const { width, height, colour, hole } = level;
  const w = Math.ceil(width / 2);
  const h = Math.ceil(height / 2);
  const coarseColour = new Float32Array(w * h * 3);
  const coarseHole = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let known = 0;
      let any = 0;
      for (let dy = 0; dy < 2; dy++) {
        const fy = 2 * y + dy;
        if (fy >= height) continue;
        for (let dx = 0; dx < 2; dx++) {
          const fx = 2 * x + dx;
          if (fx >= width) continue;
          const i = fy * width + fx;
          if (hole[i]) {
            any = 1;
            continue;
          }
          r += colour[3 * i]!;
          g += colour[3 * i + 1]!;
          b += colour[3 * i + 2]!;
          known++;
        }
      }
      const o = y * w + x;
      coarseHole[o] = any;
      if (known) {
        coarseColour[3 * o] = r / known;
        coarseColour[3 * o + 1] = g / known;
        coarseColour[3 * o + 2] = b / known;
      }
    }
  }
  // Pixel centres: fine x maps to (x + 0.5) / 2 - 0.5 on the coarse grid.
  const guides = level.guides.map(([x, y, z]): Guide => [
    (x + 0.5 * z) / 2 - 0.5 * z,
    (y + 0.5 * z) / 2 - 0.5 * z,
    z,
  ]);
  return patchLevel(coarseColour, coarseHole, w, h, guides);
}
