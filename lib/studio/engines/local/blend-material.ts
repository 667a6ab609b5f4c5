import { boxBlur } from './box-blur';
import { clampByte } from './colour';
import type { Material } from './procedural-material';
import type { RawImage } from './raw-image';
import type { Mask } from './read-mask';

/**
 * Lays the material into the brushed area under the photo's own light: the material is multiplied by the photo's
 * luminance relative to its mean over the brushed area, blurred first so the old surface's pattern (seams, grain)
 * goes but shadows, sun patches and falloff stay. Multiplying sRGB values by an sRGB ratio equals multiplying linear
 * light by the linear ratio, so no conversion is needed.
 */
export function blendMaterial(image: RawImage, mask: Mask, material: Material): RawImage {
  const { width, height } = image;
  // Blurred within the brushed area only (normalised convolution, weighted by the mask's alpha squared so the grown
  // rim barely counts), so a bright wall next to the floor does not bleed a glow into the floor's edge.
  const radius = Math.max(1, Math.round(Math.max(width, height) * 0.008));
  const lit = new Float32Array(width * height);
  const inside = new Float32Array(width * height);
  const d = image.data;
  for (let i = 0; i < lit.length; i++) {
    const a = mask.alpha[i]! ** 2;
    if (a === 0) continue;
    lit[i] = a * (0.299 * d[3 * i]! + 0.587 * d[3 * i + 1]! + 0.114 * d[3 * i + 2]!);
    inside[i] = a;
  }
  const blur = (source: Float32Array) =>
    boxBlur(boxBlur(source, width, height, radius), width, height, radius);
  const litBlurred = blur(lit);
  const insideBlurred = blur(inside);
  const luminance = new Float32Array(width * height);
  for (let i = 0; i < luminance.length; i++) {
    if (mask.region[i]) luminance[i] = litBlurred[i]! / Math.max(insideBlurred[i]!, 1e-3);
  }

  let weighted = 0;
  let total = 0;
  for (let i = 0; i < mask.alpha.length; i++) {
    const a = mask.alpha[i]!;
    if (a === 0) continue;
    weighted += a * luminance[i]!;
    total += a;
  }
  const reference = Math.max(weighted / total, 1);

  const { box, data } = material;
  const boxWidth = box.right - box.left;
  const out = new Uint8Array(image.data);
  for (let y = box.top; y < box.bottom; y++) {
    for (let x = box.left; x < box.right; x++) {
      const i = y * width + x;
      const a = mask.alpha[i]!;
      if (a === 0) continue;
      const light = Math.min(1.8, Math.max(0.2, luminance[i]! / reference));
      const m = 3 * ((y - box.top) * boxWidth + x - box.left);
      for (let c = 0; c < 3; c++) {
        out[3 * i + c] = clampByte(image.data[3 * i + c]! * (1 - a) + data[m + c]! * light * a);
      }
    }
  }
  return { data: out, width, height };
}
