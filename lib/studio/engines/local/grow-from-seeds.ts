import type { LabImage } from './lab';

/** Each step between neighbouring pixels costs this much on top of the colour change, so flat areas split evenly. */
const HOP = 0.03;
/** Colour changes below this (noise, grain) are free. */
const NOISE = 1.5;

/**
 * Labels every allowed pixel with the seed label it is reached from most cheaply, where stepping to a neighbour
 * costs the colour change beyond noise (Dijkstra on the pixel grid, with a binary heap). Two surfaces of one colour
 * therefore part along the thin line between them (a skirting board, a shadowed corner), not where a coarse cell
 * happened to end. `seeds` holds a label (0 and up) per seed pixel and −1 elsewhere; unreached pixels keep −1.
 */
export function growFromSeeds(lab: LabImage, allowed: Uint8Array, seeds: Int8Array): Int8Array {
  const { L, a, b, width, height } = lab;
  const n = width * height;
  const label = Int8Array.from(seeds, (s, i) => (allowed[i] ? s : -1));
  const distance = new Float64Array(n).fill(Infinity);
  // A binary min-heap of pixel indices; stale entries are skipped when popped.
  let heap = new Int32Array(Math.max(16, n));
  let keys = new Float64Array(heap.length);
  let size = 0;
  const push = (i: number, key: number) => {
    if (size === heap.length) {
      const grownHeap = new Int32Array(size * 2);
      grownHeap.set(heap);
      heap = grownHeap;
      const grownKeys = new Float64Array(size * 2);
      grownKeys.set(keys);
      keys = grownKeys;
    }
    let at = size++;
    while (at > 0) {
      const up = (at - 1) >> 1;
      if (keys[up]! <= key) break;
      heap[at] = heap[up]!;
      keys[at] = keys[up]!;
      at = up;
    }
    heap[at] = i;
    keys[at] = key;
  };
  const pop = (): number => {
    const top = heap[0]!;
    const lastIndex = heap[--size]!;
    const lastKey = keys[size]!;
    let at = 0;
    for (;;) {
      let child = 2 * at + 1;
      if (child >= size) break;
      if (child + 1 < size && keys[child + 1]! < keys[child]!) child++;
      if (keys[child]! >= lastKey) break;
      heap[at] = heap[child]!;
      keys[at] = keys[child]!;
      at = child;
    }
    heap[at] = lastIndex;
    keys[at] = lastKey;
    return top;
  };

  for (let i = 0; i < n; i++) {
    if (label[i]! >= 0) {
      distance[i] = 0;
      push(i, 0);
    }
  }
  while (size > 0) {
    const key = keys[0]!;
    const i = pop();
    if (key > distance[i]!) continue;
    const x = i % width;
    const y = (i - x) / width;
    for (let k = 0; k < 4; k++) {
      const j =
        k === 0
          ? x > 0
            ? i - 1
            : -1
          : k === 1
            ? x < width - 1
              ? i + 1
              : -1
            : k === 2
              ? y > 0
                ? i - width
                : -1
              : y < height - 1
                ? i + width
                : -1;
      if (j < 0 || !allowed[j]) continue;
      const step = Math.hypot(L[i]! - L[j]!, a[i]! - a[j]!, b[i]! - b[j]!);
      const d = key + HOP + Math.max(0, step - NOISE);
      if (d < distance[j]!) {
        distance[j] = d;
        label[j] = label[i]!;
        push(j, d);
      }
    }
  }
  return label;
}
