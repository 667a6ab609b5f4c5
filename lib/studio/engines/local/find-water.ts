import type { LabImage } from './lab';

/** Pool water: clearly coloured, from teal to blue, neither black nor glaring. */
function waterColoured(L: number, a: number, b: number): boolean {
  const hue = ((Math.atan2(b, a) * 180) / Math.PI + 360) % 360;
  return L > 25 && L < 88 && Math.hypot(a, b) > 15 && hue > 170 && hue < 270;
}

/**
 * The pool's water in the working copy, as a 0/1 map, or null when there is none: the largest connected patch of
 * water-coloured pixels that lies in the lower part of the photo and does not reach the top (that is sky), large
 * enough to be a pool. Leaves, stains and reflections inside it (holes the water surrounds) count as water.
 */
export function findWater(lab: LabImage): Uint8Array | null {
  const { width, height } = lab;
  const n = width * height;
  const water = new Uint8Array(n);
  for (let i = 0; i < n; i++) water[i] = waterColoured(lab.L[i]!, lab.a[i]!, lab.b[i]!) ? 1 : 0;

  const component = new Int32Array(n).fill(-1);
  const queue = new Int32Array(n);
  let best: { id: number; count: number } | null = null;
  let id = 0;
  for (let start = 0; start < n; start++) {
    if (!water[start] || component[start]! >= 0) continue;
    let head = 0;
    let tail = 0;
    queue[tail++] = start;
    component[start] = id;
    let count = 0;
    let sumY = 0;
    let top = height;
    while (head < tail) {
      const i = queue[head++]!;
      const x = i % width;
      const y = (i - x) / width;
      count++;
      sumY += y;
      top = Math.min(top, y);
      for (const j of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width]) {
        if (j < 0 || j >= n || !water[j] || component[j]! >= 0) continue;
        component[j] = id;
        queue[tail++] = j;
      }
    }
    const pool = count > n * 0.012 && top > height * 0.1 && sumY / count > height * 0.45;
    if (pool && (!best || count > best.count)) best = { id, count };
    id++;
  }
  if (!best) return null;

  // Fill the holes: whatever the outside cannot reach without crossing the water is in the pool.
  const outside = new Uint8Array(n);
  let head = 0;
  let tail = 0;
  for (let i = 0; i < n; i++) {
    const x = i % width;
    const y = (i - x) / width;
    const edge = x === 0 || y === 0 || x === width - 1 || y === height - 1;
    if (edge && component[i] !== best.id) {
      outside[i] = 1;
      queue[tail++] = i;
    }
  }
  while (head < tail) {
    const i = queue[head++]!;
    const x = i % width;
    for (const j of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width]) {
      if (j < 0 || j >= n || outside[j] || component[j] === best.id) continue;
      outside[j] = 1;
      queue[tail++] = j;
    }
  }
  return Uint8Array.from(outside, (o) => 1 - o);
}
