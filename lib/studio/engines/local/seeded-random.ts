// Read once, not per pixel: see box-blur.ts.
const { imul } = Math;

/** A small seeded generator (mulberry32): the same variant draws the same material and arrangement every time. */
export function seededRandom(seed: number): () => number {
  let state = (seed * 0x9e3779b9) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = imul(t ^ (t >>> 15), t | 1);
    t ^= t + imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
