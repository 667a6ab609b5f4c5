import type { Box } from './read-mask';

// Read once, not per pixel: see box-blur.ts.
const { max, min } = Math;

/** Erodes (`grow` false) or dilates (`grow` true) a 0/1 map inside `box` by a square of the given radius. */
export function morph(
  map: Uint8Array,
  width: number,
  box: Box,
  radius: number,
  grow: boolean,
): Uint8Array<ArrayBuffer> {
  const rows = new Uint8Array(map.length);
  const out = new Uint8Array(map.length);
  const hit = grow ? 1 : 0;
  for (let y = box.top; y < box.bottom; y++) {
    for (let x = box.left; x < box.right; x++) {
      let v = 1 - hit;
      for (let k = max(box.left, x - radius); k <= min(box.right - 1, x + radius); k++) {
        if (map[y * width + k] === hit) {
          v = hit;
          break;
        }
      }
      rows[y * width + x] = v;
    }
  }
  for (let y = box.top; y < box.bottom; y++) {
    for (let x = box.left; x < box.right; x++) {
      let v = 1 - hit;
      for (let k = max(box.top, y - radius); k <= min(box.bottom - 1, y + radius); k++) {
        if (rows[k * width + x] === hit) {
          v = hit;
          break;
        }
      }
      out[y * width + x] = v;
    }
  }
  return out;
}

/**
 * The 4-connected blobs of a 0/1 map inside `box`, each as its pixel indices, handed to `visit`; whatever
 * `visit` returns false for is cleared from the map.
 */
export function filterBlobs(
  map: Uint8Array,
  width: number,
  box: Box,
  visit: (blob: readonly number[]) => boolean,
): void {
  const seen = new Uint8Array(map.length);
  const stack: number[] = [];
  const blob: number[] = [];
  for (let y = box.top; y < box.bottom; y++) {
    for (let x = box.left; x < box.right; x++) {
      const start = y * width + x;
      if (!map[start] || seen[start]) continue;
      blob.length = 0;
      stack.push(start);
      seen[start] = 1;
      while (stack.length) {
        const i = stack.pop()!;
        blob.push(i);
        const px = i % width;
        const py = (i - px) / width;
        if (px > box.left) visitNeighbour(i - 1);
        if (px < box.right - 1) visitNeighbour(i + 1);
        if (py > box.top) visitNeighbour(i - width);
        if (py < box.bottom - 1) visitNeighbour(i + width);
      }
      if (!visit(blob)) for (const i of blob) map[i] = 0;
    }
  }
  function visitNeighbour(j: number) {
    if (map[j] && !seen[j]) {
      seen[j] = 1;
      stack.push(j);
    }
  }
}
