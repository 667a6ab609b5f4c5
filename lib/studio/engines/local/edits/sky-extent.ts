// Read once, not per pixel: see ../box-blur.ts.
const { floor } = Math;

/** Where the sky is in the photo, as fractions of its height and width, which a drawn sky is fitted to. */
export type SkyExtent = { top: number; horizon: number; sunX: number };

/**
 * The sky's top (its first row), its horizon (the row above which nearly all of it lies: a drawn gradient runs from
 * one to the other, so a thin sky above rooftops still gets the whole of it) and where the sun's afterglow goes: over
 * the lowest, widest stretch of sky, where the sun would be setting.
 */
export function skyExtent(alpha: Float32Array, width: number, height: number): SkyExtent {
  const rows = new Float64Array(height);
  let total = 0;
  for (let y = 0; y < height; y++) {
    let sum = 0;
    for (let x = 0, i = y * width; x < width; x++, i++) sum += alpha[i]!;
    rows[y] = sum;
    total += sum;
  }
  if (total === 0) return { top: 0, horizon: 1, sunX: 0.5 };
  let top = 0;
  while (top < height - 1 && rows[top]! < 0.01 * width) top++;
  let seen = 0;
  let horizon = top;
  while (horizon < height - 1 && seen + rows[horizon]! < 0.97 * total) seen += rows[horizon++]!;
  const low = floor(horizon - 0.2 * (horizon - top));
  let weight = 0;
  let sumX = 0;
  for (let y = low; y <= horizon; y++) {
    for (let x = 0, i = y * width; x < width; x++, i++) {
      weight += alpha[i]!;
      sumX += alpha[i]! * x;
    }
  }
  return {
    top: top / height,
    horizon: (horizon + 1) / height,
    sunX: weight > 0 ? sumX / weight / width : 0.5,
  };
}
