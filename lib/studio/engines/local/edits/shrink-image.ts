import type { RawImage } from '../raw-image';

// Read once, not per pixel: see ../box-blur.ts.
const { floor, max, min, round } = Math;

/**
 * The photo shrunk so its long side is at most `longSide`, each small pixel the mean of the pixels it covers. A
 * synchronous twin of ../working-copy.ts (sharp is asynchronous), for edits whose finders must answer at once.
 */
export function shrinkImage(image: RawImage, longSide: number): RawImage {
  const { data, width, height } = image;
  const scale = min(1, longSide / max(width, height));
  const w = max(1, round(width * scale));
  const h = max(1, round(height * scale));
  if (w === width && h === height) return image;
  const sums = new Float64Array(w * h * 3);
  const counts = new Float64Array(w * h);
  const columnOf = Int32Array.from({ length: width }, (_, x) => min(w - 1, floor((x * w) / width)));
  for (let y = 0; y < height; y++) {
    const row = min(h - 1, floor((y * h) / height)) * w;
    for (let x = 0; x < width; x++) {
      const k = row + columnOf[x]!;
      const i = 3 * (y * width + x);
      sums[3 * k]! += data[i]!;
      sums[3 * k + 1]! += data[i + 1]!;
      sums[3 * k + 2]! += data[i + 2]!;
      counts[k]!++;
    }
  }
  const out = new Uint8Array(w * h * 3);
  for (let k = 0; k < w * h; k++) {
    const c = counts[k]!;
    out[3 * k] = round(sums[3 * k]! / c);
    out[3 * k + 1] = round(sums[3 * k + 1]! / c);
    out[3 * k + 2] = round(sums[3 * k + 2]! / c);
  }
  return { data: out, width: w, height: h };
}
