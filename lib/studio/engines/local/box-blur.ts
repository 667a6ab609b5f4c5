/**
 * Math's functions, read once per module: where the global object is a proxy (Jest's test environment makes it
 * one), every `Math.x` in a pixel loop goes through the proxy's traps, about 200 times slower. Every pixel loop of
 * the local engine reads them this way.
 */
const { max, min } = Math;

/** One separable box blur pass (running sums, edges clamped); two passes approximate a Gaussian. */
export function boxBlur(source: Float32Array, width: number, height: number, radius: number): Float32Array {
  const span = 2 * radius + 1;
  const rows = new Float32Array(source.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let sum = 0;
    for (let i = -radius; i <= radius; i++) sum += source[row + min(width - 1, max(0, i))]!;
    for (let x = 0; x < width; x++) {
      rows[row + x] = sum / span;
      sum += source[row + min(width - 1, x + radius + 1)]! - source[row + max(0, x - radius)]!;
    }
  }
  // Down the columns a row at a time (one running sum per column), so memory is read in order: column by column
  // the pass misses the cache on every pixel of a large photo and costs several times the row pass.
  const out = new Float32Array(source.length);
  const sums = new Float64Array(width);
  for (let i = -radius; i <= radius; i++) {
    const row = min(height - 1, max(0, i)) * width;
    for (let x = 0; x < width; x++) sums[x] = sums[x]! + rows[row + x]!;
  }
  for (let y = 0; y < height; y++) {
    const row = y * width;
    const enter = min(height - 1, y + radius + 1) * width;
    const leave = max(0, y - radius) * width;
    for (let x = 0; x < width; x++) {
      const sum = sums[x]!;
      out[row + x] = sum / span;
      sums[x] = sum + (rows[enter + x]! - rows[leave + x]!);
    }
  }
  return out;
}
