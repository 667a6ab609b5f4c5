// Read once, not per pixel: see ../box-blur.ts.
const { floor, max, min } = Math;

/** For each of `size` output positions, the two source positions (of `from`) it lies between and how far along. */
export function bilinearTaps(
  size: number,
  from: number,
): { near: Int32Array; far: Int32Array; t: Float32Array } {
  const near = new Int32Array(size);
  const far = new Int32Array(size);
  const t = new Float32Array(size);
  const scale = from / size;
  for (let x = 0; x < size; x++) {
    const f = max(0, (x + 0.5) * scale - 0.5);
    near[x] = min(from - 1, floor(f));
    far[x] = min(from - 1, near[x]! + 1);
    t[x] = f - floor(f);
  }
  return { near, far, t };
}

/** A plane of numbers resized bilinearly (pixel centres aligned, edges clamped): masks and coefficients, not photos. */
export function resamplePlane(
  source: Float32Array,
  width: number,
  height: number,
  toWidth: number,
  toHeight: number,
): Float32Array {
  if (width === toWidth && height === toHeight) return source;
  const out = new Float32Array(toWidth * toHeight);
  const columns = bilinearTaps(toWidth, width);
  const rows = bilinearTaps(toHeight, height);
  for (let y = 0; y < toHeight; y++) {
    const r0 = rows.near[y]! * width;
    const r1 = rows.far[y]! * width;
    const ty = rows.t[y]!;
    const row = y * toWidth;
    for (let x = 0; x < toWidth; x++) {
      const a = columns.near[x]!;
      const b = columns.far[x]!;
      const t = columns.t[x]!;
      const top = source[r0 + a]! + (source[r0 + b]! - source[r0 + a]!) * t;
      const bottom = source[r1 + a]! + (source[r1 + b]! - source[r1 + a]!) * t;
      out[row + x] = top + (bottom - top) * ty;
    }
  }
  return out;
}
