import type { LabImage } from './lab';

/** How much a superpixel may stretch for colour: higher keeps them compact, lower lets them follow edges. */
const COMPACTNESS = 10;
const ITERATIONS = 6;

/**
 * SLIC superpixels (Achanta et al.): k-means in Lab plus position, each centre searching only its own
 * neighbourhood, then stray fragments joined to a neighbour so every superpixel is one connected piece.
 * Returns a label per pixel and the number of labels.
 */
export function superpixels(lab: LabImage, wanted: number): { labels: Int32Array; count: number } {
  const { L, a, b, width, height } = lab;
  const n = width * height;
  const step = Math.max(4, Math.round(Math.sqrt(n / wanted)));
  const centres: number[][] = [];
  for (let y = Math.floor(step / 2); y < height; y += step) {
    for (let x = Math.floor(step / 2); x < width; x += step) {
      // Seeded at the calmest pixel nearby, so no centre starts on an edge.
      let best = y * width + x;
      let bestGradient = Infinity;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const px = Math.min(width - 2, Math.max(1, x + dx));
          const py = Math.min(height - 2, Math.max(1, y + dy));
          const i = py * width + px;
          const g = Math.abs(L[i + 1]! - L[i - 1]!) + Math.abs(L[i + width]! - L[i - width]!);
          if (g < bestGradient) {
            bestGradient = g;
            best = i;
          }
        }
      }
      centres.push([L[best]!, a[best]!, b[best]!, best % width, Math.floor(best / width)]);
    }
  }

  const labels = new Int32Array(n).fill(-1);
  const distance = new Float32Array(n);
  const spatial = (COMPACTNESS / step) ** 2;
  for (let iteration = 0; iteration < ITERATIONS; iteration++) {
    distance.fill(Infinity);
    centres.forEach(([cl, ca, cb, cx, cy], k) => {
      const x0 = Math.max(0, Math.floor(cx! - step));
      const x1 = Math.min(width, Math.ceil(cx! + step));
      const y0 = Math.max(0, Math.floor(cy! - step));
      const y1 = Math.min(height, Math.ceil(cy! + step));
      for (let y = y0; y < y1; y++) {
        for (let x = x0; x < x1; x++) {
          const i = y * width + x;
          const dl = L[i]! - cl!;
          const da = a[i]! - ca!;
          const db = b[i]! - cb!;
          const d = dl * dl + da * da + db * db + spatial * ((x - cx!) ** 2 + (y - cy!) ** 2);
          if (d < distance[i]!) {
            distance[i] = d;
            labels[i] = k;
          }
        }
      }
    });
    const sums = centres.map(() => [0, 0, 0, 0, 0, 0]);
    for (let i = 0; i < n; i++) {
      const s = sums[labels[i]!];
      if (!s) continue;
      s[0]! += L[i]!;
      s[1]! += a[i]!;
      s[2]! += b[i]!;
      s[3]! += i % width;
      s[4]! += Math.floor(i / width);
      s[5]! += 1;
    }
    sums.forEach((s, k) => {
      if (s[5]! > 0) centres[k] = s.slice(0, 5).map((v) => v / s[5]!);
    });
  }
  return connect(labels, width, height, Math.max(4, Math.floor((step * step) / 4)));
}

/** Relabels into connected pieces; a piece smaller than `minimum` joins the piece beside it. */
function connect(
  labels: Int32Array,
  width: number,
  height: number,
  minimum: number,
): { labels: Int32Array; count: number } {
  const n = width * height;
  const out = new Int32Array(n).fill(-1);
  const queue = new Int32Array(n);
  let count = 0;
  for (let start = 0; start < n; start++) {
    if (out[start] !== -1) continue;
    const original = labels[start]!;
    // A neighbouring piece already labelled, for a piece too small to keep.
    let adjacent = -1;
    for (const j of [start - 1, start - width]) {
      if (j >= 0 && out[j]! >= 0 && (j !== start - 1 || start % width !== 0)) adjacent = out[j]!;
    }
    let head = 0;
    let tail = 0;
    queue[tail++] = start;
    out[start] = count;
    while (head < tail) {
      const i = queue[head++]!;
      const x = i % width;
      const neighbours = [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width];
      for (const j of neighbours) {
        if (j < 0 || j >= n || out[j] !== -1 || labels[j] !== original) continue;
        out[j] = count;
        queue[tail++] = j;
      }
    }
    if (tail < minimum && adjacent >= 0) {
      for (let k = 0; k < tail; k++) out[queue[k]!] = adjacent;
    } else {
      count++;
    }
  }
  return { labels: out, count };
}
