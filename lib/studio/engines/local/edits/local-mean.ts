import { boxBlur } from '../box-blur';

// Read once, not per pixel: see ../box-blur.ts.
const { max } = Math;

/**
 * The mean of each plane over the `chosen` pixels (weights 0–1) around each pixel within `radius` (a normalised box
 * blur), falling back to wider and wider windows where none are chosen: the sky brightens and greys towards the
 * horizon, so a pixel is compared with the sky beside it, not with the sky's mean. Only pixels where `wanted` is
 * above zero get a value (the rest stay 0), so the wide windows are rarely needed.
 */
export function localMean<Planes extends Float32Array[]>(
  planes: [...Planes],
  chosen: Float32Array,
  width: number,
  height: number,
  radius: number,
  wanted: Float32Array,
): { [K in keyof Planes]: Float32Array } {
  const n = width * height;
  const weighted = planes.map((plane) => {
    const out = new Float32Array(n);
    for (let i = 0; i < n; i++) out[i] = plane[i]! * chosen[i]!;
    return out;
  });
  const out = planes.map(() => new Float32Array(n));
  const done = new Uint8Array(n);
  let left = 0;
  for (let i = 0; i < n; i++) {
    if (wanted[i]! > 0.001) left++;
    else done[i] = 1;
  }
  const scale = new Float32Array(n);
  for (let r = radius; left > 0; r *= 3) {
    const last = r * 3 > max(width, height);
    const weight = boxBlur(chosen, width, height, r);
    scale.fill(0);
    for (let i = 0; i < n; i++) {
      if (done[i] || (weight[i]! < 0.02 && !last)) continue;
      scale[i] = 1 / (weight[i]! || 1);
      done[i] = 1;
      left--;
    }
    for (let c = 0; c < planes.length; c++) {
      const sums = boxBlur(weighted[c]!, width, height, r);
      const into = out[c]!;
      for (let i = 0; i < n; i++) if (scale[i]! > 0) into[i] = sums[i]! * scale[i]!;
    }
    if (last) break;
  }
  return out as { [K in keyof Planes]: Float32Array };
}
