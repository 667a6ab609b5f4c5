import { boxBlur } from './box-blur';
import { clampByte } from './colour';
import type { Material } from './procedural-material';
import type { RawImage } from './raw-image';
import type { Mask } from './read-mask';

// Read once, not per pixel: see box-blur.ts.
const { max, min, round } = Math;

/**
 * Lays the material into the brushed area, where `surface` says the pixel is the surface itself (not an object on
 * it), under the photo's own light: the material is multiplied by the photo's luminance relative to its mean over
 * the brushed surface, blurred first so the old surface's pattern (seams, grain) goes but shadows, sun patches and
 * falloff stay. Multiplying sRGB values by an sRGB ratio equals multiplying linear
 * light by the linear ratio, so no conversion is needed.
 */
export function blendMaterial(
  image: RawImage,
  mask: Mask,
  material: Material,
  surface: Float32Array,
): RawImage {
  const { width, height } = image;
  // Blurred within the brushed surface only (normalised convolution, weighted by the mask's alpha squared so the
  // grown rim barely counts), so a bright wall next to the floor, or a dark sofa on it, bleeds no glow or shadow.
  const radius = max(1, round(max(width, height) * 0.008));
  const lit = new Float32Array(width * height);
  const inside = new Float32Array(width * height);
  const d = image.data;
  for (let i = 0; i < lit.length; i++) {
    const a = (mask.alpha[i]! * surface[i]!) ** 2;
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
    if (mask.region[i]) luminance[i] = litBlurred[i]! / max(insideBlurred[i]!, 1e-3);
  }

  let weighted = 0;
  let total = 0;
  for (let i = 0; i < mask.alpha.length; i++) {
    const a = mask.alpha[i]! * surface[i]!;
    if (a === 0) continue;
    weighted += a * luminance[i]!;
    total += a;
  }
  const reference = total ? max(weighted / total, 1) : 1;

  const { box, data } = material;
  const boxWidth = box.right - box.left;
  const out = new Uint8Array(image.data);
  for (let y = box.top; y < box.bottom; y++) {
    for (let x = box.left; x < box.right; x++) {
      const i = y * width + x;
      const a = mask.alpha[i]! * surface[i]!;
      if (a === 0) continue;
      const light = min(1.8, max(0.2, luminance[i]! / reference));
      const m = 3 * ((y - box.top) * boxWidth + x - box.left);
      for (let c = 0; c < 3; c++) {
        out[3 * i + c] = clampByte(image.data[3 * i + c]! * (1 - a) + data[m + c]! * light * a);
      }
    }
  }
  return { data: out, width, height };
}
