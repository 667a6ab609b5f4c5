/**
 * Grain smoothed, edges kept (Lee's local-statistics filter over 3 × 3): each pixel moves toward its neighbours'
 * mean by the share of their variance that `noise` (a variance, in the plane's units squared) explains, so flat
 * areas lose their grain and an edge, whose variance is far above it, stays where it is. Returns a new plane.
 */
export function smoothGrain(plane: Float32Array, width: number, height: number, noise: number): Float32Array {
  const out = new Float32Array(plane.length);
  // Row sums of three, of values and of squares, for the row above, this row and the row below.
  const sums = new Float32Array(plane.length);
  const squares = new Float32Array(plane.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const l = plane[row + (x > 0 ? x - 1 : x)]!;
      const c = plane[row + x]!;
      const r = plane[row + (x < width - 1 ? x + 1 : x)]!;
      sums[row + x] = l + c + r;
      squares[row + x] = l * l + c * c + r * r;
    }
  }
  for (let y = 0; y < height; y++) {
    const up = (y > 0 ? y - 1 : y) * width;
    const row = y * width;
    const down = (y < height - 1 ? y + 1 : y) * width;
    for (let x = 0; x < width; x++) {
      const mean = (sums[up + x]! + sums[row + x]! + sums[down + x]!) / 9;
      const variance = (squares[up + x]! + squares[row + x]! + squares[down + x]!) / 9 - mean * mean;
      const keep = variance > noise ? 1 - noise / variance : 0;
      out[row + x] = mean + keep * (plane[row + x]! - mean);
    }
  }
  return out;
}
